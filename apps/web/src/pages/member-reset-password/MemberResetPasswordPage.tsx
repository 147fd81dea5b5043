import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import {
  confirmPasswordField,
  newPasswordField,
  NewPasswordFields,
} from '../../components/members/member-fields.tsx';
import { labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberResetPasswordContent } from './page.ts';

/** A new password from the reset link: twice, with the strength meter; the token travels in the form. */
export function MemberResetPasswordPage({ state, content }: PageProps<MemberResetPasswordContent>) {
  const t = useT();
  const { lang } = state;
  const { form, token } = content;
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
    newPasswordField(t('members.reset.password'), t('members.register.passwordHint')),
  ];
  const confirm: FieldSpec[] = [confirmPasswordField(t('members.register.confirmPassword'))];
  return (
    <MembersLayout state={state} title={t('members.reset.title')} current="reset-password">
      <MemberForm
        state={state}
        form={form}
        page="reset-password"
        labels={labelsOf([...first, ...confirm])}
        submit={t('members.reset.submit')}
        script="memberResetPassword"
      >
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields fields={first} confirm={confirm} form={form} />
      </MemberForm>
    </MembersLayout>
  );
}
