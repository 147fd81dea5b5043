import { ContactFormDocument } from '../../shared/generated/graphql.ts';
import { publicFormPage, type PublicFormContent } from '../public-form-page.ts';

export type ContactFormContent = PublicFormContent;

/** The contact form (`/{lang}/forms/contact`, requirements.md §6.1). */
export const contactFormPage = publicFormPage({
  topics: ContactFormDocument,
  title: 'forms.contact.title',
  lead: 'forms.contact.lead',
});
