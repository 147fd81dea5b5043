import type { FastifyRequest } from 'fastify';

const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)([^#]*)/i;

/**
 * An absolute-form request target (`GET http://evil.example/th HTTP/1.1`) becomes origin-form before anything
 * reads it: the path and query stay, and, as RFC 9112 §3.2.2 asks of an origin server, the target's authority
 * replaces the Host header. That authority is then just another hostile host name: it goes through the same
 * normalisation and site lookup, and absolute URLs come from configuration either way (docs/decisions/0226).
 */
export function useOriginFormTarget(request: FastifyRequest): void {
  const { raw } = request;
  const target = raw.url ?? '/';
  if (target.startsWith('/')) return;
  const match = absoluteForm.exec(target);
  if (!match) return;
  const rest = match[2] ?? '';
  raw.url = rest.startsWith('/') ? rest : `/${rest}`;
  raw.headers.host = match[1] ?? '';
}
