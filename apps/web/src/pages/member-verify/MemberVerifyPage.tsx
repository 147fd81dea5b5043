import { useT } from '../../components/text/use-t.ts';
import { MembersLayout } from '../../components/members/MembersLayout.tsx';
import { MemberForm } from '../../components/members/MemberForm.tsx';
import type { PageState } from '../../shared/page-state.ts';
import type { PageProps } from '../../components/page-props.ts';
import { memberPath } from '../../shared/routes.ts';
import { emptyForm } from '../../shared/form-page.ts';
import type { MemberVerifyContent } from './page.ts';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { MemberNotice } from '../../components/members/MemberNotice.tsx';

/** Seconds before the result's redirect (requirements.md §7.2: 10 seconds; decision 0182). */
const VERIFY_REDIRECT_SECONDS = 10;

/** Where the seconds go in the countdown's sentence (its own element, which the script counts down). */
const SECONDS_MARK = '#SECONDS#';

/**
 * The verify screen (requirements.md §7.2): "verifying" with the form that posts the link's token, then success ("you
 * can log in now") or failure ('The verification link is invalid or has expired.', with an offer to register again),
 * each with a countdown to the next page, the seconds shown and a link to go at once; it pauses when focused (WCAG
 * 2.2.1).
 */
export function MemberVerifyPage({ state, content }: PageProps<MemberVerifyContent>) {
  const t = useT();
  const { lang } = state;
  const title = t(`members.verify.${content.state}Title`);
  if (content.state === 'resend' || content.state === 'resent') {
    return <ResendForm state={state} content={content} title={title} />;
  }
  if (content.state === 'verifying') {
    return (
      <MembersLayout state={state} title={title} current="verify">
        <p role="status">{t('members.verify.verifying')}</p>
        <form
          method="post"
          action={memberPath(lang, 'verify')}
          encType="multipart/form-data"
          data-auto-submit
        >
          <input type="hidden" name="token" value={content.token ?? ''} />
          <button className="button" type="submit">
            {t('members.verify.submit')}
          </button>
        </form>
      </MembersLayout>
    );
  }
  const success = content.state === 'success';
  const next = success
    ? { href: memberPath(lang, 'login'), label: t('members.verify.toLogin') }
    : { href: memberPath(lang, 'register'), label: t('members.verify.toRegister') };
  return (
    <MembersLayout state={state} title={title} current="verify">
      <p
        className={success ? 'notice notice--success' : 'notice notice--problem'}
        role="alert"
        data-verify-result={content.state}
      >
        {t(`members.verify.${content.state}`)}
      </p>
      {content.state === 'failed' ? (
        <>
          <p>{t('members.verify.registerAgain')}</p>
          <p>
            <a href={`${memberPath(lang, 'verify')}?resend=1`}>{t('members.verify.askNewLink')}</a>
          </p>
        </>
      ) : null}
      <p>
        <a href={next.href}>{next.label}</a>
      </p>
      <div className="countdown" data-countdown role="timer" hidden>
        <p>
          {t(success ? 'members.verify.countdownLogin' : 'members.verify.countdownRegister', {
            seconds: SECONDS_MARK,
          })
            .split(SECONDS_MARK)
            .flatMap((part, index) =>
              index === 0
                ? [part]
                : [
                    <span key={index} data-countdown-seconds>
                      {VERIFY_REDIRECT_SECONDS}
                    </span>,
                    part,
                  ],
            )}{' '}
          <a href={next.href}>{t('members.verify.goNow')}</a>
        </p>
        <p className="countdown__paused" data-countdown-paused hidden>
          {t('members.verify.paused')}
        </p>
      </div>
    </MembersLayout>
  );
}

/** "Send me a new verification link": the e-mail address, posted; the answer is the same whoever asks. */
function ResendForm({
  state,
  content,
  title,
}: {
  state: PageState;
  content: MemberVerifyContent;
  title: string;
}) {
  const t = useT();
  const form = content.form ?? emptyForm();
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'email', type: 'email', label: t('members.verify.email'), autoComplete: 'email' },
  ];
  return (
    <MembersLayout state={state} title={title} current="verify">
      {content.state === 'resent' ? (
        <MemberNotice marker="data-verify-resent">{t('members.verify.resent')}</MemberNotice>
      ) : (
        <p className="lead">{t('members.verify.resendLead')}</p>
      )}
      <MemberForm
        state={state}
        form={form}
        page="verify"
        labels={labelsOf(fields)}
        submit={t('members.verify.resendSubmit')}
        script="memberForgotPassword"
      >
        <FieldList fields={fields} form={form} />
      </MemberForm>
    </MembersLayout>
  );
}
