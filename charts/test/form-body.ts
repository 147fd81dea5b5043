import { COMPLAINT_FILES_MAX_BYTES, COMPLAINT_MAX_FILES } from '@probation/forms';
import { multipartLimits } from '../../apps/web/src/server/forms/multipart-form.ts';
// The request type multipart-form.ts reads (`request.parts`), as the website's type check sees it.
import type {} from '@fastify/multipart';

/**
 * The largest request body the website accepts (decision 0610), from the forms' own limits: a complaint or a
 * tip-off (the forms that take the most, five files and 15 MiB together) with every text field at its longest,
 * and each part's boundary and headers as a browser writes them.
 */
const MEBIBYTE = 1024 * 1024;
/**
 * One part's framing: the boundary line (at most 70 characters, RFC 2046), Content-Disposition with a field name of
 * at most `fieldNameSize` and a file name of up to 255 bytes, percent-encoded, and Content-Type; rounded up.
 */
const PART_FRAMING_BYTES = 1024;
/** Room for what a browser adds that this count does not foresee. */
const MARGIN = 1.05;

export function largestFormBodyBytes(): number {
  const limits = multipartLimits({
    field: 'attachments',
    maxFiles: COMPLAINT_MAX_FILES,
    maxTotalBytes: COMPLAINT_FILES_MAX_BYTES,
  });
  return COMPLAINT_FILES_MAX_BYTES + limits.fields * limits.fieldSize + limits.parts * PART_FRAMING_BYTES;
}

/** ingress-nginx's `proxy-body-size` for it: whole mebibytes (nginx's `m`), with a small margin. */
export function ingressBodySize(): string {
  return `${Math.ceil((largestFormBodyBytes() * MARGIN) / MEBIBYTE)}m`;
}
