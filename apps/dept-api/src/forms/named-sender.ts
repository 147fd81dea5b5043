/** A named sender's columns and their lines in the officers' mail (the contact form's and the complaint's). */
import { parseThaiPhone } from '@probation/forms';
import { phoneLine } from '../mail/form-mails.ts';

export function namedSender(value: { firstName: string; lastName: string; email: string; phone: string }) {
  const phone = parseThaiPhone(value.phone)!;
  const { firstName, lastName, email } = value;
  const lines: [string, string][] = [
    ['ชื่อ-นามสกุล', `${firstName} ${lastName}`],
    ['อีเมล', email],
    ['โทรศัพท์', phoneLine(phone.e164, phone.extension)],
  ];
  return {
    columns: { firstName, lastName, email, phone: phone.e164, phoneExtension: phone.extension },
    lines,
  };
}
