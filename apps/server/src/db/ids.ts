/**
 * Identifiers: short object ids for entities, 256-bit secrets for tokens (stored hashed), and
 * public ids for links that are shown again (kiosks).
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 10-character objectId in the style the spec's ids take; random, not a secret. */
export function newObjectId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const b of bytes) {
    id += ALPHABET[b % ALPHABET.length];
  }
  return id;
}

/** An unguessable token (256 bits, base64url) for sessions, resets, invites and keys. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The public id of a link that is kept to be shown again (a kiosk's /kiosks/{id}): 128 random
 * bits, base64url (22 characters, so its QR code stays small), never derived from an object id.
 */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** What is stored for a token: its SHA-256, so a database leak does not leak live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
