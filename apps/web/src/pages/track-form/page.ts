import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { found, type PageKind } from '../page-kind.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';

export interface TrackFormContent {
  form: SubmittedForm;
}

/**
 * Following a complaint (`/{lang}/forms/track`): the tracking code and password, posted to itself; the
 * answer is the complaint's status page. Shown again with the one generic message when they do not match.
 */
export const trackFormPage: PageKind<TrackFormContent> = {
  neverKept: true,
  load({ form: sent, t }) {
    const form = sent ?? emptyForm();
    return found({
      content: { form },
      title: formPageTitle(form, 'forms.track.title', t),
      description: t('forms.track.lead'),
    });
  },
};
