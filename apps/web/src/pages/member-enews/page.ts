import type { components } from '@probation/contract';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type LoadRequest, type PageKind } from '../page-kind.ts';
import { toLogin } from '../member-guard.ts';

export type NewsletterType = components['schemas']['NewsletterType'];
export type Subscription = components['schemas']['NewsletterSubscriptionAnswer']['data'];

export interface MemberEnewsContent {
  /** The site's newsletter types (from dept-api), or null when they cannot be had just now. */
  types: NewsletterType[] | null;
  /** The member's subscription (null for a guest, or when it cannot be had just now). */
  subscription: Subscription | null;
  form: SubmittedForm;
  /** A guest's subscription asked: the confirmation link is on its way (`?sent=1`). */
  sent: boolean;
  /** A member's choice saved (`?saved=1`). */
  saved: boolean;
}

/** The site's newsletter types in the page's language (dept-api's listNewsletterTypes), null when unreachable. */
export async function newsletterTypes(request: LoadRequest): Promise<NewsletterType[] | null> {
  try {
    const answer = await request.memberCall('listNewsletterTypes', { query: { lang: request.lang } }, false);
    return answer.status === 200 ? (answer.data as components['schemas']['NewsletterTypeList']).data : null;
  } catch {
    return null;
  }
}

/** The member's subscription (dept-api's memberSubscriptions), null when unreachable. */
export async function subscriptionOf(request: LoadRequest): Promise<Subscription | null> {
  try {
    const answer = await request.memberCall('memberSubscriptions', {}, true);
    return answer.status === 200
      ? (answer.data as components['schemas']['NewsletterSubscriptionAnswer']).data
      : null;
  } catch {
    return null;
  }
}

/** The choice of a subscription as a form shows it: `types` one value per chosen id, `all` when every one. */
export function choiceValues(subscription: Subscription | null): Record<string, string> {
  if (!subscription || subscription.status !== 'active') return {};
  return { types: subscription.types.join(' '), all: subscription.all ? 'true' : '' };
}

/**
 * `/{lang}/members/e-news` (requirements.md §7.1): a member sees what they receive and can change it; a guest can
 * subscribe with an e-mail address (double opt-in: nothing changes until the mail's link is followed).
 */
export const memberEnewsPage: PageKind<MemberEnewsContent> = {
  neverKept: true,
  async load(request) {
    const [types, subscription] = await Promise.all([
      newsletterTypes(request),
      request.member ? subscriptionOf(request) : null,
    ]);
    const form = request.form ?? emptyForm();
    return found({
      content: {
        types,
        subscription,
        form,
        sent: request.params.sent === '1',
        saved: request.params.saved === '1',
      },
      title: formPageTitle(form, 'members.enews.title', request.t),
      description: request.t('members.enews.lead'),
    });
  },
};

/** `/{lang}/members/e-news/edit` (requirements.md §7.1; login required): the member chooses types, or all of them. */
export const memberEnewsEditPage: PageKind<MemberEnewsContent> = {
  neverKept: true,
  async load(request) {
    if (!request.member) return toLogin(request.lang, 'e-news/edit');
    const [types, subscription] = await Promise.all([newsletterTypes(request), subscriptionOf(request)]);
    const form = request.form ?? emptyForm(choiceValues(subscription));
    return found({
      content: { types, subscription, form, sent: false, saved: false },
      title: formPageTitle(form, 'members.enews.editTitle', request.t),
    });
  },
};
