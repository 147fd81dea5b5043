import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { MemberSession } from '@probation/contract';
import { mailOutbox, memberLinkTokens, members, memberSessions } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, startTestApi, type TestApi } from './helpers/test-api.ts';
import { capturedLogger } from './helpers/log-lines.ts';

const SITE: string = DEMO_SITE_IDS.dept;
const { logger, lines } = capturedLogger('debug');
let api: TestApi;
let gateway: string;
beforeAll(async () => {
  api = await startTestApi({ logger });
  gateway = await api.token();
});
afterAll(() => api.close());

function post(url: string, payload: object, token = gateway) {
  return api.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-site-id': SITE },
    payload,
  });
}

describe('members’ secrets', () => {
  it('keep passwords, tokens and personal fields out of the logs and store only hashes', async () => {
    const password = 'Secret-Pass-123';
    await post('/member/signup/', {
      username: 'privacy',
      name: 'ลับเฉพาะ',
      surname: 'ส่วนตัว',
      email: 'privacy@example.com',
      password,
      confirm_password: password,
      accept_agreement: true,
      captcha_verified: true,
      lang: 'th',
      sender_ip: '203.0.113.77',
    });
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'privacy@example.com'))
      .orderBy(desc(mailOutbox.id));
    const verification = /token=([A-Za-z0-9_-]{43})/.exec(mail!.bodyText)![1]!;
    await post('/member/verify-email', { token: verification });
    const login = await post('/member/login', {
      email: 'privacy@example.com',
      password,
      sender_ip: '203.0.113.77',
    });
    const session = expectAnswer<MemberSession>(login, 200, 'MemberSession');
    await post('/member/login', {
      email: 'privacy@example.com',
      password: 'Wrong-Pass-999',
      sender_ip: '203.0.113.77',
    });

    const text = lines.join('');
    expect(text).toContain('request refused');
    for (const secret of [
      password,
      'Wrong-Pass-999',
      verification,
      session.access_token,
      'privacy@example.com',
      'ลับเฉพาะ',
      '203.0.113.77',
    ]) {
      expect(text).not.toContain(secret);
    }

    const db = api.database.db;
    const [member] = await db.select().from(members).where(eq(members.id, session.data.id));
    expect(member!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member!.passwordHash).not.toContain(password);
    const sessions = await db.select().from(memberSessions).where(eq(memberSessions.memberId, member!.id));
    expect(sessions.map((row) => row.tokenHash)).not.toContain(session.access_token);
    expect(sessions.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const links = await db.select().from(memberLinkTokens).where(eq(memberLinkTokens.memberId, member!.id));
    expect(links.map((row) => row.tokenHash)).not.toContain(verification);
  });
});
