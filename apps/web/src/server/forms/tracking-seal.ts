import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A complaint's secrets sealed for the browser to hold (AES-256-GCM under a key derived with HKDF from the server's
 * form secret, one key per purpose): what the browser holds can be neither read nor changed nor used for another
 * purpose or site (the site id is the associated data), and it expires (30 minutes). It opens nothing by itself:
 * dept-api checks a password again, with its limits. Two uses: the tracking code and password in the rating form of
 * a status page (decision 0154), and a filed complaint's confirmation in a cookie (decision 0611).
 */
export const SEAL_LIFETIME_MS = 30 * 60 * 1000;

export interface Sealer {
  seal(value: Record<string, unknown>, siteId: string): string;
  /** The value, or null when the seal is not this server's (or purpose's), is for another site, or has expired. */
  open(sealed: string, siteId: string): Record<string, unknown> | null;
}

export function createSealer(secret: string, purpose: string, now: () => number = Date.now): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
  return {
    seal(value, siteId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(siteId));
      const plain = JSON.stringify({ v: value, e: now() + SEAL_LIFETIME_MS });
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed, siteId) {
      if (!/^[A-Za-z0-9_-]{40,1024}$/.test(sealed)) return null;
      const bytes = Buffer.from(sealed, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAAD(Buffer.from(siteId));
        decipher.setAuthTag(bytes.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
        const { v, e } = JSON.parse(plain) as { v: unknown; e: unknown };
        if (typeof v !== 'object' || v === null || typeof e !== 'number' || e < now()) return null;
        return v as Record<string, unknown>;
      } catch {
        return null;
      }
    },
  };
}

export interface TrackingCredentials {
  trackingCode: string;
  password: string;
}

export interface TrackingSeal {
  seal(credentials: TrackingCredentials, siteId: string): string;
  /** The credentials, or null when the seal is not this server's, is for another site, or has expired. */
  open(sealed: string, siteId: string): TrackingCredentials | null;
}

/** The tracking code and password of a status page's rating form. */
export function createTrackingSeal(secret: string, now: () => number = Date.now): TrackingSeal {
  const sealer = createSealer(secret, 'probation-web complaint tracking seal', now);
  return {
    seal: ({ trackingCode, password }, siteId) => sealer.seal({ trackingCode, password }, siteId),
    open(sealed, siteId) {
      const value = sealer.open(sealed, siteId);
      const { trackingCode, password } = value ?? {};
      return typeof trackingCode === 'string' && typeof password === 'string'
        ? { trackingCode, password }
        : null;
    },
  };
}
