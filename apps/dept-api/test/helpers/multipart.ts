/** Builds multipart/form-data bodies the way a browser sends a form (for app.inject). */
import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A text part with a content type of its own (browsers send none). */
export interface TypedPart {
  field: string;
  value: string;
  contentType: string;
}

export type Part = [name: string, value: string] | FilePart | TypedPart;

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----formboundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (Array.isArray(part)) {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part[0]}"\r\n\r\n`));
      chunks.push(Buffer.from(part[1], 'utf8'));
    } else if ('value' in part) {
      chunks.push(
        Buffer.from(
          `content-disposition: form-data; name="${part.field}"\r\ncontent-type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.value, 'utf8'));
    } else {
      chunks.push(
        Buffer.from(
          `content-disposition: form-data; name="${part.field ?? 'attachment'}"; filename="${part.filename}"\r\n` +
            `content-type: ${part.contentType}\r\n\r\n`,
          'utf8',
        ),
      );
      chunks.push(part.data);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid contact form as the gateway sends it (snake_case fields). */
export function contactFields(overrides: Record<string, string | undefined> = {}): Array<[string, string]> {
  const fields: Record<string, string | undefined> = {
    first_name: 'สมหญิง',
    last_name: 'ใจดี',
    email: 'somying.jaidee@example.com',
    phone: '081-234-5678',
    subject: 'สอบถามการรายงานตัว',
    category: 'reporting',
    message: 'ขอสอบถามวันและเวลารายงานตัวครั้งถัดไปค่ะ',
    lang: 'th',
    sender_ip: '203.0.113.45',
    ...overrides,
  };
  return Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
}

export function idempotencyKey(): string {
  return `key-${randomBytes(12).toString('hex')}`;
}
