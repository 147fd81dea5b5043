import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { LayoutData, PageState } from '../../shared/page-state.ts';
import { mainPath, membersPath } from '../../shared/routes.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { DisplayControls } from './DisplayControls.tsx';
import { MainNav } from './MainNav.tsx';
import { SiteImage } from './SiteImage.tsx';
import { PhoneLink, PhoneNumber } from './PhoneLink.tsx';
import { SiteSearch } from './SiteSearch.tsx';
import { LogoutButton } from '../members/MembersLayout.tsx';
import { LabelLink } from '../content/LabelLink.tsx';

/** The site header: hotline, language switch, display settings, the member, the brand, search and the menu. */
export function SiteHeader({ layout, state }: { layout: LayoutData; state: PageState }) {
  const t = useT();
  const { hotline } = layout.footer;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <div className="topbar">
        <div className="container topbar__inner">
          <PhoneLink className="topbar__hotline" number={hotline.number}>
            <span className="topbar__hotline-label">{hotline.label}</span>{' '}
            <strong>
              <PhoneNumber number={hotline.number} />
            </strong>
          </PhoneLink>
          <LanguageSwitch state={state} />
          <DisplayControls state={state} />
          {state.member ? (
            <div className="topbar__member" data-member-bar>
              <LabelLink href={membersPath(state.lang)} label={state.member.name} lang={state.lang} />
              <LogoutButton state={state} className="topbar__logout" />
            </div>
          ) : null}
        </div>
      </div>
      <div className="container brand">
        <Brand layout={layout} lang={state.lang} />
      </div>
      <SiteSearch state={state} />
      <MainNav menu={layout.menu} />
    </header>
  );
}

/** The site's logo and name, linking to its main page. */
function Brand({ layout, lang }: { layout: LayoutData; lang: Language }) {
  return (
    <a className="brand__link" href={mainPath(lang)}>
      <SiteImage image={layout.logo} className="brand__logo" width={64} height={64} />
      <span className="brand__text">
        <span className="brand__name">{layout.siteName}</span>
        {layout.siteSubtitle ? <span className="brand__subtitle">{layout.siteSubtitle}</span> : null}
      </span>
    </a>
  );
}
