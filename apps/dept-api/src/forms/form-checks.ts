/**
 * A public form's fields checked: the lang and sender_ip every form carries (400: the gateway sends them), the
 * form's text fields by its schema and its topic against the site's topics, and the 422 of the problems found.
 */
import type * as z from 'zod/mini';
import { checkForm, type FormMessageKey } from '@probation/forms';
import type { FormName, FormRejection } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { text, type ParsedBody } from './form-body.ts';
import { findFormTopic } from './form-topics.ts';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 422 FormRejection: each field (snake_case, as sent) with its message key. */
export class FormRejected extends HttpError {
  constructor(problems: FormRejection['problems']) {
    super(
      422,
      `The form breaks ${problems.length === 1 ? 'a rule' : `${problems.length} rules`}`,
      {},
      { problems },
    );
  }
}

function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  // An IPv6 address as the contract's `format: ipv6` takes it (URL parsing checks the groups).
  if (!value.includes(':') || value.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** The lang and sender_ip fields every form carries (400 when missing or wrong: the gateway sends them). */
export function langAndSender(fields: Record<string, unknown>): { lang: 'th' | 'en'; senderIp: string } {
  const lang = fields.lang;
  if (lang !== 'th' && lang !== 'en') throw badRequest('lang must be "th" or "en"');
  const senderIp = typeof fields.sender_ip === 'string' ? fields.sender_ip.trim() : '';
  if (!isIpAddress(senderIp)) throw badRequest('sender_ip must be an IPv4 or IPv6 address');
  return { lang, senderIp };
}

/**
 * A form's text fields checked by its schema (`fieldOf`: the schema's fields → the names sent) and its topic field
 * against the site's topics of the form: the clean value (when every rule holds), the topic and the problems by
 * field as sent.
 */
export async function checkFields<Schema extends z.ZodMiniObject>(
  db: Db,
  siteId: string,
  schema: Schema,
  fieldOf: Record<keyof z.infer<Schema>, string>,
  fields: ParsedBody['fields'],
  topicField: { sent: string; form: FormName; missing: FormMessageKey },
) {
  const sentOf = fieldOf as Record<string, string>;
  const input = Object.fromEntries(Object.entries(sentOf).map(([field, sent]) => [field, fields[sent]]));
  const checked = checkForm(schema, input);
  const problems = new Map<string, FormMessageKey>();
  if (!checked.ok) for (const { field, message } of checked.problems) problems.set(sentOf[field]!, message);
  const topic =
    checked.ok || !problems.has(topicField.sent)
      ? await findFormTopic(db, siteId, topicField.form, (text(fields[topicField.sent]) ?? '').trim())
      : undefined;
  if (!problems.has(topicField.sent) && !topic) problems.set(topicField.sent, topicField.missing);
  return { value: checked.ok ? checked.value : undefined, topic, problems };
}

/** The 422 of the problems found, fields in the order given (the form's), when there are any. */
export function rejectProblems(problems: Map<string, FormMessageKey>, order: string[]): void {
  if (problems.size === 0) return;
  throw new FormRejected(
    order.filter((field) => problems.has(field)).map((field) => ({ field, message: problems.get(field)! })),
  );
}
