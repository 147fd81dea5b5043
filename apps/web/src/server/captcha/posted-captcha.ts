import type { FastifyRequest } from 'fastify';

/**
 * Whether a posted form's captcha passes: its proof of work, or its answer in words with the answer's token. Every
 * form asks through here, so none forgets the visitor's address that answers in words are limited by (decision 0604).
 */
export function passedPostedCaptcha(
  request: FastifyRequest,
  fields: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  return request.server.captcha.verify({
    altcha: fields.altcha,
    answer: fields.captcha_answer,
    token: fields.captcha_token,
    visitor: request.ip,
  });
}
