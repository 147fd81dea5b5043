/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query or an insert with one fails inside the driver.
 * Every request that carries one in its path, query string or JSON body is refused first, with a 400 that says so.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  const entries = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return entries.some((entry) => containsNul(entry, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('Text must not contain the NUL character (U+0000)');
    }
  });
}
