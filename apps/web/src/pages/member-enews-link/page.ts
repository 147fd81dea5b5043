import { found, type PageKind } from '../page-kind.ts';

/** What following a newsletter mail's link comes to. */
export type EnewsLinkState = 'ready' | 'done' | 'failed' | 'unavailable';

export interface MemberEnewsLinkContent {
  state: EnewsLinkState;
  /** The link's token while ready (posted by the page's form: a GET never changes anything). */
  token: string | null;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

function linkPage(kind: 'confirm' | 'unsubscribe'): PageKind<MemberEnewsLinkContent> {
  return {
    neverKept: true,
    load({ params, answer, t }) {
      const token = params.token ?? '';
      const content: MemberEnewsLinkContent =
        (answer as MemberEnewsLinkContent | undefined) ??
        (TOKEN_PATTERN.test(token) ? { state: 'ready', token } : { state: 'failed', token: null });
      return found({ content, title: t(`members.enews.${kind}.${content.state}Title`) });
    },
  };
}

/**
 * `/{lang}/members/e-news/confirm?token=…`: a guest's subscription confirmed (double opt-in). Its GET shows the
 * form that posts the token (sent at once with JavaScript), so a mail scanner cannot confirm for anyone.
 */
export const memberEnewsConfirmPage = linkPage('confirm');

/**
 * `/{lang}/members/e-news/unsubscribe?token=…`: the one-click unsubscribe of every newsletter mail (RFC 8058): the
 * mail client's POST to this URL unsubscribes; a person who opens it gets a button that posts the same.
 */
export const memberEnewsUnsubscribePage = linkPage('unsubscribe');

export { TOKEN_PATTERN as ENEWS_TOKEN_PATTERN };
