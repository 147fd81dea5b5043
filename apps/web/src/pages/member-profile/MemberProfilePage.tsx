import { formatDate } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath, memberPicturePath } from '../../shared/routes.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import type { MemberProfileContent } from './page.ts';
import { MemberNotice } from '../../components/members/MemberNotice.tsx';

/** The member's profile (requirements.md §7.1): what the website knows of them, and the way to change it. */
export function MemberProfilePage({ state, content }: PageProps<MemberProfileContent>) {
  const t = useT();
  const { lang } = state;
  const { profile, saved } = content;
  const none = t('members.profile.notGiven');
  const version = profile.profile_image
    ? (new URL(profile.profile_image, 'http://x').searchParams.get('v') ?? '1')
    : null;
  return (
    <MembersLayout state={state} title={t('members.profile.title')} current="profile">
      {saved ? <MemberNotice marker="data-profile-saved">{t('members.profile.saved')}</MemberNotice> : null}
      <div className="members__profile">
        {version ? (
          <img
            className="members__picture"
            src={memberPicturePath(lang, version)}
            alt={t('members.profile.pictureAlt')}
            width={128}
            height={128}
          />
        ) : null}
        <dl className="members__facts" data-profile>
          <dt>{t('members.profile.username')}</dt>
          <dd>{profile.username}</dd>
          <dt>{t('members.profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('members.profile.firstName')}</dt>
          <dd {...foreignLangAttribute(profile.first_name, lang)}>{profile.first_name}</dd>
          <dt>{t('members.profile.lastName')}</dt>
          <dd {...foreignLangAttribute(profile.last_name, lang)}>{profile.last_name}</dd>
          <dt>{t('members.profile.phone')}</dt>
          <dd>{profile.phone ?? none}</dd>
          <dt>{t('members.profile.birthday')}</dt>
          <dd>{profile.birthday ? formatDate(profile.birthday, lang) : none}</dd>
          <dt>{t('members.profile.gender')}</dt>
          <dd>{profile.gender ? t(`members.profile.genders.${profile.gender}`) : none}</dd>
          {version ? null : (
            <>
              <dt>{t('members.profile.picture')}</dt>
              <dd>{none}</dd>
            </>
          )}
        </dl>
      </div>
      <p>
        <a className="button" href={memberPath(lang, 'profile/edit')}>
          {t('members.profile.edit')}
        </a>
      </p>
    </MembersLayout>
  );
}
