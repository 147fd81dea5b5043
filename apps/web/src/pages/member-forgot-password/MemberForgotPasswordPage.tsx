import { useT } from '../../client/runtime/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { ErrorSummary } from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberForgotPasswordContent } from './page.ts';

/** "Forgot your password?": the e-mail address; the answer is the same whoever asks. */
export function MemberForgotPasswordPage({
  state,
  content,
}: {
  state: PageState;
  content: MemberForgotPasswordContent;
}) {
  const t = useT();
  const { lang } = state;
  const { form, sent } = content;
  const { hotline } = state.site!.layout.footer;
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'email', type: 'email', label: t('members.forgot.email'), autoComplete: 'email' },
  ];
  return (
    <MembersLayout state={state} title={t('members.forgot.title')} current="forgot-password">
      {sent ? (
        <div className="notice" role="status" data-forgot-sent>
          <p>{t('members.forgot.sent')}</p>
        </div>
      ) : (
        <p className="lead">{t('members.forgot.lead')}</p>
      )}
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labelsOf(fields)}
      />
      <form
        className="public-form"
        method="post"
        action={memberPath(lang, 'forgot-password')}
        encType="multipart/form-data"
        noValidate
        data-public-form="memberForgotPassword"
        data-submit="native"
      >
        <FormMessages lang={lang} hotline={hotline.number} />
        <FieldList fields={fields} form={form} />
        <button className="button button--large" type="submit">
          {t(sent ? 'members.forgot.sendAgain' : 'members.forgot.submit')}
        </button>
      </form>
      <p>
        <a href={memberPath(lang, 'login')}>{t('members.forgot.backToLogin')}</a>
      </p>
    </MembersLayout>
  );
}
