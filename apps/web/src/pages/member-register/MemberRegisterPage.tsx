import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import {
  CheckboxField,
  confirmPasswordField,
  newPasswordField,
  NewPasswordFields,
} from '../../components/members/member-fields.tsx';
import { CaptchaField } from '../../components/forms/CaptchaField.tsx';
import { labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberRegisterContent } from './page.ts';

/**
 * Registration (requirements.md §7.1): posted to itself with or without JavaScript; what was typed is kept when it is
 * shown again, never the passwords. Once sent, the page says a verification link is on its way.
 */
export function MemberRegisterPage({ state, content }: PageProps<MemberRegisterContent>) {
  const t = useT();
  const { lang } = state;
  const { form, captcha, sent } = content;
  if (sent) {
    return (
      <MembersLayout state={state} title={t('members.register.sentTitle')} current="register">
        <div className="notice" data-register-sent>
          <p>{t('members.register.sent')}</p>
          <p>{t('members.register.sentHint')}</p>
        </div>
        <p>
          <a href={memberPath(lang, 'login')}>{t('members.register.toLogin')}</a>
        </p>
      </MembersLayout>
    );
  }
  const first: FieldSpec[] = [
    {
      kind: 'text',
      name: 'username',
      label: t('members.register.username'),
      hint: t('members.register.usernameHint'),
      autoComplete: 'username',
    },
    { kind: 'text', name: 'firstName', label: t('members.register.firstName'), autoComplete: 'given-name' },
    { kind: 'text', name: 'lastName', label: t('members.register.lastName'), autoComplete: 'family-name' },
    { kind: 'text', name: 'email', type: 'email', label: t('members.register.email'), autoComplete: 'email' },
    newPasswordField(t('members.register.password'), t('members.register.passwordHint')),
  ];
  const confirm: FieldSpec[] = [confirmPasswordField(t('members.register.confirmPassword'))];
  const problemOf = (field: string) => form.problems.find((problem) => problem.field === field);
  return (
    <MembersLayout state={state} title={t('members.register.title')} current="register">
      <p className="lead">{t('members.register.lead')}</p>
      <MemberForm
        state={state}
        form={form}
        page="register"
        labels={labelsOf([...first, ...confirm], {
          acceptAgreement: t('members.register.agreementLabel'),
          captcha: t('forms.common.captchaLegend'),
        })}
        submit={t('members.register.submit')}
        script="memberRegister"
        captcha
      >
        <NewPasswordFields fields={first} confirm={confirm} form={form} />
        <CheckboxField
          name="acceptAgreement"
          label={t('members.register.agreement')}
          checked={form.values.acceptAgreement === 'true' || form.values.acceptAgreement === 'on'}
          problem={problemOf('acceptAgreement')}
        />
        <CaptchaField challenge={captcha} problem={problemOf('captcha')} />
      </MemberForm>
      <p>
        <a href={memberPath(lang, 'login')}>{t('members.register.haveAccount')}</a>
      </p>
    </MembersLayout>
  );
}
