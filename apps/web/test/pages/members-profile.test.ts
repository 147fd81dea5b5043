import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDate } from '@probation/i18n';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { PDF } from './support/public-form.ts';
import {
  getWith,
  logIn,
  memberJar,
  type NewMember,
  postAs,
  registerMember,
  SECOND_MEMBER,
} from './support/members.ts';
import { DEMO_MEMBER_PASSWORD, demoMember, tables } from '../server/support/demo-seed.ts';

/**
 * The member's own pages: the profile, its edit with a picture (JPG, PNG or GIF up to 2 MB) and the
 * password change, each behind the login; their messages in both languages; the picture only for its member.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const DEPT = demoMember('dept').email;
const { email: SECOND, password: SECOND_PASSWORD } = SECOND_MEMBER;
/** A member whose details a test saves: the demo member and the second one stay as they were made, whatever order. */
const EDITOR = {
  username: 'somsri',
  email: 'somsri.editor@example.com',
  firstName: 'Somsri',
  lastName: 'Editor',
  password: 'Editor-Member1',
  lang: 'en',
} as const satisfies NewMember;
/** A member whose password a test changes. */
const CHANGER = {
  username: 'prasert',
  email: 'prasert.changer@example.com',
  firstName: 'Prasert',
  lastName: 'Changer',
  password: 'Changer-Member1',
  lang: 'en',
} as const satisfies NewMember;

beforeAll(async () => {
  for (const member of [SECOND_MEMBER, EDITOR, CHANGER]) await registerMember(suite.deptApi, member);
});

