import { eq } from 'drizzle-orm';
import { type ShopProduct, shopCatalogueSchema } from '../../../domain/shop';
import { SHOP_CATALOGUE_SETTING } from '../../../domain/shop-api';
import { defaultShopCatalogue } from '../../../domain/shop-catalogue';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';
import { logFor } from '../../observability/log';

const log = logFor('shop');

// The shop's products are data (parent-portal.md section 9): the provider's own catalogue in app_settings, checked
// before use, or the default one. A broken setting must not close the shop: it is logged and the default applies.

export async function loadShopCatalogue(db: DbOrTx): Promise<ShopProduct[]> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SHOP_CATALOGUE_SETTING));
  if (!row) return defaultShopCatalogue;
  const parsed = shopCatalogueSchema.safeParse(row.value);
  if (parsed.success) return parsed.data;
  log.warn(
    { issues: parsed.error.issues.map((i) => i.message) },
    'Katalog in app_settings ungültig, Standardkatalog aktiv',
  );
  return defaultShopCatalogue;
}
