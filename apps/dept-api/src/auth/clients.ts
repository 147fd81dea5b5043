/** The registry of API clients (client credentials) and the constant-time check of a client's secret. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ClientConfig, Scope } from '../config.ts';

export interface Client {
  clientId: string;
  scopes: readonly Scope[];
}

export interface ClientRegistry {
  /** The client when the id is known and the secret matches; otherwise null. Takes the same time either way. */
  authenticate(clientId: string, clientSecret: string): Client | null;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

export function createClientRegistry(clients: readonly ClientConfig[]): ClientRegistry {
  const byId = new Map(
    clients.map((client) => [
      client.client_id,
      { secretDigest: digest(client.client_secret), scopes: client.scopes },
    ]),
  );
  // Compared against when the client id is unknown, so both failures cost the same.
  const decoyDigest = digest('decoy secret for unknown clients');
  return {
    authenticate(clientId, clientSecret) {
      const entry = byId.get(clientId);
      const secretMatches = timingSafeEqual(digest(clientSecret), entry?.secretDigest ?? decoyDigest);
      return entry && secretMatches ? { clientId, scopes: entry.scopes } : null;
    },
  };
}
