import { ComplaintFormDocument } from '../../shared/generated/graphql.ts';
import { publicFormPage, type PublicFormContent } from '../public-form-page.ts';

/** The complaint form's topics are its complaint types. */
export type ComplaintFormContent = PublicFormContent;

/** The complaint form (`/{lang}/forms/complaint`, requirements.md §6.2). */
export const complaintFormPage = publicFormPage({
  topics: ComplaintFormDocument,
  title: 'forms.complaint.title',
  lead: 'forms.complaint.lead',
});
