import type { ReactNode } from 'react';
import { useT } from '../text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { FormMessages } from './FormMessages.tsx';
import { ErrorSummary } from './form-fields.tsx';

/**
 * A form posted to its own page, the GOV.UK way: the error summary over it (each field's problem, and what went
 * wrong with the whole form, which may name the hotline), then the multipart form, which works without JavaScript,
 * with its fields and its submit button. With `script` (its `data-public-form` name) the form's script
 * (client/forms/public-form.ts) checks the same rules first and carries its messages; with `nativeSubmit` the
 * browser then posts it itself, else the script sends it (with the upload's progress).
 */
export function PostedForm({
  state,
  form,
  labels,
  action,
  submit,
  script,
  nativeSubmit = false,
  data,
  intro,
  children,
}: {
  state: PageState;
  form: Pick<SubmittedForm, 'problems' | 'formError'>;
  /** Each field's label, as the error summary names it. */
  labels: Record<string, string>;
  action: string;
  /** The submit button's words. */
  submit: string;
  script?: string;
  nativeSubmit?: boolean;
  /** More `data-` attributes of the form, read by its script. */
  data?: Record<`data-${string}`, string>;
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
        action={action}
        encType="multipart/form-data"
        noValidate
        data-public-form={script}
        data-submit={nativeSubmit ? 'native' : undefined}
        {...data}
      >
        {script ? <FormMessages lang={lang} hotline={hotline.number} /> : null}
        {children}
        <button className="button button--large" type="submit">
          {submit}
        </button>
      </form>
    </>
  );
}
