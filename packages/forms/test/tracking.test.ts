import { describe, expect, it } from 'vitest';
import {
  checkForm,
  COMPLAINT_WIRE_FIELDS,
  complaintPasswordSchema,
  complaintSchema,
  contactSchema,
  FIELD_MAX_LENGTH,
  maxLengthOf,
  ratingSchema,
  trackingSchema,
} from '../src/index.ts';

describe('the one table of field lengths', () => {
  it('gives the limit of every text field of the forms, and none for a choice', () => {
    expect(maxLengthOf('firstName')).toBe(100);
    expect(maxLengthOf('email')).toBe(254);
    expect(maxLengthOf('detail')).toBe(5000);
    expect(maxLengthOf('password')).toBe(128);
    expect(maxLengthOf('comment')).toBe(1000);
    expect(maxLengthOf('complaintType')).toBeUndefined();
    expect(maxLengthOf('toString')).toBeUndefined();
  });

  it('is what the schemas enforce: one character more is too long', () => {
    for (const [schema, field] of [
      [contactSchema, 'subject'],
      [complaintSchema, 'detail'],
      [complaintSchema, 'firstName'],
    ] as const) {
      const max = FIELD_MAX_LENGTH[field];
      const checked = checkForm(schema, { [field]: 'x'.repeat(max + 1) });
      expect(checked.ok).toBe(false);
      if (!checked.ok)
        expect(checked.problems.find((p) => p.field === field)?.message).toBe('forms.errors.tooLong');
    }
  });

  it('names every complaint field on the wire as the contract does', () => {
    expect(Object.keys(COMPLAINT_WIRE_FIELDS).sort()).toEqual(
      [...Object.keys(complaintSchema.def.shape), 'password'].sort(),
    );
  });
});

describe('a complainant’s own password', () => {
  it('is optional, else at least 8 characters (Thai counted by characters)', () => {
    expect(checkForm(complaintPasswordSchema, {}).ok).toBe(true);
    expect(checkForm(complaintPasswordSchema, { password: '' }).ok).toBe(true);
    expect(checkForm(complaintPasswordSchema, { password: 'short' })).toEqual({
      ok: false,
      problems: [{ field: 'password', message: 'forms.errors.passwordTooShort' }],
    });
    expect(checkForm(complaintPasswordSchema, { password: 'รหัสผ่านยาว' }).ok).toBe(true);
    expect(checkForm(complaintPasswordSchema, { password: 'x'.repeat(129) }).ok).toBe(false);
  });
});

describe('tracking and rating', () => {
  it('asks for the tracking code and the password', () => {
    expect(checkForm(trackingSchema, { trackingCode: ' ', password: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'trackingCode', message: 'forms.errors.enterTrackingCode' },
        { field: 'password', message: 'forms.errors.enterYourPassword' },
      ],
    });
    expect(checkForm(trackingSchema, { trackingCode: ' dem1-0003 ', password: 'demo-complaint' })).toEqual({
      ok: true,
      value: { trackingCode: 'dem1-0003', password: 'demo-complaint' },
    });
  });

  it('takes a rating of 1 to 5 and an optional comment', () => {
    expect(checkForm(ratingSchema, { rating: '5' }).ok).toBe(true);
    for (const rating of ['', '0', '6', '4.5', 'five'])
      expect(checkForm(ratingSchema, { rating })).toMatchObject({
        ok: false,
        problems: [{ field: 'rating', message: 'forms.errors.chooseRating' }],
      });
    expect(checkForm(ratingSchema, { rating: '3', comment: 'x'.repeat(1001) }).ok).toBe(false);
  });
});
