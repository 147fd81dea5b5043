import type { FastifyBaseLogger } from 'fastify';
import { AccessTokenError, ClientAuthorizationError, UpstreamTimeoutError } from '../errors.ts';
import type { AccessTokenResponse } from './contract-types.ts';
import type { Transport } from './transport.ts';

/**
 * The client-credentials token of the gateway (requirements.md §9.1 call 1, §12.2; decision 0200). It never leaves
 * the server. One exchange at a time: concurrent callers share it. The token is renewed ahead of its expiry
 * (in the background while the held one is still valid), and dropped when a call answers 401.
 */

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 23 * 60 * 60;
/** Renew this long before expiry: 10% of the lifetime, at most 5 minutes. */
const MAX_RENEW_AHEAD_MS = 5 * 60 * 1000;

export interface TokenManagerOptions {
  transport: Transport;
  clientId: string;
  clientSecret: string;
  scope: string;
  logger: FastifyBaseLogger;
  /** Log the refused exchange's answer body (development only, requirements.md §10.1). */
  logRefusalBody: boolean;
}

export interface TokenManager {
  /** A valid token, exchanging for one when none is held. */
  getToken(): Promise<string>;
  /** Forgets `token` if it is the one held (after the upstream answered 401 to it). */
  invalidate(token: string): void;
  /** True while an unexpired token is held (readiness). */
  hasToken(): boolean;
}

interface HeldToken {
  value: string;
  renewAt: number;
  expiresAt: number;
}

export function createTokenManager(options: TokenManagerOptions): TokenManager {
  let held: HeldToken | undefined;
  let exchangeInFlight: Promise<string> | undefined;

  function exchangeOnce(): Promise<string> {
    exchangeInFlight ??= exchange().finally(() => {
      exchangeInFlight = undefined;
    });
    return exchangeInFlight;
  }

  async function exchange(): Promise<string> {
    let response;
    try {
      response = await options.transport.sendJson({
        method: 'POST',
        path: '/oauth2/client/access-token',
        body: {
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: options.scope,
        },
      });
    } catch (error) {
      const reason = error instanceof UpstreamTimeoutError ? error.message : describeNetworkError(error);
      throw new AccessTokenError(reason, undefined, { cause: error });
    }
    if (response.statusCode < 200 || response.statusCode >= 300) {
      if (options.logRefusalBody) {
        options.logger.warn(
          { status: response.statusCode, body: response.data },
          'Error in Client Authorization',
        );
      }
      throw new ClientAuthorizationError(response.statusCode);
    }
    const body = response.data as Partial<AccessTokenResponse> | undefined;
    if (!body || typeof body.access_token !== 'string' || body.access_token === '') {
      throw new AccessTokenError('the token answer has no access_token', response.statusCode);
    }
    const lifetimeMs =
      (typeof body.expires_in === 'number' && body.expires_in > 0
        ? body.expires_in
        : DEFAULT_TOKEN_LIFETIME_SECONDS) * 1000;
    const now = Date.now();
    held = {
      value: body.access_token,
      expiresAt: now + lifetimeMs,
      renewAt: now + lifetimeMs - Math.min(MAX_RENEW_AHEAD_MS, lifetimeMs / 10),
    };
    options.logger.info({ expiresInSeconds: lifetimeMs / 1000 }, 'obtained a department API access token');
    return held.value;
  }

  return {
    async getToken() {
      const now = Date.now();
      if (held && now < held.renewAt) return held.value;
      if (held && now < held.expiresAt) {
        exchangeOnce().catch((error: unknown) => {
          options.logger.warn(
            { err: error },
            'renewing the department API access token failed; the held one stays',
          );
        });
        return held.value;
      }
      return exchangeOnce();
    },
    invalidate(token) {
      if (held?.value === token) held = undefined;
    },
    hasToken() {
      return held !== undefined && Date.now() < held.expiresAt;
    },
  };
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
