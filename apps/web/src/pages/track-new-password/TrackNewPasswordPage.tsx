import { useT } from '../../components/text/use-t.ts';
import { CaptchaField } from '../../components/forms/CaptchaField.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { FormPage } from '../../components/forms/FormPage.tsx';
import { PostedForm } from '../../components/forms/PostedForm.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { trackFormPath, trackNewPasswordPath } from '../../shared/routes.ts';
import type { TrackNewPasswordContent } from './page.ts';

/**
 * A new tracking password by e-mail: the tracking code and the complaint's address, the captcha; posted by the
 * browser (the script only checks the rules first and solves the proof of work). After it: the one answer, and the
 * hotline for a complainant who cannot read that address.
 */
export function TrackNewPasswordPage({ state, content }: PageProps<TrackNewPasswordContent>) {
  const t = useT();
  const { lang } = state;
  const { form, captcha, sent } = content;
  const { hotline } = state.site!.layout.footer;
  const fields: FieldSpec[] = [
    {
      kind: 'text',
      name: 'trackingCode',
      label: t('forms.newPassword.trackingCode'),
      hint: t('forms.newPassword.trackingCodeHint'),
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: 'email',
      type: 'email',
      label: t('forms.newPassword.email'),
      autoComplete: 'email',
    },
  ];
  return (
    <FormPage
      state={state}
      title={t('forms.newPassword.title')}
      parent={{ label: t('forms.track.title'), href: trackFormPath(lang) }}
    >
      {sent ? (
        <div className="form-notice form-notice--success" role="status" data-new-password-sent>
          <h2>{t('forms.newPassword.sentTitle')}</h2>
          <p>{t('forms.newPassword.sent')}</p>
          <p>
            <a href={trackFormPath(lang)}>{t('forms.newPassword.trackLink')}</a>
          </p>
        </div>
      ) : (
        <p className="lead">{t('forms.newPassword.lead')}</p>
      )}
      <PostedForm
        state={state}
        form={form}
        labels={labelsOf(fields, { captcha: t('forms.common.captchaLegend') })}
        action={trackNewPasswordPath(lang)}
        submit={t('forms.newPassword.submit')}
        script="trackNewPassword"
        nativeSubmit
      >
        <FieldList fields={fields} form={form} />
        <CaptchaField challenge={captcha} problem={form.problems.find((p) => p.field === 'captcha')} />
      </PostedForm>
      <p>{t('forms.newPassword.noEmail', { hotline: hotline.number })}</p>
    </FormPage>
  );
}
