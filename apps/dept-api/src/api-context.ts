/** What the routes share: the database, the clock, the client registry, the media folder, the token guard, mail. */
import type { onRequestHookHandler } from 'fastify';
import type { ClientRegistry } from './auth/clients.ts';
import type { TokenThrottle } from './auth/token-throttle.ts';
import type { Clock } from './auth/tokens.ts';
import type { Scope } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ImageVariants } from './media/image-variants.ts';

export interface ApiContext {
  database: Database;
  db: Db;
  clock: Clock;
  clients: ClientRegistry;
  /** Refuses callers after too many failed token exchanges. */
  tokenThrottle: TokenThrottle;
  mediaDir: string;
  /** Resized and converted raster images, made on demand and kept on disk. */
  imageVariants: ImageVariants;
  requireScope: (scope: Scope) => onRequestHookHandler;
  /** Outgoing mail through the outbox (SMTP when configured). */
  mailer: Mailer;
}
