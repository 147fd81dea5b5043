import { useT } from '../../client/runtime/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { PasswordStrengthMeter } from '../../components/members/member-fields.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { ErrorSummary } from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberChangePasswordContent } from './page.ts';

/** Changing the password: the current one, then the new one twice with the strength meter. */
export function MemberChangePasswordPage({
  state,
  content,
}: {
  state: PageState;
  content: MemberChangePasswordContent;
}) {
  const t = useT();
  const { lang } = state;
  const { form, changed } = content;
  const { hotline } = state.site!.layout.footer;
  const current: FieldSpec[] = [
    {
      kind: 'text',
      name: 'currentPassword',
      type: 'password',
      label: t('members.changePassword.current'),
      autoComplete: 'current-password',
    },
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: t('members.changePassword.new'),
      hint: t('members.register.passwordHint'),
      autoComplete: 'new-password',
    },
  ];
  const confirm: FieldSpec[] = [
    {
      kind: 'text',
      name: 'confirmPassword',
      type: 'password',
      label: t('members.changePassword.confirm'),
      autoComplete: 'new-password',
    },
  ];
  return (
    <MembersLayout state={state} title={t('members.changePassword.title')} current="change-password">
      {changed ? (
        <p className="notice" role="status" data-password-changed>
          {t('members.changePassword.changed')}
        </p>
      ) : null}
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labelsOf([...current, ...confirm])}
      />
      <form
        className="public-form"
        method="post"
        action={memberPath(lang, 'change-password')}
        encType="multipart/form-data"
        noValidate
        data-public-form="memberChangePassword"
        data-submit="native"
      >
        <FormMessages lang={lang} hotline={hotline.number} />
        <FieldList fields={current} form={form} />
        <PasswordStrengthMeter field="password" />
        <FieldList fields={confirm} form={form} />
        <button className="button button--large" type="submit">
          {t('members.changePassword.submit')}
        </button>
      </form>
    </MembersLayout>
  );
}
