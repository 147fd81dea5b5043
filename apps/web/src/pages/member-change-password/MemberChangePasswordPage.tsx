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
import type { MemberChangePasswordContent } from './page.ts';
import { MemberNotice } from '../../components/members/MemberNotice.tsx';

/** Changing the password: the current one, then the new one twice with the strength meter. */
export function MemberChangePasswordPage({ state, content }: PageProps<MemberChangePasswordContent>) {
  const t = useT();
  const { form, changed } = content;
  const current: FieldSpec[] = [
    {
      kind: 'text',
      name: 'currentPassword',
      type: 'password',
      label: t('members.changePassword.current'),
      autoComplete: 'current-password',
    },
    newPasswordField(t('members.changePassword.new'), t('members.register.passwordHint')),
  ];
  const confirm: FieldSpec[] = [confirmPasswordField(t('members.changePassword.confirm'))];
  return (
    <MembersLayout state={state} title={t('members.changePassword.title')} current="change-password">
      {changed ? (
        <MemberNotice marker="data-password-changed">{t('members.changePassword.changed')}</MemberNotice>
      ) : null}
      <MemberForm
        state={state}
        form={form}
        page="change-password"
        labels={labelsOf([...current, ...confirm])}
        submit={t('members.changePassword.submit')}
        script="memberChangePassword"
      >
        <NewPasswordFields fields={current} confirm={confirm} form={form} />
      </MemberForm>
    </MembersLayout>
  );
}
