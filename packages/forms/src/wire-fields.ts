import type { ComplaintInput, ContactInput } from './schemas.ts';

/**
 * The contract's name of each field of a form (dept-api speaks snake_case; the schemas camelCase): the website
 * sends by these, dept-api reads by them and names a refused field by them.
 */
export const CONTACT_WIRE_FIELDS: Readonly<Record<keyof ContactInput, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  category: 'category',
  message: 'message',
};

export const COMPLAINT_WIRE_FIELDS: Readonly<Record<keyof ComplaintInput | 'password', string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  email: 'email',
  extraPhone: 'extra_phone',
  complaintType: 'complaint_type',
  detail: 'detail',
  password: 'password',
};
