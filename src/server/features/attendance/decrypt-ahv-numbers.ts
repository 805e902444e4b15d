import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { selectAhvCiphertexts } from './attendance-queries';

/**
 * The participants' full AHV numbers, for the J+S file alone (the purpose that makes storing them lawful, decision
 * 039). Decrypted in the export's transaction, which also writes the audit row naming how many were revealed.
 */
export async function decryptAhvNumbers(
  ctx: Pick<AppContext, 'ahv'>,
  tx: Tx,
  childIds: readonly string[],
): Promise<Map<string, string>> {
  const stored = await selectAhvCiphertexts(tx, childIds);
  return new Map([...stored].map(([childId, cipher]) => [childId, ctx.ahv.decrypt(cipher)]));
}
