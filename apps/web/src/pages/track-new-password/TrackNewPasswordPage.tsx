import { useT } from '../../client/runtime/use-t.ts';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import { CaptchaField } from '../../components/forms/CaptchaField.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { ErrorSummary } from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { mainPath, trackFormPath, trackNewPasswordPath } from '../../shared/routes.ts';
import type { TrackNewPasswordContent } from './page.ts';

/**
 * A new tracking password by e-mail: the tracking code and the complaint's address, the captcha; posted by the
 * browser (the script only checks the rules first and solves the proof of work). After it: the one answer, and the
 * hotline for a complainant who cannot read that address.
 */
export function TrackNewPasswordPage({
  state,
  content,
}: {
  state: PageState;
  content: TrackNewPasswordContent;
}) {
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
    <div className="container page-body form-page">
      <Breadcrumbs
        homeHref={mainPath(lang)}
        crumbs={[
          { label: t('forms.track.title'), href: trackFormPath(lang) },
          { label: t('forms.newPassword.title') },
        ]}
      />
      <h1>{t('forms.newPassword.title')}</h1>
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
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labelsOf(fields, { captcha: t('forms.common.captchaLegend') })}
      />
      <form
        className="public-form"
        method="post"
        action={trackNewPasswordPath(lang)}
        encType="multipart/form-data"
        noValidate
        data-public-form="trackNewPassword"
        data-submit="native"
      >
        <FormMessages lang={lang} hotline={hotline.number} />
        <FieldList fields={fields} form={form} />
        <CaptchaField challenge={captcha} problem={form.problems.find((p) => p.field === 'captcha')} />
        <button className="button button--large" type="submit">
          {t('forms.newPassword.submit')}
        </button>
      </form>
      <p>{t('forms.newPassword.noEmail', { hotline: hotline.number })}</p>
    </div>
  );
}
