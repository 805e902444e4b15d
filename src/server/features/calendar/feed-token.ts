import { createHash, randomBytes } from 'node:crypto';

// The secret in a feed's address: 32 random bytes (256 bits), base64url. Only its SHA-256 is stored: the token is
// random and long, so a plain hash cannot be reversed or guessed, and no key is needed that a rotation could lose.

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding are exactly 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface FeedToken {
  token: string;
  hash: string;
}

export function newFeedToken(): FeedToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashFeedToken(token) };
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything else in the address is no token of ours: answered 404 without asking the database. */
export function isFeedTokenShaped(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
