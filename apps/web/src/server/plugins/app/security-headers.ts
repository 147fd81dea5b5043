import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { FACEBOOK_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '../../content/video-source.ts';

/** The only origins a page may frame: the players of YouTube (privacy-enhanced host) and Facebook videos. */
export const VIDEO_PLAYER_ORIGINS = [YOUTUBE_EMBED_ORIGIN, FACEBOOK_ORIGIN] as const;

/**
 * Security headers on every answer, pages included (ARCHITECTURE "Performance design": no executable inline
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

export default fp(
  async (app, options: { viteDev?: boolean }) => {
    const policy = contentSecurityPolicy(app.config, options.viteDev);
    const fixed: Record<string, string> = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    };
    if (app.config.isProduction) fixed['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

    app.addHook('onSend', async (request, reply, payload) => {
      for (const [name, value] of Object.entries(fixed)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (!reply.hasHeader('content-security-policy')) {
        const isGraphiql = app.config.graphql.graphiql && request.url.startsWith('/graphiql');
        reply.header('content-security-policy', isGraphiql ? GRAPHIQL_POLICY : policy);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
