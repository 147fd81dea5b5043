/**
 * Outgoing mail (decision 0144). Mails are rows of `mail_outbox`, written in the
 * transaction that stores what they tell about, so a failing mail server never loses a message. With SMTP_URL
 * set, nodemailer sends the due rows right after that transaction, at start and every MAIL_RETRY_SECONDS: a row is
 * claimed with a lease (FOR UPDATE SKIP LOCKED, `next_attempt_at` pushed forward) so replicas never send one
 * twice; a failure waits twice as long each time (at most 6 hours) and keeps only the error code. A sent row keeps
 * its headers but loses its body. Without SMTP_URL rows stay in the outbox, with one log line naming their ids.
 * Nothing personal (addresses, names, text) is ever logged.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Clock } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (tests make it send due mails at once). */
    mailer: Mailer;
  }
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MailKind = (typeof mailOutbox.$inferInsert)['kind'];

export interface OutgoingMail {
  kind: MailKind;
  /** The contact message, complaint or tip-off the mail tells about. */
  messageId?: number;
  complaintId?: number;
  tipOffId?: number;
  to: string;
  subject: string;
  text: string;
  lang: 'th' | 'en';
  /** Extra headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
}

export interface MailerOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  smtpUrl: string | undefined;
  from: string;
  retrySeconds: number;
}

const LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH = 20;

export interface Mailer {
  /** Adds mails to the outbox inside the caller's transaction; answers their ids. */
  enqueue(tx: Transaction, mails: OutgoingMail[]): Promise<number[]>;
  /** After the transaction: send now (SMTP) or say they wait in the outbox. Never throws. */
  afterCommit(ids: number[]): void;
  /** Sends the due mails (SMTP only); answers how many were sent. */
  deliverPending(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, clock, log } = options;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        logger: false,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function sendOne(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await transport!.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: clock(), bodyText: '', lastError: null })
        .where(eq(mailOutbox.id, row.id));
      log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
      return true;
    } catch (error) {
      const code = errorCode(error);
      const wait = Math.min(options.retrySeconds * 1000 * 2 ** Math.max(0, row.attempts - 1), MAX_BACKOFF_MS);
      await db
        .update(mailOutbox)
        .set({ lastError: code, nextAttemptAt: new Date(clock().getTime() + wait) })
        .where(eq(mailOutbox.id, row.id));
      log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, code }, 'mail not sent; will retry');
      return false;
    }
  }

  async function deliverOnce(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const now = clock();
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sqlIncrement() })
        .where(inArray(mailOutbox.id, due))
        .returning();
      if (claimed.length === 0) return sent;
      claimed.sort((a, b) => a.id - b.id);
      let failed = false;
      for (const row of claimed) {
        if (await sendOne(row)) sent++;
        else failed = true;
      }
      if (failed || claimed.length < BATCH) return sent;
    }
  }

  const mailer: Mailer = {
    async enqueue(tx, mails) {
      if (mails.length === 0) return [];
      const now = clock();
      const rows = await tx
        .insert(mailOutbox)
        .values(
          mails.map((mail) => ({
            kind: mail.kind,
            messageId: mail.messageId ?? null,
            complaintId: mail.complaintId ?? null,
            tipOffId: mail.tipOffId ?? null,
            toAddress: mail.to,
            subject: mail.subject,
            bodyText: mail.text,
            lang: mail.lang,
            headers: mail.headers ?? null,
            createdAt: now,
            nextAttemptAt: now,
          })),
        )
        .returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },
    afterCommit(ids) {
      if (!transport) {
        log.info({ mailIds: ids }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      void mailer.deliverPending();
    },
    deliverPending() {
      if (stopped) return Promise.resolve(0);
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        try {
          do {
            again = false;
            total += await deliverOnce();
          } while (again && !stopped);
        } catch (error) {
          log.error({ code: errorCode(error) }, 'mail delivery failed');
        } finally {
          running = undefined;
        }
        return total;
      })();
      return running;
    },
    start() {
      if (!transport) return;
      void mailer.deliverPending();
      timer = setInterval(() => void mailer.deliverPending(), options.retrySeconds * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
  return mailer;
}

/** What may be kept of an error: its code, never its text (which can name the recipient). */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof code === 'string' ? code : 'ERROR',
    typeof responseCode === 'number' ? responseCode : '',
  ];
  return parts.filter(Boolean).join(' ').slice(0, 60);
}

function sqlIncrement() {
  return sql`${mailOutbox.attempts} + 1`;
}
