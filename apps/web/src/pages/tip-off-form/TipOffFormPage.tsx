import { MESSAGE_MAX_LENGTH } from '@probation/forms';
import { useT } from '../../components/text/use-t.ts';
import { attachmentsField, personFields, topicField } from '../../components/forms/shared-fields.ts';
import { PublicFormFrame } from '../../components/forms/PublicFormFrame.tsx';
import { FieldList, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import type { TipOffFormContent } from './page.ts';

/**
 * The election-misconduct tip-off form (decisions 0156, 0158): what happened first (topic, subject,
 * detail, files), then, in a group of its own, who is telling it, all of it optional. A plain multipart form posted
 * to its own URL, with or without JavaScript; the answer is the confirmation with the reference, never a URL.
 */
export function TipOffFormPage({ state, content }: PageProps<TipOffFormContent>) {
  const t = useT();
  const { lang } = state;
  const { form, topics, captcha } = content;
  const report: FieldSpec[] = [
    topicField('topic', t('forms.tipOff.topic'), t('forms.tipOff.chooseTopic'), topics, lang),
    { kind: 'text', name: 'subject', label: t('forms.tipOff.subject'), autoComplete: 'off' },
    {
      kind: 'textarea',
      name: 'detail',
      label: t('forms.tipOff.detail'),
      hint: t('forms.tipOff.detailHint', { max: MESSAGE_MAX_LENGTH }),
    },
    attachmentsField(t('forms.tipOff.attachments'), (limits) => t('forms.tipOff.attachmentsHint', limits)),
  ];
  const person = personFields(t, 'tipOff');
  const aboutYou: FieldSpec[] = [person.firstName, person.lastName, person.email, person.phone];
  return (
    <PublicFormFrame
      state={state}
      form={form}
      kind="tipOff"
      fields={[...report, ...aboutYou]}
      captcha={captcha}
    >
      <FieldList fields={report} form={form} />
      <fieldset className="form-group" aria-describedby="tip-off-anonymous">
        <legend className="form-group__legend">{t('forms.tipOff.aboutYou')}</legend>
        <p className="form-notice" id="tip-off-anonymous">
          {t('forms.tipOff.anonymousNotice')}
        </p>
        <FieldList fields={aboutYou} form={form} />
      </fieldset>
    </PublicFormFrame>
  );
}
