import { useT } from '../../components/text/use-t.ts';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { FormPage } from '../../components/forms/FormPage.tsx';
import { PostedForm } from '../../components/forms/PostedForm.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { complaintFormPath, trackFormPath, trackNewPasswordPath } from '../../shared/routes.ts';
import type { TrackFormContent } from './page.ts';

/**
 * The tracking form: code and password, posted (never in a URL) to itself; the answer is the status page. Without
 * JavaScript a plain form; with it, the same rules are checked first (the browser then posts it as it is).
 */
export function TrackFormPage({ state, content }: PageProps<TrackFormContent>) {
  const t = useT();
  const { lang } = state;
  const { form } = content;
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
    <FormPage state={state} title={t('forms.track.title')}>
      <p className="lead">{t('forms.track.lead')}</p>
      <PostedForm
        state={state}
        form={form}
        labels={labelsOf(fields)}
        action={trackFormPath(lang)}
        submit={t('forms.track.submit')}
        script="track"
        nativeSubmit
      >
        <FieldList fields={fields} form={form} />
      </PostedForm>
      <p>
        {t('forms.track.lostPassword')}{' '}
        <a href={trackNewPasswordPath(lang)}>{t('forms.track.newPasswordLink')}</a>
      </p>
      <p>
        <a href={complaintFormPath(lang)}>{t('forms.track.makeComplaint')}</a>
      </p>
    </FormPage>
  );
}
