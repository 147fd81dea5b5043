import { inject } from 'vitest';

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

/** The mails dept-api has sent to the test SMTP server (global-setup.ts). */
export async function sentMails(): Promise<SentMail[]> {
  const response = await fetch(`http://127.0.0.1:${inject('mailPort')}/`);
  return (await response.json()) as SentMail[];
}

/** Waits for a mail to `to` whose text has a link matching `link`, and gives that link. */
export async function linkInMail(to: string, link: RegExp, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const mail of (await sentMails()).reverse()) {
      if (!mail.to.includes(to)) continue;
      const found = mail.text.match(link);
      if (found) return found[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link like ${link}`);
}
