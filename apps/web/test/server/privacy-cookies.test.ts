import { describe, expect, it } from 'vitest';
// The demo privacy notice lists the cookies; it is the department's text, written in dept-api's seed.
import { SITE_COOKIES } from '../../../dept-api/src/seed/content/pages/policy-pages.ts';
import { LOCALE_COOKIE_NAME } from '../../src/server/render/locale-cookie.ts';
import { SITE_COOKIE_NAME } from '../../src/server/site/site-cookie.ts';
import { DISPLAY_COOKIE_NAME } from '../../src/shared/display-settings.ts';

/** requirements.md §5: the members area's cookies, set only for a member who signs in. */
const MEMBER_COOKIES = ['members_access_token', 'members_access_email'];

describe('the privacy notice of the demo sites', () => {
  it('lists exactly the cookies the website sets, so what it tells visitors is true', () => {
    expect(SITE_COOKIES.map((cookie) => cookie.name).sort()).toEqual(
      [SITE_COOKIE_NAME, LOCALE_COOKIE_NAME, DISPLAY_COOKIE_NAME, ...MEMBER_COOKIES].sort(),
    );
  });
});
