import type { TFunction } from 'i18next';
import type { SubmittedForm } from '../shared/submitted-form.ts';

/** A form as its page first shows it: nothing typed but `values` (a profile's), no problems. */
export function emptyForm(values: Record<string, string> = {}, idempotencyKey = ''): SubmittedForm {
  return { values, problems: [], formError: null, idempotencyKey };
}

/** Whether a form is shown again with problems (or what went wrong). */
export function hasProblems(form: SubmittedForm): boolean {
  return form.problems.length > 0 || form.formError !== null;
}

/**
 * A form page's title (the message `key`): shown again with problems, it says so first (GOV.UK: a screen reader
 * reads the title as the page loads).
 */
export function formPageTitle(form: SubmittedForm, key: string, t: TFunction): string {
  return (hasProblems(form) ? t('forms.common.errorTitlePrefix') : '') + t(key);
}
