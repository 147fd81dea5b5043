import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm } from './support/public-form.ts';
import { getWith, mailedToken, memberJar, postAs } from './support/members.ts';
import {
  DEMO_MEMBER_PASSWORD,
  DEMO_NEWSLETTER_TYPES,
  DEMO_SITE_IDS,
  demoMember,
  tables,
} from '../server/support/demo-seed.ts';

/**
 * E-newsletters: the types from dept-api with "select all"; a member's choice applied at once; a guest's
 * subscription by e-mail with double opt-in; the mails' one-click unsubscribe link working (RFC 8058).
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const DEPT = demoMember('dept').email;
const GUEST = 'guest@example.com';
const [NEWS, ACTIVITIES] = DEMO_NEWSLETTER_TYPES;
const JOBS = DEMO_NEWSLETTER_TYPES.find((type) => type.id === 'jobs')!;

beforeAll(async () => {
  // A type the department named in Thai only.
  await suite.deptApi.database.db
    .update(tables.newsletterTypes)
    .set({ nameEn: null, descriptionEn: null })
    .where(and(eq(tables.newsletterTypes.siteId, DEMO_SITE_IDS.dept), eq(tables.newsletterTypes.id, 'jobs')));
});

/** The department's subscription of an address, as dept-api holds it. */
const subscriptionOf = async (email: string) =>
  (
    await suite.deptApi.database.db
      .select()
      .from(tables.newsletterSubscriptions)
      .where(
        and(
          eq(tables.newsletterSubscriptions.siteId, DEMO_SITE_IDS.dept),
          eq(tables.newsletterSubscriptions.email, email),
        ),
      )
  )[0];

/** A plain form POST (urlencoded), as a mail client's one-click unsubscribe or the link pages' buttons send. */
const postPlain = (url: string, body: string) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

const summaryOf = (body: string) =>
  [...pageDom(body).getByRole('alert').querySelectorAll('li')].map((item) =>
    item.textContent?.replace(/^[^:]*: /, ''),
  );

describe('a member’s e-newsletters', () => {
  it('needs a login to change them; a member chooses types or all, applied at once', async () => {
    const guest = await suite.get('/th/members/e-news/edit');
    expect(guest.headers.location).toBe('/th/members/login?next=%2Fth%2Fmembers%2Fe-news%2Fedit');
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const none = await getWith(suite, '/en/members/e-news', jar);
    expect(pageDom(none.body).document.querySelector('[data-enews-none]')?.textContent).toBe(
      'You do not receive any e-newsletter.',
    );
    const edit = await getWith(suite, '/en/members/e-news/edit', jar);
    const dom = pageDom(edit.body);
    expect(dom.getByRole('group', { name: 'E-newsletters' })).toBeTruthy();
    expect(dom.getByLabelText('Select all').getAttribute('name')).toBe('all');
    // A type without English is in Thai, and marked so.
    expect(dom.getByLabelText(JOBS.th).closest('div')?.querySelector('label')?.getAttribute('lang')).toBe(
      'th',
    );

    const chosen = await postAs(suite, jar, '/en/members/e-news/edit', [
      ['types', 'news'],
      ['types', 'jobs'],
    ]);
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/en/members/e-news?saved=1');
    const after = pageDom((await getWith(suite, '/en/members/e-news?saved=1', jar)).body);
    expect(
      [...after.document.querySelectorAll('[data-enews-types] li')].map((item) => item.textContent),
    ).toEqual([NEWS!.en, JOBS.th]);
    expect(await subscriptionOf(DEPT)).toMatchObject({ status: 'active', types: ['news', 'jobs'] });
    const again = pageDom((await getWith(suite, '/en/members/e-news/edit', jar)).body);
    expect((again.getByLabelText(NEWS!.en) as HTMLInputElement).checked).toBe(true);
    expect((again.getByLabelText(ACTIVITIES!.en) as HTMLInputElement).checked).toBe(false);

    await postAs(suite, jar, '/th/members/e-news/edit', [['all', 'true']]);
    const all = pageDom((await getWith(suite, '/th/members/e-news', jar)).body);
    expect(all.mainText).toContain('ท่านรับจดหมายข่าวทุกประเภทของเว็บไซต์นี้');
    expect(all.document.querySelectorAll('[data-enews-types] li')).toHaveLength(DEMO_NEWSLETTER_TYPES.length);
    expect(await subscriptionOf(DEPT)).toMatchObject({ status: 'active', allTypes: true });
  });
});

