import { describe, expect, it } from 'vitest';
import {
  checkMemberForm,
  FORM_MESSAGES as M,
  isPastDate,
  memberPasswordProblem,
  memberProfileSchema,
  memberSignupSchema,
} from '../src/index.ts';

const signup = {
  username: 'somying',
  firstName: 'สมหญิง',
  lastName: 'ใจดี',
  email: 'somying@example.com',
  password: 'Khun-Somying1',
  confirmPassword: 'Khun-Somying1',
  acceptAgreement: 'true',
  captcha: 'true',
};

describe('requirements.md §7.3 password criteria', () => {
  it.each([
    ['', M.enterYourPassword],
    ['Ab1-xyz', M.passwordTooShort],
    ['ABCDEFG1-', M.passwordNeedsLowercase],
    ['abcdefg1-', M.passwordNeedsUppercase],
    ['Abcdefgh-', M.passwordNeedsDigit],
    ['Abcdefgh1', M.passwordNeedsSpecial],
    ['รหัสผ่านยาวมาก1-', M.passwordNeedsLowercase],
    [`Aa1-${'x'.repeat(125)}`, M.tooLong],
  ])('%j breaks a rule: %s', (password, key) => {
    expect(memberPasswordProblem(password)).toBe(key);
  });

  it.each(['Khun-Somying1', 'Aa1 aaaa', 'Pässwörd1!', 'Aa1-รหัสผ่าน'])('%j passes', (password) => {
    expect(memberPasswordProblem(password)).toBeNull();
  });
});

describe('registration', () => {
  it('accepts a complete registration', () => {
    expect(checkMemberForm(memberSignupSchema, signup)).toMatchObject({ ok: true });
  });

  it("names each field with requirements.md §4.2's messages, in the form's order", () => {
    const result = checkMemberForm(memberSignupSchema, {});
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      { field: 'username', message: M.enterUsername },
      { field: 'firstName', message: M.enterYourFirstName },
      { field: 'lastName', message: M.enterYourLastName },
      { field: 'email', message: M.enterYourEmail },
      { field: 'password', message: M.enterYourPassword },
      { field: 'confirmPassword', message: M.confirmYourPassword },
      { field: 'acceptAgreement', message: M.acceptAgreement },
      { field: 'captcha', message: M.verifyNotRobot },
    ]);
  });

  it('says "password does not match" beside the other problems', () => {
    const result = checkMemberForm(memberSignupSchema, {
      ...signup,
      email: 'not-an-address',
      confirmPassword: 'Khun-Somying2',
    });
    expect(result.ok ? [] : result.problems).toEqual([
      { field: 'email', message: M.emailFormat },
      { field: 'confirmPassword', message: M.passwordMismatch },
    ]);
  });

  it('refuses a username with spaces or of one letter', () => {
    for (const username of ['a', 'som ying', '-somying', 'x'.repeat(33)]) {
      const result = checkMemberForm(memberSignupSchema, { ...signup, username });
      expect(result.ok ? [] : result.problems).toEqual([{ field: 'username', message: M.usernameFormat }]);
    }
  });
});

describe('profile', () => {
  it('needs a birthday in the past, a Thai phone when given, male or female when given', () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(isPastDate('1990-02-30')).toBe(false);
    expect(isPastDate(tomorrow)).toBe(false);
    const result = checkMemberForm(memberProfileSchema, {
      firstName: 'สมหญิง',
      lastName: 'ใจดี',
      phone: '12',
      birthday: '',
      gender: 'other',
    });
    expect(result.ok ? [] : result.problems).toEqual([
      { field: 'phone', message: M.phoneFormat },
      { field: 'birthday', message: M.enterYourBirthday },
      { field: 'gender', message: M.chooseGender },
    ]);
    expect(
      checkMemberForm(memberProfileSchema, {
        firstName: 'สมหญิง',
        lastName: 'ใจดี',
        phone: '',
        birthday: '1990-04-13',
        gender: '',
      }),
    ).toMatchObject({ ok: true });
  });
});
