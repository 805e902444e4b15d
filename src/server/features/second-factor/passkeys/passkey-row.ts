import type { PasskeyRow } from '../../../../domain/second-factor/passkeys-api';
import type { PasskeyRecord } from './queries';

export function toPasskeyRow(row: PasskeyRecord): PasskeyRow {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    adminFactor: row.adminFactorAt !== null,
  };
}
