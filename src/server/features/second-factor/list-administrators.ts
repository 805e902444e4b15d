import type { AdministratorsAnswer } from '../../../domain/second-factor/second-factor-api';
import type { AppContext } from '../../context';
import { selectAdministrators } from './administrators-queries';

export async function listAdministrators(ctx: AppContext, actorId: string): Promise<AdministratorsAnswer> {
  const rows = await selectAdministrators(ctx.db);
  return {
    administrators: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      enrolled: Boolean(row.enrolledAt),
      totp: Boolean(row.totpConfirmedAt),
      passkeys: row.passkeys,
      recoveryCodesLeft: row.recoveryCodesLeft,
      isSelf: row.id === actorId,
    })),
  };
}
