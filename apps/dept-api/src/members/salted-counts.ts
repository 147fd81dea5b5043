/**
 * What the members' limits (login-throttle.ts, request-limits.ts) stand on: rows in the database, so replicas
 * share them, and senders counted by the salted HMAC of their address, never the address.
 */
import type { Db } from '../db/database.ts';
import { senderFingerprint } from './member-tokens.ts';

export abstract class SaltedCounts {
  protected readonly db: Db;
  protected readonly salt: string;
  constructor(db: Db, salt: string) {
    this.db = db;
    this.salt = salt;
  }

  protected sender(senderIp: string): string {
    return senderFingerprint(senderIp, this.salt);
  }
}
