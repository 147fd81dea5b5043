import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberForgotPasswordContent } from './page.ts';

/** "Forgot your password?": the e-mail address; the answer is the same whoever asks. */
export function MemberForgotPasswordPage({ state, content }: PageProps<MemberForgotPasswordContent>) {
  const t = useT();
  const { lang } = state;
  const { form, sent } = content;
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
      <MemberForm
        state={state}
        form={form}
        page="forgot-password"
        labels={labelsOf(fields)}
        submit={t(sent ? 'members.forgot.sendAgain' : 'members.forgot.submit')}
        script="memberForgotPassword"
      >
        <FieldList fields={fields} form={form} />
      </MemberForm>
      <p>
        <a href={memberPath(lang, 'login')}>{t('members.forgot.backToLogin')}</a>
      </p>
    </MembersLayout>
  );
}
