import type { ReactNode } from 'react';
import { useT } from '../text/use-t.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { logoutPath, mainPath, memberPath, membersPath } from '../../shared/routes.ts';
import { MEMBER_FORM_TOKEN_FIELD } from '../../shared/member-form-token.ts';

/** The member's own pages, in the order of the members area's menu. */
const MEMBER_PAGES = [
  ['dashboard', 'members.nav.dashboard'],
  ['profile', 'members.nav.profile'],
  ['e-news', 'members.nav.enews'],
  ['change-password', 'members.nav.changePassword'],
] as const;

/**
 * The members layout (requirements.md §7.1: the members area uses a layout of its own): inside the site's header and
 * footer, breadcrumbs through "Members", the page's heading and, for a logged-in member, the area's menu and log out.
 */
export function MembersLayout({
  state,
  title,
  current,
  children,
}: {
  state: PageState;
  title: string;
  /** The members page shown (its path below /{lang}/members/), marked in the menu. */
  current: string;
  children: ReactNode;
}) {
  const t = useT();
  const { lang } = state;
  return (
    <div className="container page-body members">
      <Breadcrumbs
        homeHref={mainPath(lang)}
        crumbs={[{ label: t('members.area'), href: membersPath(lang) }, { label: title }]}
      />
      <div className={state.member ? 'members__layout members__layout--member' : 'members__layout'}>
        {state.member ? (
          <nav className="members__nav" aria-label={t('members.nav.label')}>
            <ul>
              {MEMBER_PAGES.map(([page, label]) => (
                <li key={page}>
                  <a href={memberPath(lang, page)} aria-current={page === current ? 'page' : undefined}>
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
            <LogoutButton state={state} />
          </nav>
        ) : null}
        <div className="members__content form-page">
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Log out: a POST with the member's form token (so no page elsewhere can log a member out), drawn as a link. Only
 * drawn for a logged-in member.
 */
export function LogoutButton({ state, className }: { state: PageState; className?: string }) {
  const t = useT();
  return (
    <form className={className ?? 'members__logout'} method="post" action={logoutPath(state.lang)}>
      <MemberFormToken state={state} />
      <button className="link-button" type="submit">
        {t('members.nav.logout')}
      </button>
    </form>
  );
}

/** The hidden form token of a form drawn for a logged-in member (none for a guest's form). */
export function MemberFormToken({ state }: { state: PageState }) {
  return state.member ? (
    <input type="hidden" name={MEMBER_FORM_TOKEN_FIELD} value={state.member.formToken} />
  ) : null;
}
