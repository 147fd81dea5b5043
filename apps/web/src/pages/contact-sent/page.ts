import { found, notFound, type PageKind } from '../page-kind.ts';

export interface ContactSentContent {
  reference: string;
}

/**
 * Where a sent contact form leads (`/{lang}/forms/contact/sent?reference=…`): the reference to quote. The reference
 * is only shown back, and only when it has the contract's shape (checked by the route); else "not found".
 */
export const contactSentPage: PageKind<ContactSentContent> = {
  neverKept: true,
  load({ formReference, t }) {
    if (!formReference) return notFound;
    return found({ content: { reference: formReference }, title: t('forms.contact.sentTitle') });
  },
};
