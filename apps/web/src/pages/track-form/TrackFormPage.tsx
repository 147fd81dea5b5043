import { useT } from '../../client/runtime/use-t.ts';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { ErrorSummary } from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { complaintFormPath, mainPath, trackFormPath, trackNewPasswordPath } from '../../shared/routes.ts';
import type { TrackFormContent } from './page.ts';

/**
 * The tracking form: code and password, posted (never in a URL) to itself; the answer is the status page. Without
 * JavaScript a plain form; with it, the same rules are checked first (the browser then posts it as it is).
 */
export function TrackFormPage({ state, content }: { state: PageState; content: TrackFormContent }) {
  const t = useT();
  const { lang } = state;
  const { form } = content;
  const { hotline } = state.site!.layout.footer;
  const fields: FieldSpec[] = [
    {
      kind: 'text',
      name: 'trackingCode',
      label: t('forms.track.trackingCode'),
      hint: t('forms.track.trackingCodeHint'),
      autoComplete: 'off',
    },
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: t('forms.track.password'),
      autoComplete: 'current-password',
    },
  ];
  return (
    <div className="container page-body form-page">
      <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: t('forms.track.title') }]} />
      <h1>{t('forms.track.title')}</h1>
      <p className="lead">{t('forms.track.lead')}</p>
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
        action={trackFormPath(lang)}
        encType="multipart/form-data"
        noValidate
        data-public-form="track"
        data-submit="native"
      >
        <FormMessages lang={lang} hotline={hotline.number} />
        <FieldList fields={fields} form={form} />
        <button className="button button--large" type="submit">
          {t('forms.track.submit')}
        </button>
      </form>
      <p>
        {t('forms.track.lostPassword')}{' '}
        <a href={trackNewPasswordPath(lang)}>{t('forms.track.newPasswordLink')}</a>
      </p>
      <p>
        <a href={complaintFormPath(lang)}>{t('forms.track.makeComplaint')}</a>
      </p>
    </div>
  );
}
