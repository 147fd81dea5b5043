import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import type { MemberDashboardContent } from './page.ts';

/** Where the member's name goes in the welcome (its own element: a Thai name on an English page is marked). */
const NAME_MARK = '#NAME#';

/** The member's dashboard: who is logged in, and where to go from here. */
export function MemberDashboardPage({ state, content }: PageProps<MemberDashboardContent>) {
  const t = useT();
  const { lang } = state;
  const name = `${content.firstName} ${content.lastName}`.trim();
  return (
    <MembersLayout state={state} title={t('members.dashboard.title')} current="dashboard">
      <p className="lead" data-member-welcome>
        {t('members.dashboard.welcome', { name: NAME_MARK })
          .split(NAME_MARK)
          .flatMap((part, index) =>
            index === 0
              ? [part]
              : [
                  <span key={index} {...foreignLangAttribute(name, lang)}>
                    {name}
                  </span>,
                  part,
                ],
          )}
      </p>
      <dl className="members__facts">
        <dt>{t('members.dashboard.email')}</dt>
        <dd>{content.email}</dd>
        <dt>{t('members.dashboard.username')}</dt>
        <dd>{content.username}</dd>
      </dl>
      <ul className="members__cards">
        <li>
          <a href={memberPath(lang, 'profile')}>{t('members.nav.profile')}</a>
          <p>{t('members.dashboard.profileHint')}</p>
        </li>
        <li>
          <a href={memberPath(lang, 'e-news')}>{t('members.nav.enews')}</a>
          <p>{t('members.dashboard.enewsHint')}</p>
        </li>
        <li>
          <a href={memberPath(lang, 'change-password')}>{t('members.nav.changePassword')}</a>
          <p>{t('members.dashboard.changePasswordHint')}</p>
        </li>
      </ul>
    </MembersLayout>
  );
}
