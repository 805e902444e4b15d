import type { AdminCamp } from '../../../domain/camps/admin-camps-api';
import type { CampFormValues } from '../../../domain/camps/camp-form';
import type { AppContext } from '../../context';
import { camps } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { selectAdminCamp } from './admin-queries';
import { campColumnsOf } from './camp-values';

/** Creates a camp (its flyer is uploaded on its own afterwards), with its audit row, in one transaction. */
export async function createCamp(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  values: CampFormValues,
): Promise<AdminCamp> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(camps)
      .values({ ...campColumnsOf(values), createdAt: now, updatedAt: now })
      .returning({ id: camps.id });
    if (!row) throw new Error('camp insert returned no row');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'camp.create',
      subject: { type: 'camp', id: row.id },
      details: { name: values.name, startDate: values.startDate, endDate: values.endDate },
      at: now,
    });
    const camp = await selectAdminCamp(tx, row.id);
    if (!camp) throw notFound();
    return camp;
  });
}
