import type { AdminTrainer } from '../../../domain/trainers/trainers-api';
import type { DbOrTx } from '../../db/client';
import { selectTrainers } from './queries';
import { toAdminTrainer } from './trainer-view';

export async function listTrainers(db: DbOrTx): Promise<AdminTrainer[]> {
  return (await selectTrainers(db)).map(toAdminTrainer);
}
