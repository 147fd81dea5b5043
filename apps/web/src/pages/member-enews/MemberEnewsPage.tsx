import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MembersUnavailable } from '../../components/members/MembersUnavailable.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import { NewsletterChoice } from '../../components/members/NewsletterChoice.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { memberPath } from '../../shared/routes.ts';
import type { MemberEnewsContent } from './page.ts';
import { MemberNotice } from '../../components/members/MemberNotice.tsx';

/** E-newsletters: a member's subscription and the way to change it; a guest's subscription by e-mail. */
export function MemberEnewsPage({ state, content }: PageProps<MemberEnewsContent>) {
  const t = useT();
  const { lang } = state;
  const { types, subscription, form, sent, saved } = content;
  const title = t('members.enews.title');
  if (state.member) {
    const active = subscription?.status === 'active';
    const names = (types ?? []).filter((type) => subscription?.all || subscription?.types.includes(type.id));
    return (
      <MembersLayout state={state} title={title} current="e-news">
        {saved ? <MemberNotice marker="data-enews-saved">{t('members.enews.saved')}</MemberNotice> : null}
        {subscription === null || types === null ? (
          <MembersUnavailable state={state} />
        ) : active ? (
          <>
            <p>{t(subscription.all ? 'members.enews.receivingAll' : 'members.enews.receiving')}</p>
            <ul data-enews-types>
              {names.map((type) => (
                <li key={type.id} {...foreignLangAttribute(type.name, lang)}>
                  {type.name}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-enews-none>{t('members.enews.none')}</p>
        )}
        <p>
          <a className="button" href={memberPath(lang, 'e-news/edit')}>
            {t('members.enews.change')}
          </a>
        </p>
      </MembersLayout>
    );
  }
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'email', type: 'email', label: t('members.enews.email'), autoComplete: 'email' },
  ];
  return (
    <MembersLayout state={state} title={title} current="e-news">
      {sent ? (
        <div className="notice" role="status" data-enews-sent>
          <p>{t('members.enews.sent')}</p>
        </div>
      ) : (
        <p className="lead">{t('members.enews.lead')}</p>
      )}
      {types === null ? (
        <MembersUnavailable state={state} />
      ) : (
        <>
          <MemberForm
            state={state}
            form={form}
            page="e-news"
            labels={labelsOf(fields, { types: t('members.enews.typesLegend') })}
            submit={t('members.enews.subscribe')}
            script="memberEnews"
          >
            <FieldList fields={fields} form={form} />
            <NewsletterChoice lang={lang} types={types} form={form} />
          </MemberForm>
          <p>{t('members.enews.memberHint')}</p>
          <p>
            <a href={memberPath(lang, 'login', memberPath(lang, 'e-news'))}>{t('members.login.title')}</a>
          </p>
        </>
      )}
    </MembersLayout>
  );
}
