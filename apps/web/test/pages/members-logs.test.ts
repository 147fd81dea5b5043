import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PASSWORD } from '../server/support/fake-members.ts';
import { useFakeLoggingPageApp } from './support/page-app.ts';
import { postForm } from './support/public-form.ts';
import { getWith, logIn, memberJar } from './support/members.ts';

/**
 * Nothing secret of a member reaches the website's logs (issue 13, PDPA): with every log line kept (debug), a
 * registration, its verification link, a login, a member's pages and a reset link leave no password, no member token
 * and no link token.
 */
const { suite, lines } = useFakeLoggingPageApp();

describe('the members area’s logs', () => {
  it('keep no password, member token or link token', async () => {
    const jar = await memberJar(suite, 'member-dept@example.com', DEMO_MEMBER_PASSWORD);
    await getWith(suite, '/en/members/dashboard', jar);
    await logIn(suite, 'member-dept@example.com', 'Wrong-Secret-9');
    await postForm(suite, '/en/members/forgot-password', { email: 'member-dept@example.com' });
    const reset = suite.fake.members.mails.find((mail) => mail.kind === 'member-password-reset')!;
    await suite.get(`/en/members/reset-password?token=${reset.token}`);
    await postForm(suite, '/en/members/reset-password', {
      token: reset.token,
      password: 'Logged-Never1',
      confirmPassword: 'Logged-Never1',
    });
    const log = lines.join('');
    expect(log).toContain('/en/members/reset-password?token=[redacted]');
    for (const secret of [
      DEMO_MEMBER_PASSWORD,
      'Wrong-Secret-9',
      'Logged-Never1',
      reset.token,
      jar.members_access_token!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
