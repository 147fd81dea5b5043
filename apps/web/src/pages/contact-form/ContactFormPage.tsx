import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MEGABYTES } from '@probation/forms';
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from '@probation/forms';
import { useT } from '../../client/runtime/use-t.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import { CaptchaField } from '../../components/forms/CaptchaField.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import {
  ErrorSummary,
  FileField,
  SelectField,
  TextArea,
  TextField,
} from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { contactFormPath, mainPath } from '../../shared/routes.ts';
import type { ContactFormContent } from './page.ts';

/** The contact form: it works as a plain form (multipart POST to its own URL); the form's script adds checks first. */
export function ContactFormPage({ state, content }: { state: PageState; content: ContactFormContent }) {
  const t = useT();
  const { lang } = state;
  const { form, topics, captcha } = content;
  const { hotline } = state.site!.layout.footer;
  const problemOf = (field: string) => form.problems.find((problem) => problem.field === field);
  const labels: Record<string, string> = {
    firstName: t('forms.contact.firstName'),
    lastName: t('forms.contact.lastName'),
    email: t('forms.contact.email'),
    phone: t('forms.contact.phone'),
    subject: t('forms.contact.subject'),
    category: t('forms.contact.category'),
    message: t('forms.contact.message'),
    attachment: t('forms.contact.attachment'),
    captcha: t('forms.common.captchaLegend'),
  };
  return (
    <div className="container page-body form-page">
      <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: t('forms.contact.title') }]} />
      <h1>{t('forms.contact.title')}</h1>
      <p className="lead">{t('forms.contact.lead', { siteName: state.site?.layout.siteName })}</p>
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labels}
      />
      <form
        className="public-form"
        method="post"
        action={contactFormPath(lang)}
        encType="multipart/form-data"
        noValidate
        data-public-form="contact"
      >
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        <FormMessages lang={lang} hotline={hotline.number} />
        <TextField
          name="firstName"
          label={labels.firstName!}
          value={form.values.firstName}
          problem={problemOf('firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          name="lastName"
          label={labels.lastName!}
          value={form.values.lastName}
          problem={problemOf('lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          name="email"
          type="email"
          label={labels.email!}
          hint={t('forms.contact.emailHint')}
          value={form.values.email}
          problem={problemOf('email')}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          name="phone"
          type="tel"
          label={labels.phone!}
          hint={t('forms.contact.phoneHint')}
          value={form.values.phone}
          problem={problemOf('phone')}
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
        />
        <SelectField
          name="category"
          label={labels.category!}
          placeholder={t('forms.contact.chooseCategory')}
          options={topics.map((topic) => ({ ...topic, ...foreignLangAttribute(topic.name, lang) }))}
          value={form.values.category}
          problem={problemOf('category')}
        />
        <TextField
          name="subject"
          label={labels.subject!}
          value={form.values.subject}
          problem={problemOf('subject')}
          autoComplete="off"
          maxLength={SUBJECT_MAX_LENGTH}
        />
        <TextArea
          name="message"
          label={labels.message!}
          hint={t('forms.contact.messageHint', { max: MESSAGE_MAX_LENGTH })}
          value={form.values.message}
          problem={problemOf('message')}
          maxLength={MESSAGE_MAX_LENGTH}
        />
        <FileField
          name="attachment"
          label={labels.attachment!}
          hint={t('forms.common.fileHint', { megabytes: ATTACHMENT_MAX_MEGABYTES })}
          problem={problemOf('attachment')}
          accept={ATTACHMENT_ACCEPT}
          maxBytes={ATTACHMENT_MAX_BYTES}
        />
        <CaptchaField challenge={captcha} problem={problemOf('captcha')} />
        <p className="form-privacy">
          {t('forms.common.privacyBefore')} <a href={`/${lang}/privacy`}>{t('forms.common.privacyLink')}</a>
        </p>
        <p className="form-progress" data-form-progress aria-live="polite"></p>
        <button className="button button--large" type="submit">
          {t('forms.common.send')}
        </button>
      </form>
    </div>
  );
}