/** A real picture (1 × 1 pixel): dept-api reads the image, not only its first bytes. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const summaryOf = (body: string) =>
  [...pageDom(body).getByRole('alert').querySelectorAll('li')].map((item) =>
    item.textContent?.replace(/^[^:]*: /, ''),
  );

const profileFields = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '081 234 5678',
  birthday: '1990-05-01',
  gender: 'male',
};

describe('the member’s pages need a login', () => {
  it('sends a guest to the login and back, in both languages', async () => {
    for (const lang of ['th', 'en'] as const) {
      for (const page of ['profile', 'profile/edit', 'change-password']) {
        const response = await suite.get(`/${lang}/members/${page}`);
        expect(response.statusCode, page).toBe(302);
        expect(response.headers.location).toBe(
          `/${lang}/members/login?next=${encodeURIComponent(`/${lang}/members/${page}`)}`,
        );
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
    const post = await postAs(suite, {}, '/en/members/profile/edit', profileFields);
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/en/members/login?next=%2Fen%2Fmembers%2Fprofile%2Fedit');
  });
});

describe('the profile', () => {
  it('shows the member’s details (Thai dates), private', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const page = await getWith(suite, '/th/members/profile', jar);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const text = pageDom(page.body).document.querySelector('[data-profile]')?.textContent ?? '';
    const [member] = await suite.deptApi.database.db
      .select()
      .from(tables.members)
      .where(eq(tables.members.email, DEPT));
    expect(member?.gender).toBe('female');
    const birthday = formatDate(member!.birthday!, 'th');
    expect(birthday).toMatch(/ 25\d\d$/);
    for (const part of [member!.username, DEPT, member!.firstName, member!.lastName, birthday, 'หญิง'])
      expect(text).toContain(part);
    // What a member left out reads "not given".
    const second = await getWith(
      suite,
      '/th/members/profile',
      await memberJar(suite, SECOND, SECOND_PASSWORD),
    );
    const secondText = pageDom(second.body).document.querySelector('[data-profile]')?.textContent ?? '';
    expect(secondText).toContain('Malee');
    expect(secondText).toContain('ไม่ระบุ');
    const nav = pageDom(page.body).getByRole('navigation', { name: 'เมนูสมาชิก' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('ข้อมูลส่วนตัว');
  });

  it('names requirements.md §4.2’s messages when the names and birthday are empty, in English and Thai', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const en = await postAs(suite, jar, '/en/members/profile/edit', {
      firstName: '',
      lastName: '',
      birthday: '',
    });
    expect(en.statusCode).toBe(422);
    expect(summaryOf(en.body)).toEqual([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your birthday',
    ]);
    const th = await postAs(suite, jar, '/th/members/profile/edit', {
      ...profileFields,
      firstName: '',
      phone: '12',
    });
    expect(summaryOf(th.body)).toEqual(['กรุณากรอกชื่อ', expect.any(String)]);
    expect((pageDom(th.body).getByLabelText('นามสกุล') as HTMLInputElement).value).toBe('ใจดี');
  });

  it('saves the details and a picture; the picture is the member’s only', async () => {
    const jar = await memberJar(suite, EDITOR.email, EDITOR.password);
    const saved = await postAs(
      suite,
      jar,
      '/en/members/profile/edit',
      { ...profileFields, firstName: 'Somchai', lastName: 'Jaidee' },
      { bytes: PNG, type: 'image/png', name: 'me.png' },
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/en/members/profile?saved=1');
    const page = await getWith(suite, '/en/members/profile?saved=1', jar);
    const dom = pageDom(page.body);
    expect(dom.document.querySelector('[data-profile-saved]')?.textContent).toBe('Your profile is saved.');
    expect(dom.document.querySelector('[data-profile]')?.textContent).toContain('081 234 5678');
    expect(dom.document.querySelector('[data-member-bar]')?.textContent).toContain('Somchai Jaidee');
    const src = dom.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')!;
    expect(src).toBe('/en/members/profile/picture?v=1');

    const picture = await getWith(suite, src, jar);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    // The member's picture as dept-api keeps it (re-encoded): a PNG of the same 1 × 1 pixel.
    const served = picture.rawPayload;
    expect([...served.subarray(0, 8)]).toEqual([...PNG.subarray(0, 8)]);
    expect([served.readUInt32BE(16), served.readUInt32BE(20)]).toEqual([1, 1]);
    expect((await getWith(suite, src, {})).statusCode).toBe(404);
    const other = await memberJar(suite, SECOND, SECOND_PASSWORD);
    expect((await getWith(suite, src, other)).statusCode).toBe(404);
    // dept-api failing is an outage to try again later, not "no picture" (decision 0603).
    suite.deptApi.failWith('memberPicture', 500);
    const failing = await getWith(suite, src, jar);
    expect(failing.statusCode).toBe(503);
    expect(failing.headers['cache-control']).toBe('no-store');
  });

  it('refuses a picture that is not a JPG, PNG or GIF, or is over 2 MB, in both languages', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const pdf = await postAs(suite, jar, '/en/members/profile/edit', profileFields, {
      bytes: PDF,
      type: 'image/png',
      name: 'me.png',
    });
    expect(pdf.statusCode).toBe(422);
    expect(summaryOf(pdf.body)).toEqual(['Choose a JPG, PNG or GIF picture']);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG);
    const large = await postAs(suite, jar, '/th/members/profile/edit', profileFields, {
      bytes: big,
      type: 'image/png',
      name: 'big.png',
    });
    expect(large.statusCode).toBe(422);
    expect(summaryOf(large.body)).toEqual(['รูปภาพต้องมีขนาดไม่เกิน 2 MB']);
    expect(suite.deptApi.calls.memberUpdateProfile).toBe(0);
  });
});

describe('changing the password', () => {
  it('checks the current password and requirements.md §7.3’s rules, in both languages', async () => {
    const jar = await memberJar(suite, SECOND, SECOND_PASSWORD);
    const empty = await postAs(suite, jar, '/en/members/change-password', {});
    expect(summaryOf(empty.body)).toEqual([
      'Please enter your current password',
      'Please enter your password',
      'Please confirm your password',
    ]);
    const mismatch = await postAs(suite, jar, '/th/members/change-password', {
      currentPassword: SECOND_PASSWORD,
      password: 'New-Password1',
      confirmPassword: 'New-Password2',
    });
    expect(summaryOf(mismatch.body)).toEqual(['รหัสผ่านไม่ตรงกัน']);
    const wrong = await postAs(suite, jar, '/en/members/change-password', {
      currentPassword: 'Not-The-Password1',
      password: 'New-Password1',
      confirmPassword: 'New-Password1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(pageDom(wrong.body).getByRole('alert').textContent).toContain(
      'The current password is not correct.',
    );
    expect(wrong.body).not.toContain('Not-The-Password1');
  });

  it('changes it: this session goes on, the member’s other sessions end, the new password logs in', async () => {
    const here = await memberJar(suite, CHANGER.email, CHANGER.password);
    const elsewhere = await memberJar(suite, CHANGER.email, CHANGER.password);
    const response = await postAs(suite, here, '/en/members/change-password', {
      currentPassword: CHANGER.password,
      password: 'New-Password1',
      confirmPassword: 'New-Password1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/members/change-password?changed=1');
    const page = await getWith(suite, '/en/members/change-password?changed=1', here);
    expect(page.statusCode).toBe(200);
    expect(pageDom(page.body).document.querySelector('[data-password-changed]')).not.toBeNull();
    expect((await getWith(suite, '/en/members/dashboard', elsewhere)).statusCode).toBe(302);
    expect((await logIn(suite, CHANGER.email, CHANGER.password)).statusCode).toBe(400);
    expect((await logIn(suite, CHANGER.email, 'New-Password1')).statusCode).toBe(303);
  });
});
