/**
 * Newsletters (decision 0176): the site's types in Thai and English; one subscription per site and address. A
 * member (verified address) chooses at once; a guest's choice waits for the confirmation link (double opt-in,
 * 7 days, single use). A confirmed subscriber gets a welcome whose one-click unsubscribe link (RFC 8058) works
 * for as long as the subscription exists.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { checkForm, FORM_MESSAGES, newsletterGuestSchema } from '@probation/forms';
import type { Lang, NewsletterSubscriptionAnswer, NewsletterType } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { newsletterSubscriptions, newsletterTypes, newsletterUnsubscribeTokens } from '../db/schema.ts';
import type { MemberRow, MembersContext } from './member-store.ts';
import { memberFailure } from './member-failure.ts';
import { newsletterConfirmationMail, newsletterWelcomeMail } from './member-mails.ts';
import { emailKey, hashSecretToken, newSecretToken, TOKEN_SHAPE } from './member-tokens.ts';
import { RequestLimits } from './request-limits.ts';
import { siteMailing } from './site-links.ts';
import { DAY_MS } from '../time-spans.ts';

export const CONFIRMATION_DAYS = 7;

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SubscriptionData = NewsletterSubscriptionAnswer['data'];

export async function listNewsletterTypes(db: Db, siteId: string, lang: Lang): Promise<NewsletterType[]> {
  const rows = await db
    .select()
    .from(newsletterTypes)
    .where(eq(newsletterTypes.siteId, siteId))
    .orderBy(asc(newsletterTypes.position), asc(newsletterTypes.id));
  return rows.map((row) => ({
    id: row.id,
    name: lang === 'en' && row.nameEn ? row.nameEn : row.nameTh,
    description: lang === 'en' && row.nameEn ? row.descriptionEn : row.descriptionTh,
  }));
}

/** The chosen type ids, checked against the site's (422 on `types`); all: every type. */
async function chosenTypes(db: Db, siteId: string, types: string[], all: boolean | undefined) {
  const known = (await listNewsletterTypes(db, siteId, 'th')).map((type) => type.id);
  if (all) return { types: known, all: true };
  if (types.some((id) => !known.includes(id))) {
    throw memberFailure(422, 'invalid_input', 'A newsletter type is not one of the site', {
      problems: [{ field: 'types', message: FORM_MESSAGES.chooseNewsletterType }],
    });
  }
  return { types: known.filter((id) => types.includes(id)), all: false };
}

function dataOf(row: SubscriptionRow | undefined, email: string): SubscriptionData {
  if (!row) return { email, status: 'none', types: [], all: false };
  const active = row.status === 'active';
  return {
    email: row.email,
    status: row.status,
    types: active ? row.types : [],
    all: active && row.allTypes,
  };
}

async function subscriptionOf(db: Db, siteId: string, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.emailKey, emailKey(email))),
    )
    .limit(1);
  return row;
}

export async function memberSubscriptions(db: Db, member: MemberRow): Promise<SubscriptionData> {
  return dataOf(await subscriptionOf(db, member.siteId, member.email), member.email);
}

/** A member's choice, at once (their address is verified): an empty choice unsubscribes. */
export async function updateMemberSubscriptions(
  context: MembersContext,
  member: MemberRow,
  choice: { types: string[]; all?: boolean },
): Promise<SubscriptionData> {
  const { types, all } = await chosenTypes(context.db, member.siteId, choice.types, choice.all);
  const now = context.clock();
  const active = all || types.length > 0;
  const values = {
    email: member.email,
    memberId: member.id,
    types,
    allTypes: all,
    status: active ? ('active' as const) : ('unsubscribed' as const),
    lang: member.lang,
    pendingTypes: null,
    pendingAll: null,
    confirmTokenHash: null,
    confirmExpiresAt: null,
    ...(active ? { confirmedAt: now, unsubscribedAt: null } : { unsubscribedAt: now }),
    updatedAt: now,
  };
  const [row] = await context.db
    .insert(newsletterSubscriptions)
    .values({ siteId: member.siteId, emailKey: member.emailKey, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.siteId, newsletterSubscriptions.emailKey],
      set: values,
    })
    .returning();
  return dataOf(row, member.email);
}

