import { found, notFound, type PageKind } from '../page-kind.ts';

/** A received tip-off's receipt, as its confirmation shows it (the answer to the form's POST, never a URL). */
export interface TipOffSentContent {
  reference: string;
  /** The tipster gave an e-mail address: dept-api mails them a confirmation (decision 0158). */
  emailGiven: boolean;
}

/**
 * The confirmation of a received tip-off (decisions 0157, 0158): the reference, that there is no status page, the
 * hotline to add information, and whether a confirmation is mailed. It is the answer to the form's POST (200,
 * no-store, never kept): a GET has no such page, so no address in a shared device's history tells that a tip-off
 * was sent.
 */
export const tipOffSentPage: PageKind<TipOffSentContent> = {
  neverKept: true,
  load({ answer, t }) {
    if (!answer) return notFound;
    return found({ content: answer as TipOffSentContent, title: t('forms.tipOff.sentTitle') });
  },
};
