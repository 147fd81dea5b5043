import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm, shownForm } from './support/public-form.ts';

/** The question in words is limited per address (decision 0604): here 2 answers an hour. */
const suite = usePageApp({ CAPTCHA_WORD_ANSWERS_PER_HOUR: '2', RATE_LIMIT_STRICT_MAX: '200' });

/** The contact form sent with its question answered right, and no subject (so dept-api is never asked). */
async function answeredFrom(remoteAddress: string) {
  const { fields } = await shownForm(suite, '/en/forms/contact', 'en');
  const response = await postForm(
    suite,
    '/en/forms/contact',
    { ...fields, firstName: 'Somchai', message: 'A question', subject: '' },
    { remoteAddress },
  );
  expect(response.statusCode).toBe(422);
  const document = pageDom(response.body).document;
  return {
    captchaError: document.getElementById('field-captcha-error')?.textContent || null,
    typed: document.querySelector<HTMLInputElement>('input[name="firstName"]')?.value,
  };
}

describe('the question in words on a public form', () => {
  it('checks 2 answers an hour from one address; the third, right or not, is refused and nothing typed is lost', async () => {
    expect((await answeredFrom('198.51.100.20')).captchaError).toBeNull();
    expect((await answeredFrom('198.51.100.20')).captchaError).toBeNull();
    const third = await answeredFrom('198.51.100.20');
    expect(third.captchaError).toBe('Error: Verify identity');
    expect(third.typed).toBe('Somchai');
    expect(suite.deptApi.calls.contactForm).toBe(0);
    // Another address is another visitor.
    expect((await answeredFrom('198.51.100.21')).captchaError).toBeNull();
  });
});

describe('the question in words on the members login and the new tracking password form', () => {
  /** A form posted with its question answered right from one address; the captcha's error, if any. */
  async function captchaErrorOf(path: string, fields: Record<string, string>, remoteAddress: string) {
    const shown = await shownForm(suite, path, 'en');
    const response = await postForm(
      suite,
      path,
      { ...fields, captcha_token: shown.fields.captcha_token, captcha_answer: shown.fields.captcha_answer },
      { remoteAddress },
    );
    return pageDom(response.body).document.getElementById('field-captcha-error')?.textContent || null;
  }

  it('limits answers from one address on the login as on the public forms', async () => {
    const login = { email: 'nobody@example.com', password: 'Not-the-password1' };
    expect(await captchaErrorOf('/en/members/login', login, '198.51.100.30')).toBeNull();
    expect(await captchaErrorOf('/en/members/login', login, '198.51.100.30')).toBeNull();
    expect(await captchaErrorOf('/en/members/login', login, '198.51.100.30')).toBe(
      'Error: Please verify you are not a robot',
    );
  });

  it('limits answers from one address on the new tracking password form', async () => {
    const request = { trackingCode: 'DEM1-0003', email: '' };
    expect(await captchaErrorOf('/en/forms/track/new-password', request, '198.51.100.31')).toBeNull();
    expect(await captchaErrorOf('/en/forms/track/new-password', request, '198.51.100.31')).toBeNull();
    expect(await captchaErrorOf('/en/forms/track/new-password', request, '198.51.100.31')).toBe(
      'Error: Verify identity',
    );
  });
});
