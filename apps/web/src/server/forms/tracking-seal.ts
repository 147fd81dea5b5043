import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The tracking code and password of a complaint, sealed (AES-256-GCM, a key derived from the server's form secret)
 * for the rating form of its status page: the complainant rates without typing them again, and the page never
 * carries the password as text. The seal expires (30 minutes) and is bound to the site; it opens nothing by itself
 * (dept-api checks the password again, with its limits).
 */
export const SEAL_LIFETIME_MS = 30 * 60 * 1000;

export interface TrackingCredentials {
  trackingCode: string;
  password: string;
}

export interface TrackingSeal {
  seal(credentials: TrackingCredentials, siteId: string): string;
  /** The credentials, or null when the seal is not this server's, is for another site, or has expired. */
  open(sealed: string, siteId: string): TrackingCredentials | null;
}

export function createTrackingSeal(secret: string, now: () => number = Date.now): TrackingSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'probation-web complaint tracking seal', 32));
  return {
    seal({ trackingCode, password }, siteId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(siteId));
      const plain = JSON.stringify({ c: trackingCode, p: password, e: now() + SEAL_LIFETIME_MS });
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
        const { c, p, e } = JSON.parse(plain) as { c: unknown; p: unknown; e: unknown };
        if (typeof c !== 'string' || typeof p !== 'string' || typeof e !== 'number' || e < now()) return null;
        return { trackingCode: c, password: p };
      } catch {
        return null;
      }
    },
  };
}
