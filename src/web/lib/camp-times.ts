import type { ScheduleCamp } from '@domain/bookings/contracts';
import { offerMessages } from '@domain/messages/offer-cards';

/** '09:00–16:00 Uhr' (Zurich wall-clock times), the start alone without an end, null for a camp without times. */
export function campTimes(camp: Pick<ScheduleCamp, 'startTime' | 'endTime'>): string | null {
  if (camp.startTime && camp.endTime) return offerMessages.timeRange(camp.startTime, camp.endTime);
  return camp.startTime ? offerMessages.time(camp.startTime) : null;
}
