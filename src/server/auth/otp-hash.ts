import { createHmac } from 'node:crypto';

/**
 * How a sign-in code is stored: HMAC-SHA256 keyed with the server secret. A plain SHA-256 of six digits is reversed
 * from a leaked table in milliseconds (there are only a million codes); without the secret the hash reveals nothing.
 */
export function otpHasher(secret: string): (otp: string) => Promise<string> {
  return async (otp) => createHmac('sha256', secret).update(`sign-in-otp:${otp}`).digest('base64url');
}
