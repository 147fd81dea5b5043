import { found, notFound, type PageKind } from '../page-kind.ts';

/** A filed complaint's receipt, as its confirmation shows it (held in this browser's sealed cookie: decision 0611). */
export interface ComplaintReceiptShown {
  reference: string;
  trackingCode: string;
  /** The generated password, from the answer that filed the complaint only; null otherwise. */
  password: string | null;
  /** The visitor chose their own password (never shown back). */
  ownPassword: boolean;
}

/** The receipt, or null once the cookie has expired (or was never this browser's). */
export interface ComplaintSentContent {
  receipt: ComplaintReceiptShown | null;
}

/**
 * The confirmation of a filed complaint (`/{lang}/forms/complaint/sent`; decisions 0153, 0611): the reference, the
 * tracking code and the generated password, with a print/save option, for 30 minutes in the browser that sent it;
 * afterwards, that it is no longer shown and how to get a new password. Made for one visitor: never kept.
 */
export const complaintSentPage: PageKind<ComplaintSentContent> = {
  neverKept: true,
  load({ answer, t }) {
    if (!answer) return notFound;
    const content = answer as ComplaintSentContent;
    return found({
      content,
      title: t(content.receipt ? 'forms.complaint.sentTitle' : 'forms.complaint.goneTitle'),
    });
  },
};
