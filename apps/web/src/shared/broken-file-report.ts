import * as z from 'zod/mini';
import { ITEM_ID_PATTERN } from '@probation/contract/rules';

/**
 * The "report a broken file" form: one schema for the browser (before sending) and the gateway (before calling
 * the department API). Messages are i18n keys (namespace `documents.report.errors`).
 */
export const BROKEN_FILE_MESSAGE_MAX = 500;

// zod/mini: the same schema language, tree-shaken, so the browser's report dialog ships a few KB of it, not 22.
export const brokenFileReportSchema = z.object({
  documentId: z.string().check(z.regex(ITEM_ID_PATTERN, 'documents.report.errors.notFound')),
  fileUrl: z
    .string()
    .check(
      z.minLength(1, 'documents.report.errors.fileRequired'),
      z.maxLength(1000, 'documents.report.errors.fileRequired'),
    ),
  message: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(BROKEN_FILE_MESSAGE_MAX, 'documents.report.errors.messageTooLong')),
  ),
  lang: z.enum(['th', 'en']),
});

export type BrokenFileReport = z.infer<typeof brokenFileReportSchema>;

/** The first problem of an input as the field it concerns and its message key, or null when it is valid. */
export function brokenFileReportProblem(
  input: unknown,
): { field: 'documentId' | 'fileUrl' | 'message' | 'lang'; key: string } | null {
  const parsed = brokenFileReportSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = (issue.path[0] ?? 'fileUrl') as 'documentId' | 'fileUrl' | 'message' | 'lang';
  const key = issue.message.startsWith('documents.report.errors.')
    ? issue.message
    : 'documents.report.errors.invalid';
  return { field, key };
}
