import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startProduct } from '../../../../scripts/lib/product.ts';
import { startSmtpSink } from '../../../dept-api/test/helpers/smtp-sink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webPort: number;
    /** A port on 127.0.0.1 answering GET / with every mail dept-api has sent, as JSON (`test/e2e/mail.ts`). */
    mailPort: number;
  }
}

/**
 * The real product for the browser tests: dept-api on a fresh database, sending its mail to a real SMTP server kept
 * here (decisions 0144, 0190: tests talk to a real SMTP server), and the website's production build.
 */
export default async function setup(project: TestProject) {
  const sink = await startSmtpSink();
  const mailReader = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(sink.mails.map(({ to, subject, text }) => ({ to, subject, text }))));
  });
  await new Promise<void>((resolve) => mailReader.listen(0, '127.0.0.1', resolve));
  const product = await startProduct({
    apiEnv: { LOG_LEVEL: 'warn', SMTP_URL: sink.url },
    // Every browser test comes from 127.0.0.1: one visitor for the rate limit, so a budget for the whole run.
    webEnv: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_STRICT_MAX: '1000',
      CAPTCHA_WORD_ANSWERS_PER_HOUR: '100000',
    },
  });
  project.provide('webPort', product.webPort);
  project.provide('mailPort', (mailReader.address() as AddressInfo).port);
  return async () => {
    await product.stop();
    await new Promise<void>((resolve) => mailReader.close(() => resolve()));
    await sink.close();
  };
}