/** A guest's choice: stored as pending, a confirmation link mailed (at most 3 mails an hour per address). */
export async function subscribeGuest(
  context: MembersContext,
  siteId: string,
  payload: { email: string; types: string[]; all?: boolean; lang: Lang; sender_ip: string },
): Promise<void> {
  const { db } = context;
  const checked = checkForm(newsletterGuestSchema, { email: payload.email });
  const known = (await listNewsletterTypes(db, siteId, 'th')).map((type) => type.id);
  const all = payload.all === true;
  const types = all ? known : known.filter((id) => payload.types.includes(id));
  const typesWrong = !all && (payload.types.length === 0 || types.length < payload.types.length);
  if (!checked.ok || typesWrong) {
    throw memberFailure(422, 'invalid_input', 'The subscription breaks a rule', {
      problems: [
        ...(checked.ok ? [] : checked.problems),
        ...(typesWrong ? [{ field: 'types', message: FORM_MESSAGES.chooseNewsletterType }] : []),
      ],
    });
  }
  const email = checked.value.email;
  const now = context.clock();
  const limits = new RequestLimits(db, context.salt);
  await limits.check('newsletter-subscribe', payload.sender_ip, now);
  await limits.record('newsletter-subscribe', payload.sender_ip, null, now);
  if (!(await limits.mayMail(emailKey(email), now))) return;
  await limits.record('mail', null, emailKey(email), now);
  const site = await siteMailing(db, siteId, context.links);
  const token = newSecretToken();
  const pending = {
    pendingTypes: types,
    pendingAll: all,
    confirmTokenHash: hashSecretToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS),
    lang: payload.lang,
    updatedAt: now,
  };
  const ids = await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriptions)
      .values({
        siteId,
        email,
        emailKey: emailKey(email),
        types: [],
        allTypes: false,
        status: 'pending',
        createdAt: now,
        ...pending,
      })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.siteId, newsletterSubscriptions.emailKey],
        set: pending,
      });
    const mail = newsletterConfirmationMail(site, payload.lang, token);
    return context.mailer.enqueue(tx, [
      { kind: 'newsletter-confirmation', to: email, lang: payload.lang, ...mail },
    ]);
  });
  context.mailer.afterCommit(ids);
}

/** A new unsubscribe token of a subscription (each newsletter mail carries its own). */
export async function issueUnsubscribeToken(
  tx: Transaction,
  subscriptionId: number,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await tx
    .insert(newsletterUnsubscribeTokens)
    .values({ tokenHash: hashSecretToken(token), subscriptionId, createdAt: now });
  return token;
}

export async function confirmGuest(
  context: MembersContext,
  siteId: string,
  token: string,
): Promise<SubscriptionData> {
  const { db } = context;
  const now = context.clock();
  const invalid = () =>
    memberFailure(400, 'confirmation_invalid', 'The confirmation link is invalid, used or has expired');
  if (!TOKEN_SHAPE.test(token)) throw invalid();
  const site = await siteMailing(db, siteId, context.links);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, hashSecretToken(token)),
          eq(newsletterSubscriptions.siteId, siteId),
          gt(newsletterSubscriptions.confirmExpiresAt, now),
        ),
      )
      .limit(1)
      .for('update');
    if (!row) return undefined;
    const [updated] = await tx
      .update(newsletterSubscriptions)
      .set({
        types: row.pendingTypes ?? [],
        allTypes: row.pendingAll ?? false,
        status: 'active',
        pendingTypes: null,
        pendingAll: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        confirmedAt: now,
        unsubscribedAt: null,
        updatedAt: now,
      })
      .where(eq(newsletterSubscriptions.id, row.id))
      .returning();
    const unsubscribe = await issueUnsubscribeToken(tx, row.id, now);
    const names = await listNewsletterTypes(tx as unknown as Db, siteId, row.lang);
    const chosen = names.filter((type) => updated!.allTypes || updated!.types.includes(type.id));
    const mail = newsletterWelcomeMail(
      site,
      row.lang,
      chosen.map((type) => type.name),
      unsubscribe,
    );
    const ids = await context.mailer.enqueue(tx, [
      { kind: 'newsletter-welcome', to: row.email, lang: row.lang, ...mail },
    ]);
    return { row: updated!, ids };
  });
  if (!result) throw invalid();
  context.mailer.afterCommit(result.ids);
  return dataOf(result.row, result.row.email);
}

/** One click: the subscription ends (again, if it had already); an unknown token is 400. */
export async function unsubscribe(context: MembersContext, siteId: string, token: string): Promise<void> {
  const { db } = context;
  const invalid = () => memberFailure(400, 'unsubscribe_invalid', 'The unsubscribe link is not valid');
  if (!TOKEN_SHAPE.test(token)) throw invalid();
  const [found] = await db
    .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
    .from(newsletterUnsubscribeTokens)
    .innerJoin(
      newsletterSubscriptions,
      eq(newsletterSubscriptions.id, newsletterUnsubscribeTokens.subscriptionId),
    )
    .where(
      and(
        eq(newsletterUnsubscribeTokens.tokenHash, hashSecretToken(token)),
        eq(newsletterSubscriptions.siteId, siteId),
      ),
    )
    .limit(1);
  if (!found) throw invalid();
  if (found.status === 'unsubscribed') return;
  const now = context.clock();
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(eq(newsletterSubscriptions.id, found.id));
}
