import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import { CaptchaField } from '../../components/forms/CaptchaField.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberLoginContent } from './page.ts';
import { MemberNotice } from '../../components/members/MemberNotice.tsx';

/**
 * The login form: e-mail, password and the captcha, posted to its own URL. Without JavaScript a plain
 * form; with it, the same rules are checked first (the browser then posts it). The e-mail is kept when it is shown
 * again, the password never.
 */
export function MemberLoginPage({ state, content }: PageProps<MemberLoginContent>) {
  const t = useT();
  const { lang } = state;
  const { form, captcha, next, notice, old } = content;
  const page = old ? 'login-old' : 'login';
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'email', type: 'email', label: t('members.login.email'), autoComplete: 'email' },
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: t('members.login.password'),
      autoComplete: 'current-password',
    },
  ];
  return (
    <MembersLayout
      state={state}
      title={t(old ? 'members.login.oldTitle' : 'members.login.title')}
      current={page}
    >
      {notice ? <MemberNotice marker="data-login-notice">{t(`members.login.${notice}`)}</MemberNotice> : null}
      <p className="lead">{t('members.login.lead')}</p>
      <MemberForm
        state={state}
        form={form}
        page={page}
        labels={labelsOf(fields, { captcha: t('forms.common.captchaLegend') })}
        submit={t('members.login.submit')}
        script="memberLogin"
        captcha
      >
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <FieldList fields={fields} form={form} />
        <CaptchaField
          challenge={captcha}
          problem={form.problems.find((problem) => problem.field === 'captcha')}
        />
      </MemberForm>
      <ul className="members__links">
        {form.formError?.key === 'members.login.notVerified' ? (
          <li>
            <a href={`${memberPath(lang, 'verify')}?resend=1`}>{t('members.verify.askNewLink')}</a>
          </li>
        ) : null}
        <li>
          <a href={memberPath(lang, 'forgot-password')}>{t('members.login.forgot')}</a>
        </li>
        <li>
          <a href={memberPath(lang, 'register')}>{t('members.login.register')}</a>
        </li>
      </ul>
    </MembersLayout>
  );
}
