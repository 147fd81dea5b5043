import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PASSWORD, demoMember } from '../server/support/demo-seed.ts';
import { useLoggingPageApp } from './support/page-app.ts';
import { postForm } from './support/public-form.ts';
import { getWith, logIn, mailedToken, memberJar } from './support/members.ts';

/**
 * Nothing secret of a member reaches the website's logs (PDPA): with every log line kept (debug), a
 * registration, its verification link, a login, a member's pages and a reset link leave no password, no member token
 * and no link token.
 */
const { suite, lines } = useLoggingPageApp();
const DEPT = demoMember('dept').email;

describe('the members area’s logs', () => {
  it('keep no password, member token or link token', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    await getWith(suite, '/en/members/dashboard', jar);
    await logIn(suite, DEPT, 'Wrong-Secret-9');
    await postForm(suite, '/en/members/forgot-password', { email: DEPT });
    const token = await mailedToken(suite.deptApi, DEPT, 'reset-password');
    await suite.get(`/en/members/reset-password?token=${token}`);
    // What the reset page's own requests carry (Referrer-Policy: same-origin): its URL, token included.
    const resetUrl = `http://localhost:3000/en/members/reset-password?token=${token}`;
    await suite.app.inject({
      method: 'GET',
      url: '/en/main',
      headers: { host: 'localhost:3000', referer: resetUrl },
    });
    const reset = await postForm(suite, '/en/members/reset-password', {
      token,
      password: 'Logged-Never1',
      confirmPassword: 'Logged-Never1',
    });
    expect(reset.statusCode).toBe(303);
    const log = lines.join('');
    expect(log).toContain('/en/members/reset-password?token=[redacted]');
    expect(log).toContain('"referer":"http://localhost:3000/en/members/reset-password?token=[redacted]"');
    for (const secret of [
      DEMO_MEMBER_PASSWORD,
      'Wrong-Secret-9',
      'Logged-Never1',
      token,
      jar.members_access_token!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
