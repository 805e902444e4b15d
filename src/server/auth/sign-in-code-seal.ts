import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// The sign-in code travels to the mail worker through pg-boss's job table, which anyone with read access to the
// database can see. It goes there sealed: AES-256-GCM under a key derived from AUTH_SECRET, which lives in the
// configuration (or DATA_DIR), never in the database. The recipient is the associated data, so a job edited to
// mail someone else's code to another address no longer opens.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedCodeError extends Error {
  constructor() {
    // Never the sealed value or the code: this message may reach a log.
    super('Sign-in code cannot be unsealed');
    this.name = 'SealedCodeError';
  }
}

interface CodeSeal {
  seal(code: string, email: string): string;
  /** Throws SealedCodeError when the value was altered, belongs to another e-mail or another secret. */
  open(sealed: string, email: string): string;
}

/** Separate from the cookie signature and the code hash, which use the same secret for other purposes. */
function sealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'anpfiff', 'sign-in-code-seal/v1', 32));
}

// One derivation per secret, not one per code sealed or opened (a process has one secret; tests a few).
const seals = new Map<string, CodeSeal>();

export function codeSeal(secret: string): CodeSeal {
  let seal = seals.get(secret);
  if (!seal) {
    seal = createCodeSeal(sealKey(secret));
    seals.set(secret, seal);
  }
  return seal;
}

function createCodeSeal(key: Buffer): CodeSeal {
  return {
    seal(code, email) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(email, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, email) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext || rest.length > 0) throw new SealedCodeError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(email, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SealedCodeError();
      }
    },
  };
}
