import type { AhvCipher } from '../../src/server/crypto/ahv-cipher';
import type { DbOrTx } from '../../src/server/db/client';
import { authSecondFactors } from '../../src/server/db/schema';

/**
 * An admin enrolled with a TOTP app whose secret (base32) is known (the demo admin's, a test's): encrypted as the
 * server stores it, confirmed, no recovery codes.
 */
export async function enrolTotpFactor(
  db: DbOrTx,
  params: { userId: string; secret: string; cipher: AhvCipher; at?: Date },
): Promise<void> {
  const at = params.at ?? new Date();
  await db.insert(authSecondFactors).values({
    userId: params.userId,
    totpSecretEncrypted: params.cipher.encrypt(params.secret),
    totpConfirmedAt: at,
    enrolledAt: at,
    createdAt: at,
    updatedAt: at,
  });
}
