import type { ReactNode } from 'react';
import type { PageState } from '../../shared/page-state.ts';
import { memberPath } from '../../shared/routes.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { PostedForm } from '../forms/PostedForm.tsx';
import { MemberFormToken } from './MembersLayout.tsx';

/**
 * A members form: a `PostedForm` to its members page with the member's form token. With `script` (the form's
 * `data-public-form` name) the form's script checks it in the browser first; the browser posts it.
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
  return (
    <PostedForm
      state={state}
      form={form}
      labels={labels}
      action={memberPath(state.lang, page)}
      submit={submit}
      script={script}
      nativeSubmit={script !== undefined}
      data={captcha ? { 'data-captcha-message': 'forms.errors.verifyNotRobot' } : undefined}
      intro={intro}
    >
      <MemberFormToken state={state} />
      {children}
    </PostedForm>
  );
}
