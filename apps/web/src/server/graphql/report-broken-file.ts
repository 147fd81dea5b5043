import { catalogues, type Language } from '@probation/i18n';
import { brokenFileReportProblem } from '../../shared/broken-file-report.ts';
import { createReportRateLimiter } from '../content/report-rate-limit.ts';
import { RateLimitedError, UpstreamError } from '../errors.ts';
import type { GraphqlContext } from './context.ts';
import type { BrokenFileReportInput, BrokenFileReportResult } from './generated/resolvers-types.ts';

/** An i18n key's text in a language (keys are dotted paths in the catalogue). */
function translate(lang: Language, key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[lang]);
  return typeof text === 'string' ? text : key;
}

function refused(lang: Language, key: string, field: string | null = null): BrokenFileReportResult {
  return { success: false, error: key, field, message: translate(lang, key) };
}

const REFUSAL_KEYS = {
  400: 'documents.report.errors.invalid',
  404: 'documents.report.errors.notFound',
  429: 'documents.report.errors.tooMany',
} as const;
const REFUSED_STATUSES = Object.keys(REFUSAL_KEYS).map(Number);

/**
 * Mutation.reportBrokenFile: the shared zod schema, the gateway's per-IP limit (over it: a RATE_LIMITED error
 * with retryAfter and HTTP 429, as every rate limit answers), then the department API with the
 * visitor's IP (it stores only a salted hash). Every refusal is a typed result with a message key and its text in
 * the visitor's language; the answer is never cached.
 */
export async function reportBrokenFile(
  input: BrokenFileReportInput,
  context: GraphqlContext,
): Promise<BrokenFileReportResult> {
  context.reply.header('cache-control', 'no-store');
  const lang: Language = input.lang === 'en' ? 'en' : 'th';
  const problem = brokenFileReportProblem({ ...input, message: input.message ?? undefined });
  if (problem) return refused(lang, problem.key, problem.field);
  const limiter = createReportRateLimiter(context.request.server.upstreamCache.store);
  const verdict = await limiter.allow(context.request.ip);
  if (!verdict.allowed) {
    context.reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new RateLimitedError('broken-file reports', verdict.retryAfterSeconds);
  }
  const site = await context.site();
  const message = input.message?.trim();
  try {
    const outcome = await context.request.server.deptApi.send(
      'reportBrokenFile',
      {
        path: { siteId: site.id, documentId: input.documentId },
        body: {
          file_url: input.fileUrl,
          lang,
          reporter_ip: context.request.ip,
          ...(message ? { message } : {}),
        },
      },
      REFUSED_STATUSES,
    );
    if (outcome.ok) return { success: true, error: null, field: null, message: null };
    const status = outcome.status as keyof typeof REFUSAL_KEYS;
    return refused(lang, REFUSAL_KEYS[status], status === 400 ? 'fileUrl' : null);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.log.warn({ err: error }, 'broken file report not delivered');
    return refused(lang, 'documents.report.errors.unavailable');
  }
}