describe('a guest’s subscription', () => {
  it('asks for the e-mail and at least one type, in both languages', async () => {
    const en = await postForm(suite, '/en/members/e-news', { email: '' });
    expect(en.statusCode).toBe(422);
    expect(summaryOf(en.body)).toEqual(['Please enter your e-mail', 'Choose newsletters from the list']);
    const th = await postForm(suite, '/th/members/e-news', { email: GUEST });
    expect(summaryOf(th.body)).toEqual(['กรุณาเลือกจดหมายข่าวจากรายการ']);
    expect((pageDom(th.body).getByLabelText('อีเมล') as HTMLInputElement).value).toBe(GUEST);
  });

  it('subscribes with double opt-in, then the mail’s one-click link unsubscribes (and keeps working)', async () => {
    const page = await suite.get('/th/members/e-news');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(pageDom(page.body).getByLabelText('เลือกทั้งหมด')).toBeTruthy();
    const sent = await postForm(suite, '/th/members/e-news', { email: GUEST, all: 'true' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/th/members/e-news?sent=1');
    expect(
      pageDom((await suite.get('/th/members/e-news?sent=1')).body).document.querySelector(
        '[data-enews-sent]',
      ),
    ).not.toBeNull();
    const confirmation = await mailedToken(suite.deptApi, GUEST, 'e-news/confirm');
    // Nothing changed yet: pending until the link is followed.
    expect(await subscriptionOf(GUEST)).toMatchObject({ status: 'pending', pendingAll: true });

    const confirmPage = await suite.get(`/th/members/e-news/confirm?token=${confirmation}`);
    const form = pageDom(confirmPage.body).document.querySelector('form[data-auto-submit]')!;
    expect(form.getAttribute('action')).toBe(`/th/members/e-news/confirm?token=${confirmation}`);
    expect(suite.deptApi.calls.newsletterConfirm).toBe(0);
    const confirmed = await postPlain(form.getAttribute('action')!, 'List-Unsubscribe=One-Click');
    expect(confirmed.statusCode).toBe(200);
    expect(
      pageDom(confirmed.body)
        .document.querySelector('[data-enews-result]')
        ?.getAttribute('data-enews-result'),
    ).toBe('done');
    expect(await subscriptionOf(GUEST)).toMatchObject({ status: 'active', allTypes: true });

    const unsubscribe = await mailedToken(suite.deptApi, GUEST, 'e-news/unsubscribe');
    const link = `/th/members/e-news/unsubscribe?token=${unsubscribe}`;
    const unsubscribePage = await suite.get(link);
    expect(pageDom(unsubscribePage.body).getByRole('button', { name: 'ยกเลิกการรับ' })).toBeTruthy();
    expect(suite.deptApi.calls.newsletterUnsubscribe).toBe(0);
    // The mail client's one-click POST (RFC 8058).
    const oneClick = await postPlain(link, 'List-Unsubscribe=One-Click');
    expect(oneClick.statusCode).toBe(200);
    expect(pageDom(oneClick.body).document.querySelector('[data-enews-result]')?.textContent).toBe(
      'ท่านจะไม่ได้รับจดหมายข่าวจากเว็บไซต์นี้อีก',
    );
    expect((await subscriptionOf(GUEST))?.status).toBe('unsubscribed');
    expect((await postPlain(link, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect((await postPlain('/en/members/e-news/unsubscribe?token=never-issued', '')).statusCode).toBe(400);
    const usedConfirmation = await postPlain(`/en/members/e-news/confirm?token=${confirmation}`, '');
    expect(usedConfirmation.statusCode).toBe(400);
  });
});
