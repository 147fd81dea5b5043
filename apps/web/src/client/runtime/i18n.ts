import { createInstance, type i18n as I18n } from 'i18next';
import { catalogues, namespace, type Language } from '@probation/i18n';

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, created once and never switched, so concurrent server renders
 * in different languages cannot affect each other.
 */
export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: 'en',
      ns: [namespace],
      defaultNS: namespace,
      resources: { [lang]: { [namespace]: catalogues[lang] }, en: { [namespace]: catalogues.en } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
