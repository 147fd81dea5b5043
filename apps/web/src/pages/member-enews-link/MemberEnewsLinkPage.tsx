import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberEnewsLinkContent } from './page.ts';

/**
 * A newsletter mail's link: confirm a subscription (posted at once with JavaScript), or unsubscribe (one button,
 * the same POST a mail client sends for one-click unsubscribe); then what came of it.
 */
export function pageFor(kind: 'confirm' | 'unsubscribe') {
  return function MemberEnewsLinkPage({ state, content }: PageProps<MemberEnewsLinkContent>) {
    const t = useT();
    const { lang } = state;
    const key = `members.enews.${kind}`;
    const title = t(`${key}.${content.state}Title`);
    if (content.state === 'ready') {
      const action = `${memberPath(lang, `e-news/${kind}`)}?token=${encodeURIComponent(content.token ?? '')}`;
      return (
        <MembersLayout state={state} title={title} current="e-news">
          <p>{t(`${key}.ready`)}</p>
          <form method="post" action={action} {...(kind === 'confirm' ? { 'data-auto-submit': true } : {})}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button className="button" type="submit">
              {t(`${key}.submit`)}
            </button>
          </form>
        </MembersLayout>
      );
    }
    return (
      <MembersLayout state={state} title={title} current="e-news">
        <p
          className={content.state === 'done' ? 'notice notice--success' : 'notice notice--problem'}
          role="alert"
          data-enews-result={content.state}
        >
          {t(`${key}.${content.state}`)}
        </p>
        <p>
          <a href={memberPath(lang, 'e-news')}>{t('members.enews.title')}</a>
        </p>
      </MembersLayout>
    );
  };
}
