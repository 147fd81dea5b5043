import { useT } from '../../client/runtime/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { PasswordStrengthMeter } from '../../components/members/member-fields.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { ErrorSummary } from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberResetPasswordContent } from './page.ts';

/** A new password from the reset link: twice, with the strength meter; the token travels in the form. */
export function MemberResetPasswordPage({
  state,
  content,
}: {
  state: PageState;
  content: MemberResetPasswordContent;
}) {
  const t = useT();
  const { lang } = state;
  const { form, token } = content;
  const { hotline } = state.site!.layout.footer;
  if (!token) {
    return (
      <MembersLayout state={state} title={t('members.reset.invalidTitle')} current="reset-password">
        <p className="notice notice--problem" role="alert" data-reset-invalid>
          {t('members.reset.invalid')}
        </p>
        <p>
          <a href={memberPath(lang, 'forgot-password')}>{t('members.reset.askAgain')}</a>
        </p>
      </MembersLayout>
    );
  }
  const first: FieldSpec[] = [
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: t('members.reset.password'),
      hint: t('members.register.passwordHint'),
      autoComplete: 'new-password',
    },
  ];
  const confirm: FieldSpec[] = [
    {
      kind: 'text',
      name: 'confirmPassword',
      type: 'password',
      label: t('members.register.confirmPassword'),
      autoComplete: 'new-password',
    },
  ];
  return (
    <MembersLayout state={state} title={t('members.reset.title')} current="reset-password">
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labelsOf([...first, ...confirm])}
      />
      <form
        className="public-form"
        method="post"
        action={memberPath(lang, 'reset-password')}
        encType="multipart/form-data"
        noValidate
        data-public-form="memberResetPassword"
        data-submit="native"
      >
        <FormMessages lang={lang} hotline={hotline.number} />
        <input type="hidden" name="token" value={token} />
        <FieldList fields={first} form={form} />
        <PasswordStrengthMeter field="password" />
        <FieldList fields={confirm} form={form} />
        <button className="button button--large" type="submit">
          {t('members.reset.submit')}
        </button>
      </form>
    </MembersLayout>
  );
}
