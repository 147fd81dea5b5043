import type { ReactNode } from 'react';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { memberPath } from '../../shared/routes.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { FormMessages } from '../forms/FormMessages.tsx';
import { ErrorSummary } from '../forms/form-fields.tsx';
import { MemberFormToken } from './MembersLayout.tsx';

/**
 * A members form posted to its own page (multipart; the server answers it with or without JavaScript): the error
 * summary over it, then the form with its fields and its submit button. With `script` (the form's `data-public-form`
 * name) the form's script checks it in the browser and carries its messages.
 */
export function MemberForm({
  state,
  form,
  page,
  labels,
  submit,
  script,
  captcha = false,
  intro,
  children,
}: {
  state: PageState;
  form: SubmittedForm;
  /** The members page it posts to (`memberPath`). */
  page: string;
  /** Each field's label, as the error summary names it. */
  labels: Record<string, string>;
  submit: string;
  script?: string;
  /** The form carries a captcha (its script says "please verify you are not a robot"). */
  captcha?: boolean;
  /** What stands between the error summary and the form. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { lang } = state;
  const { hotline } = state.site!.layout.footer;
  return (
    <>
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labels}
      />
      {intro}
      <form
        className="public-form"
        method="post"
        action={memberPath(lang, page)}
        encType="multipart/form-data"
        noValidate
        {...(script ? { 'data-public-form': script, 'data-submit': 'native' } : {})}
        {...(captcha ? { 'data-captcha-message': 'forms.errors.verifyNotRobot' } : {})}
      >
        {script ? <FormMessages lang={lang} hotline={hotline.number} /> : null}
        <MemberFormToken state={state} />
        {children}
        <button className="button button--large" type="submit">
          {submit}
        </button>
      </form>
    </>
  );
}
