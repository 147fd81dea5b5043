import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@probation/i18n';
import { requestPath } from '../render/request-path.ts';
import { readMultipartForm, type FileRules, type MultipartForm } from './multipart-form.ts';

/** How a form's POST is taken: its own page's path, the files it takes, and what a refused read is logged as. */
export interface PostedFormRules {
  path: (lang: Language) => string;
  files: FileRules | null;
  /** The log line of a body refused while read (never what the visitor typed). */
  refusedWhileReading: string;
}

/**
 * A multipart form posted to its own page: 404 for another path or language, 415 when not multipart, 413 when
 * larger than allowed; else `handle` answers, and the form's files are discarded after.
 */
export async function withPostedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: PostedFormRules,
  handle: (lang: Language, form: MultipartForm) => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const { lang } = request.params as { lang: string };
  if (!isLanguage(lang) || requestPath(request) !== rules.path(lang)) {
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such form' });
  }
  if (!request.isMultipart()) {
    return reply.code(415).send({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the form as multipart/form-data',
    });
  }
  let form: MultipartForm;
  try {
    form = await readMultipartForm(request, rules.files);
  } catch (error) {
    request.log.info({ err: error }, rules.refusedWhileReading);
    return reply
      .code(413)
      .send({ statusCode: 413, error: 'Payload Too Large', message: 'The form is larger than allowed' });
  }
  try {
    return await handle(lang, form);
  } finally {
    await form.discard();
  }
}
