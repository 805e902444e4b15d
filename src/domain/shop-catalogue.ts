import type { ShopProduct } from './shop';

// The default shop catalogue (parent-portal.md section 9). Data, not rules: the provider can replace it in the
// settings (checked with shopCatalogueSchema). Prices in cents; payment happens on site in cash or TWINT.

/**
 * The product "Abo 10+1": an order of it is paid on site and fulfilled by the admin's grant of a credit pack
 * (/admin/abo), which links the pack to the order so the order is fulfilled once. A provider's own catalogue
 * keeps this id for its pack.
 */
export const PACK_PRODUCT_ID = 'abo-10-plus-1';

const SIZES_CHILD = ['140', '152', '164'];
const SIZES_ADULT = ['176/s', 'M'];

export const defaultShopCatalogue: ShopProduct[] = [
  {
    id: 'trikot-set',
    title: 'Trikot Set',
    description: 'Trikot, Hose und Stulpen im Vereinsdesign.',
    images: [],
    priceChild: 9000,
    priceAdult: 10000,
    sizesChild: SIZES_CHILD,
    sizesAdult: SIZES_ADULT,
    options: [],
  },
  {
    id: 'regenjacke',
    title: 'Regenjacke',
    description: 'Wasserdichte Regenjacke für Training und Match.',
    images: [],
    priceChild: 6000,
    priceAdult: 6500,
    sizesChild: SIZES_CHILD,
    sizesAdult: SIZES_ADULT,
    options: [],
  },
  {
    id: 'socken',
    title: 'Socken',
    description: 'Fussballsocken, in Weiss oder Schwarz.',
    images: [],
    sizesChild: [],
    sizesAdult: [],
    options: [
      { id: 'weiss', label: 'Weiss', price: 1000 },
      { id: 'schwarz', label: 'Schwarz', price: 1000 },
    ],
    defaultOptionId: 'weiss',
  },
  {
    id: 'gutschein',
    title: 'Trainings-Gutschein',
    description: 'Gutschein für TIZ Trainings, ideal als Geschenk.',
    images: [],
    sizesChild: [],
    sizesAdult: [],
    options: [
      { id: '1-training', label: '1 Training', price: 2500 },
      { id: '2-trainings', label: '2 Trainings', price: 5000 },
      { id: '3-trainings', label: '3 Trainings', price: 7500 },
      { id: '5-trainings', label: '5 Trainings', price: 12500 },
    ],
  },
  {
    id: PACK_PRODUCT_ID,
    title: 'Abo 10+1',
    description: '10 Trainings bezahlen, 11 besuchen.',
    images: [],
    sizesChild: [],
    sizesAdult: [],
    options: [{ id: '10-plus-1', label: '11 Trainings', price: 25000 }],
  },
];
