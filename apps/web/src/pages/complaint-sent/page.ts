import { found, notFound, type PageKind } from '../page-kind.ts';

/** A filed complaint's receipt, as its confirmation shows it (the answer to the form's POST, never a URL). */
export interface ComplaintSentContent {
  reference: string;
  trackingCode: string;
  /** The generated password, in the answer that filed the complaint only; null otherwise. */
  password: string | null;
  /** The visitor chose their own password (never shown back). */
  ownPassword: boolean;
}

/**
 * The confirmation of a filed complaint (decision 0152): the reference, the tracking code and, this once, the
 * password, with a print/save option. It is the answer to the form's POST (200, no-store, never kept): a GET has
 * no such page.
 */
export const complaintSentPage: PageKind<ComplaintSentContent> = {
  component: () => import('./ComplaintSentPage.tsx').then((module) => module.ComplaintSentPage),
  neverKept: true,
  async load({ answer }) {
    return answer ? found(answer as ComplaintSentContent) : notFound;
  },
  title: ({ t }) => t('forms.complaint.sentTitle'),
};
