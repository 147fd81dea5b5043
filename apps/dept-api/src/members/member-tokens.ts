/**
 * The members' secrets: member tokens (24 hours), link tokens (verification, reset, newsletter confirmation and
 * unsubscribe). Each is 32 random bytes in base64url, handed out once and stored only as its SHA-256.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { limitedAddress } from '../auth/caller-address.ts';

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newMemberId(): string {
  return randomBytes(12).toString('hex');
}

/** The key an e-mail address is unique and counted by: trimmed, lower case (the whole address, as people type it). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** An account as the login limits count it: known or not, the same kind of key (an HMAC of site and address). */
export function accountKey(siteId: string, email: string, salt: string): string {
  return createHmac('sha256', salt)
    .update(`${siteId}\n${emailKey(email)}`)
    .digest('hex');
}

/** The sender's address as limits count it: an HMAC (IPv4-mapped IPv6 as IPv4, an IPv6 address by its /64). */
export function senderFingerprint(ip: string, salt: string): string {
  return createHmac('sha256', salt)
    .update(`member\n${limitedAddress(ip)}`)
    .digest('hex');
}
