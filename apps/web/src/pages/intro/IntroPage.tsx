import { useT } from '../../components/text/use-t.ts';
import { languageTags, languages } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';
import { mainPath } from '../../shared/routes.ts';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch.tsx';
import { SiteImage } from '../../components/layout/SiteImage.tsx';

/** The intro (splash) page from the site's intro layout, with a way into the site in either language. */
export function IntroPage({ state }: { state: PageState }) {
  const t = useT();
  const layout = state.site!.layout;
  const intro = layout.intro!;
  return (
    <main id="main" tabIndex={-1} className="intro">
      <div className="intro__card">
        <div className="intro__switch">
          <LanguageSwitch state={state} />
        </div>
        <SiteImage image={layout.logo} className="intro__logo" width={96} height={96} />
        <p className="intro__site">{layout.siteName}</p>
        <h1 className="intro__title">{intro.title}</h1>
        <SiteImage image={intro.image} className="intro__image" width={1200} height={630} />
        <p className="intro__message">{intro.message}</p>
        <a className="button button--large" href={mainPath(state.lang)}>
          {intro.enterLabel}
        </a>
        <nav className="intro__languages" aria-label={t('intro.chooseLanguage')}>
          <ul>
            {languages.map((lang) => (
              <li key={lang}>
                <a
                  href={mainPath(lang)}
                  hrefLang={languageTags[lang]}
                  lang={languageTags[lang]}
                  aria-current={lang === state.lang ? 'true' : undefined}
                >
                  {lang === 'th' ? 'ภาษาไทย' : 'English'}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
