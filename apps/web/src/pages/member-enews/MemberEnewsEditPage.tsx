import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MembersUnavailable } from '../../components/members/MembersUnavailable.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import { NewsletterChoice } from '../../components/members/NewsletterChoice.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberEnewsContent } from './page.ts';

/** A member chooses the newsletters they receive: types, or all of them; none unsubscribes. */
export function MemberEnewsEditPage({ state, content }: PageProps<MemberEnewsContent>) {
  const t = useT();
  const { lang } = state;
  const { types, form } = content;
  return (
    <MembersLayout state={state} title={t('members.enews.editTitle')} current="e-news">
      {types === null ? (
        <MembersUnavailable state={state} />
      ) : (
        <>
          <MemberForm
            state={state}
            form={form}
            page="e-news/edit"
            labels={{ types: t('members.enews.typesLegend') }}
            submit={t('members.enews.save')}
            intro={<p>{t('members.enews.editHint')}</p>}
          >
            <NewsletterChoice lang={lang} types={types} form={form} />
          </MemberForm>
          <p>
            <a href={memberPath(lang, 'e-news')}>{t('members.enews.back')}</a>
          </p>
        </>
      )}
    </MembersLayout>
  );
}
