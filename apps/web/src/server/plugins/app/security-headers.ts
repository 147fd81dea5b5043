import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { FACEBOOK_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '../../content/video-source.ts';

/** The only origins a page may frame: the players of YouTube (privacy-enhanced host) and Facebook videos. */
export const VIDEO_PLAYER_ORIGINS = [YOUTUBE_EMBED_ORIGIN, FACEBOOK_ORIGIN] as const;

/**
 * Security headers on every answer, pages included (docs/security.md, decision 0261: no executable inline
 * script, so script-src 'self' holds without 'unsafe-inline' or a nonce, and HTML stays cacheable).
 * A route that needs another policy sets its own header; this hook leaves it alone.
 */
export function contentSecurityPolicy(config: AppConfig, viteDev = false): string {
  const connect = ["'self'"];
  if (config.publicRuntimeSettings.firebase) {
    connect.push(
      'https://*.googleapis.com',
      'https://*.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://*.firebasedatabase.app',
      'wss://*.firebasedatabase.app',
    );
  }
  const script = ["'self'"];
  if (viteDev) {
    // Vite's dev server (main.ts --dev) injects an inline module script (React refresh preamble) and talks
    // over a websocket. The production build, whatever NODE_ENV says, needs neither.
    script.push("'unsafe-inline'");
    connect.push('ws:', 'wss:');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Hosted videos and their captions come from this site's /media; a YouTube or Facebook player is framed
    // only after the visitor presses play (docs/decisions/0214), and only from these two origins.
    "media-src 'self'",
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** GraphiQL (an internal tool, only when GRAPHIQL=true) loads its code from unpkg. */
const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent only on answers that travelled over TLS to the visitor (docs/decisions/0232). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer carries, whoever writes it: this plugin's hook, and the early errors Fastify and
 * Node answer before any hook runs (early-errors.ts). HSTS is added per answer: only over https.
 */
export function baseSecurityHeaders(config: AppConfig, viteDev = false): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'content-security-policy': contentSecurityPolicy(config, viteDev),
  };
}

/**
 * HSTS only when the visitor's connection is https: TLS here, or ended at a proxy that TRUST_PROXY believes
 * (request.protocol follows its X-Forwarded-Proto). Never on plain http, where it means nothing and, on a
 * development host name, would pin browsers to https. Production only, for the same reason.
 */
export function wantsStrictTransportSecurity(config: AppConfig, request: FastifyRequest): boolean {
  return config.isProduction && request.protocol === 'https';
}

export default fp(
  async (app, options: { viteDev?: boolean }) => {
    const { config } = app;
    const headers = baseSecurityHeaders(config, options.viteDev);
    // Two plain arrays and an indexed loop: this runs for every answer (decision 0421's addendum).
    const names = Object.keys(headers);
    const values = Object.values(headers);
    const graphiql = config.graphql.graphiql;

    app.addHook('onSend', (request, reply, payload, done) => {
      for (let index = 0; index < names.length; index++) {
        const name = names[index]!;
        if (reply.hasHeader(name)) continue;
        const isGraphiqlPolicy =
          graphiql && name === 'content-security-policy' && request.url.startsWith('/graphiql');
        reply.header(name, isGraphiqlPolicy ? GRAPHIQL_POLICY : values[index]!);
      }
      if (wantsStrictTransportSecurity(config, request) && !reply.hasHeader('strict-transport-security')) {
        reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
