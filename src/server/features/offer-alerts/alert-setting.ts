import type { OfferKind } from '../../../domain/bookings/offer-policy';
import type { OfferAlertSetting } from '../../../domain/offer-alerts/offer-alerts';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { offerTables } from '../bookings/offer-tables';
import { isLiveOffer } from '../bookings/registration-queries';
import { selectAlertMode, storeAlertMode } from './alert-queries';

// A person's own alert choice for one training or camp. Who may choose is the route's to check (a trainer's
// assignment, the admin area); here the offer must exist and be live, or it is 404.

interface OfferRef {
  profileId: string;
  kind: OfferKind;
  offerId: string;
}

async function assertLive(ctx: Pick<AppContext, 'db'>, { kind, offerId }: OfferRef) {
  if (!(await isLiveOffer(ctx.db, offerTables[kind], offerId))) throw notFound();
}

export async function readOfferAlert(ctx: Pick<AppContext, 'db'>, ref: OfferRef): Promise<OfferAlertSetting> {
  await assertLive(ctx, ref);
  return { mode: await selectAlertMode(ctx.db, ref.profileId, ref.kind, ref.offerId) };
}

export async function saveOfferAlert(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  ref: OfferRef,
  setting: OfferAlertSetting,
): Promise<OfferAlertSetting> {
  await assertLive(ctx, ref);
  await storeAlertMode(ctx.db, { ...ref, mode: setting.mode, now: ctx.clock.now() });
  return readOfferAlert(ctx, ref);
}
