import { describe, expect, it } from 'vitest';
import { useFakePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm } from './support/public-form.ts';
import { getWith, memberJar, postAs } from './support/members.ts';
import { DEMO_MEMBER_PASSWORD } from '../server/support/fake-members.ts';

/**
 * E-newsletters (issue 13): the types from dept-api with "select all"; a member's choice applied at once; a guest's
 * subscription by e-mail with double opt-in; the mails' one-click unsubscribe link working (RFC 8058).
 */
const suite = useFakePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const DEPT = 'member-dept@example.com';

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
    expect(
      dom.getByLabelText('ประกาศรับสมัครงาน').closest('div')?.querySelector('label')?.getAttribute('lang'),
    ).toBe('th');

    const chosen = await postAs(suite, jar, '/en/members/e-news/edit', [
      ['types', 'news'],
      ['types', 'jobs'],
    ]);
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/en/members/e-news?saved=1');
    const after = pageDom((await getWith(suite, '/en/members/e-news?saved=1', jar)).body);
    expect(
      [...after.document.querySelectorAll('[data-enews-types] li')].map((item) => item.textContent),
    ).toEqual(['News', 'ประกาศรับสมัครงาน']);
    const again = pageDom((await getWith(suite, '/en/members/e-news/edit', jar)).body);
    expect((again.getByLabelText('News') as HTMLInputElement).checked).toBe(true);
    expect((again.getByLabelText('Activities') as HTMLInputElement).checked).toBe(false);

    await postAs(suite, jar, '/th/members/e-news/edit', [['all', 'true']]);
    const all = pageDom((await getWith(suite, '/th/members/e-news', jar)).body);
    expect(all.mainText).toContain('ท่านรับจดหมายข่าวทุกประเภทของเว็บไซต์นี้');
    expect(all.document.querySelectorAll('[data-enews-types] li')).toHaveLength(3);
  });
});

describe('a guest’s subscription', () => {
  it('asks for the e-mail and at least one type, in both languages', async () => {
    const en = await postForm(suite, '/en/members/e-news', { email: '' });
    expect(en.statusCode).toBe(422);
    expect(summaryOf(en.body)).toEqual(['Please enter your e-mail', 'Choose newsletters from the list']);
    const th = await postForm(suite, '/th/members/e-news', { email: 'guest@example.com' });
    expect(summaryOf(th.body)).toEqual(['กรุณาเลือกจดหมายข่าวจากรายการ']);
    expect((pageDom(th.body).getByLabelText('อีเมล') as HTMLInputElement).value).toBe('guest@example.com');
  });

  it('subscribes with double opt-in, then the mail’s one-click link unsubscribes (and keeps working)', async () => {
    const page = await suite.get('/th/members/e-news');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(pageDom(page.body).getByLabelText('เลือกทั้งหมด')).toBeTruthy();
    const sent = await postForm(suite, '/th/members/e-news', { email: 'guest@example.com', all: 'true' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/th/members/e-news?sent=1');
    expect(
      pageDom((await suite.get('/th/members/e-news?sent=1')).body).document.querySelector(
        '[data-enews-sent]',
      ),
    ).not.toBeNull();
    const confirmation = suite.fake.members.mails.find((mail) => mail.kind === 'newsletter-confirmation')!;
    expect(confirmation.to).toBe('guest@example.com');
    // Nothing changed yet: pending until the link is followed.
    const guestKey = '64b000000000000000000001|guest@example.com';
    expect(suite.fake.members.subscriptions.has(guestKey)).toBe(false);

    const confirmPage = await suite.get(`/th/members/e-news/confirm?token=${confirmation.token}`);
    const form = pageDom(confirmPage.body).document.querySelector('form[data-auto-submit]')!;
    expect(form.getAttribute('action')).toBe(`/th/members/e-news/confirm?token=${confirmation.token}`);
    expect(suite.fake.calls.newsletterConfirm).toBe(0);
    const confirmed = await postPlain(form.getAttribute('action')!, 'List-Unsubscribe=One-Click');
    expect(confirmed.statusCode).toBe(200);
    expect(
      pageDom(confirmed.body)
        .document.querySelector('[data-enews-result]')
        ?.getAttribute('data-enews-result'),
    ).toBe('done');
    expect(suite.fake.members.subscriptions.get(guestKey)).toMatchObject({ status: 'active', all: true });

    const welcome = suite.fake.members.mails.find((mail) => mail.kind === 'newsletter-welcome')!;
    const link = `/th/members/e-news/unsubscribe?token=${welcome.token}`;
    const unsubscribePage = await suite.get(link);
    expect(pageDom(unsubscribePage.body).getByRole('button', { name: 'ยกเลิกการรับ' })).toBeTruthy();
    expect(suite.fake.calls.newsletterUnsubscribe).toBe(0);
    // The mail client's one-click POST (RFC 8058).
    const oneClick = await postPlain(link, 'List-Unsubscribe=One-Click');
    expect(oneClick.statusCode).toBe(200);
    expect(pageDom(oneClick.body).document.querySelector('[data-enews-result]')?.textContent).toBe(
      'ท่านจะไม่ได้รับจดหมายข่าวจากเว็บไซต์นี้อีก',
    );
    expect(suite.fake.members.subscriptions.get(guestKey)?.status).toBe('unsubscribed');
    expect((await postPlain(link, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    expect((await postPlain('/en/members/e-news/unsubscribe?token=never-issued', '')).statusCode).toBe(400);
    const usedConfirmation = await postPlain(`/en/members/e-news/confirm?token=${confirmation.token}`, '');
    expect(usedConfirmation.statusCode).toBe(400);
  });
});
