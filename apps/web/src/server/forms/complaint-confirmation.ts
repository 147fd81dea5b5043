import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languages, type Language } from '@probation/i18n';
import { complaintFormPath, complaintSentPath } from '../../shared/routes.ts';
import type { ComplaintReceiptShown, ComplaintSentContent } from '../../pages/complaint-sent/page.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { createSealer, SEAL_LIFETIME_MS, type Sealer } from './tracking-seal.ts';

/**
 * A filed complaint's confirmation, shown again (decision 0611): the complaint's POST leaves its receipt (reference,
 * tracking code, the generated password) in a sealed cookie and leads to GET /{lang}/forms/complaint/sent, which
 * shows it from there: a reload, the back button or a tab the phone discarded shows it again for 30 minutes, in
 * this browser only, and the password is never in a URL, a store or a cache. The cookie is httpOnly, SameSite=Strict
 * (sent only by this site's own pages and the browser itself), Secure under https, and sent only under the
 * complaint form's path in each language (the form's POST reads it too: a retry must not replace the first
 * receipt). After it expires the page says so and how to get a new password.
 */
export const COMPLAINT_RECEIPT_COOKIE = 'complaint_receipt';

export interface ComplaintReceipts {
  /** Sets the cookie for a filed complaint; a retry's receipt (no password) never replaces the first one's. */
  remember(
    request: FastifyRequest,
    reply: FastifyReply,
    siteId: string,
    receipt: ComplaintReceiptShown,
  ): void;
  /** The receipt the request's cookie holds for this site, or null (none, expired, forged, another site's). */
  read(request: FastifyRequest, siteId: string): ComplaintReceiptShown | null;
}

export function createComplaintReceipts(secret: string, now: () => number = Date.now): ComplaintReceipts {
  const sealer = createSealer(secret, 'probation-web complaint confirmation cookie', now);
  const read = (request: FastifyRequest, siteId: string) => receiptOf(sealer, request, siteId);
  return {
    read,
    remember(request, reply, siteId, receipt) {
      const held = read(request, siteId);
      if (held?.reference === receipt.reference && held.password && !receipt.password) return;
      const secure = request.server.config.publicOrigin.scheme === 'https';
      const sealed = sealer.seal({ ...receipt }, siteId);
      for (const lang of languages) {
        reply.setCookie(COMPLAINT_RECEIPT_COOKIE, sealed, {
          path: complaintFormPath(lang),
          maxAge: SEAL_LIFETIME_MS / 1000,
          httpOnly: true,
          sameSite: 'strict',
          secure,
        });
      }
    },
  };
}

function receiptOf(sealer: Sealer, request: FastifyRequest, siteId: string): ComplaintReceiptShown | null {
  const cookie = request.cookies[COMPLAINT_RECEIPT_COOKIE];
  const value = cookie ? sealer.open(cookie, siteId) : null;
  if (!value) return null;
  const { reference, trackingCode, password, ownPassword } = value;
  if (typeof reference !== 'string' || typeof trackingCode !== 'string') return null;
  if (!(password === null || typeof password === 'string') || typeof ownPassword !== 'boolean') return null;
  return { reference, trackingCode, password, ownPassword };
}

/** GET /{lang}/forms/complaint/sent: the confirmation from the cookie, or the page that says it is no longer shown. */
export function registerComplaintConfirmation(
  app: FastifyInstance,
  deps: PipelineDeps,
  receipts: ComplaintReceipts,
): void {
  app.get('/:lang/forms/complaint/sent', async (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLanguage(lang)) return reply.callNotFound();
    const answer: ComplaintSentContent = {
      receipt: receipts.read(request, (await resolveSite(request)).id),
    };
    return respondWithPage(deps, request, reply, {
      route: 'complaintSent',
      lang: lang as Language,
      path: complaintSentPath(lang as Language),
      answer,
    });
  });
}
