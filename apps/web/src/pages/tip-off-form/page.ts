import { TipOffFormDocument } from '../../shared/generated/graphql.ts';
import { publicFormPage, type PublicFormContent } from '../public-form-page.ts';

export type TipOffFormContent = PublicFormContent;

/**
 * The election-misconduct tip-off form (`/{lang}/forms/tip-off`, requirements.md §6.4; decisions 0156 and 0158):
 * anonymous allowed.
 */
export const tipOffFormPage = publicFormPage({
  topics: TipOffFormDocument,
  title: 'forms.tipOff.title',
  lead: 'forms.tipOff.lead',
});
