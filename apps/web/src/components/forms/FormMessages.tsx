import { catalogues, type Language } from '@probation/i18n';

/**
 * The texts the form's script writes (its checks' messages, the progress, the whole-form problems), as the
 * catalogue words them in the page's language, in a JSON data tag: the script loads no catalogue of its own.
 * `{{name}}` values are filled in by the script; the hotline is filled in here.
 */
export function FormMessages({ lang, hotline }: { lang: Language; hotline: string }) {
  const { errors, common } = catalogues[lang].forms;
  const texts = {
    ...Object.fromEntries(Object.entries(errors).map(([name, text]) => [`forms.errors.${name}`, text])),
    'forms.common.sending': common.sending,
    'forms.common.errorPrefix': common.errorPrefix,
    'forms.common.unavailable': common.unavailable.replace('{{hotline}}', hotline),
    'forms.common.tooMany': common.tooMany.replace('{{hotline}}', hotline),
  };
  return (
    <script
      type="application/json"
      data-form-messages
      // JSON in a data tag: "<" is escaped, so no text can close the tag (the same rule as the page state's).
      dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replace(/</g, '\\u003c') }}
    />
  );
}
