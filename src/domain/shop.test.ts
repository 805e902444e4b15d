import { describe, expect, it } from 'vitest';
import {
  defaultOptionWhenQuantityRises,
  lineUnitPrice,
  type OrderLine,
  type ShopProduct,
  shopCatalogueSchema,
  validateOrder,
  withQuantity,
} from './shop';
import { defaultShopCatalogue } from './shop-catalogue';

const catalogue = defaultShopCatalogue;
const product = (id: string): ShopProduct => {
  const found = catalogue.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

describe('the default catalogue (parent-portal.md section 9)', () => {
  it.each([
    ['trikot-set', '140', null, 9000],
    ['trikot-set', '152', null, 9000],
    ['trikot-set', '164', null, 9000],
    ['trikot-set', '176/s', null, 10000],
    ['trikot-set', 'M', null, 10000],
    ['regenjacke', '140', null, 6000],
    ['regenjacke', 'M', null, 6500],
    ['socken', null, 'weiss', 1000],
    ['socken', null, 'schwarz', 1000],
    ['gutschein', null, '1-training', 2500],
    ['gutschein', null, '2-trainings', 5000],
    ['gutschein', null, '3-trainings', 7500],
    ['gutschein', null, '5-trainings', 12500],
    ['abo-10-plus-1', null, '10-plus-1', 25000],
  ])('%s size %j option %j costs %i cents', (id, size, optionId, cents) => {
    expect(lineUnitPrice(product(id), size, optionId)).toBe(cents);
  });

  it('passes its own catalogue check', () => {
    expect(shopCatalogueSchema.safeParse(catalogue).success).toBe(true);
  });
});

describe('lineUnitPrice refuses what the product does not have', () => {
  it.each([
    ['trikot-set', null, null],
    ['trikot-set', '128', null],
    ['trikot-set', '140', 'weiss'],
    ['socken', null, null],
    ['socken', null, 'rot'],
    ['socken', 'M', 'weiss'],
    ['gutschein', null, '4-trainings'],
  ])('%s size %j option %j -> null', (id, size, optionId) => {
    expect(lineUnitPrice(product(id), size, optionId)).toBeNull();
  });

  it('adds an option price to the size price and refuses a size without a configured price', () => {
    const custom: ShopProduct = {
      id: 'x',
      title: 'Trainingsanzug',
      description: '',
      images: [],
      priceChild: 5000,
      sizesChild: ['140'],
      sizesAdult: ['L'],
      options: [{ id: 'name', label: 'Mit Namen', price: 1500 }],
    };
    expect(lineUnitPrice(custom, '140', 'name')).toBe(6500);
    expect(lineUnitPrice(custom, 'L', 'name')).toBeNull();
  });
});

describe('default option when the quantity rises', () => {
  it.each([
    ['socken', 'weiss'],
    ['abo-10-plus-1', '10-plus-1'],
    ['gutschein', null],
    ['trikot-set', null],
  ])('%s -> %j', (id, optionId) => {
    expect(defaultOptionWhenQuantityRises(product(id))).toBe(optionId);
  });

  it.each([
    ['socks rise from 0 without colour', 'socken', 0, null, 1, 'weiss'],
    ['socks rise from 0 with black chosen', 'socken', 0, 'schwarz', 2, 'schwarz'],
    ['socks go from 1 to 2 with the colour cleared', 'socken', 1, null, 2, null],
    ['socks drop to 0', 'socken', 1, 'weiss', 0, 'weiss'],
    ['voucher rises: the parent chooses', 'gutschein', 0, null, 1, null],
  ])('%s', (_label, id, from, optionId, to, expected) => {
    const line: OrderLine = { productId: id, optionId, quantity: from };
    expect(withQuantity(product(id), line, to)).toEqual({ ...line, quantity: to, optionId: expected });
  });
});

describe('validateOrder', () => {
  it('prices a valid order from the catalogue', () => {
    const result = validateOrder(catalogue, [
      { productId: 'trikot-set', size: '140', quantity: 2, unitPrice: 9000 },
      { productId: 'socken', optionId: 'weiss', quantity: 3 },
      { productId: 'regenjacke', quantity: 0 },
      { productId: 'abo-10-plus-1', optionId: '10-plus-1', quantity: 1 },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.total).toBe(46000);
    expect(result.items).toEqual([
      {
        productId: 'trikot-set',
        title: 'Trikot Set',
        size: '140',
        optionId: null,
        optionLabel: null,
        quantity: 2,
        unitPrice: 9000,
        lineTotal: 18000,
      },
      {
        productId: 'socken',
        title: 'Socken',
        size: null,
        optionId: 'weiss',
        optionLabel: 'Weiss',
        quantity: 3,
        unitPrice: 1000,
        lineTotal: 3000,
      },
      {
        productId: 'abo-10-plus-1',
        title: 'Abo 10+1',
        size: null,
        optionId: '10-plus-1',
        optionLabel: '11 Trainings',
        quantity: 1,
        unitPrice: 25000,
        lineTotal: 25000,
      },
    ]);
  });

  it.each<[string, OrderLine, string, string]>([
    [
      'size missing',
      { productId: 'trikot-set', quantity: 1 },
      'SIZE_REQUIRED',
      'Trikot Set: Bitte eine Grösse wählen.',
    ],
    [
      'unknown size',
      { productId: 'regenjacke', size: 'XXL', quantity: 1 },
      'INVALID_SIZE',
      'Regenjacke: Diese Grösse gibt es nicht.',
    ],
    [
      'size on socks',
      { productId: 'socken', size: 'M', optionId: 'weiss', quantity: 1 },
      'INVALID_SIZE',
      'Socken: Diese Grösse gibt es nicht.',
    ],
    [
      'option missing',
      { productId: 'gutschein', quantity: 1 },
      'OPTION_REQUIRED',
      'Trainings-Gutschein: Bitte eine Variante wählen.',
    ],
    [
      'unknown option',
      { productId: 'socken', optionId: 'rot', quantity: 1 },
      'INVALID_OPTION',
      'Socken: Diese Variante gibt es nicht.',
    ],
    [
      'negative quantity',
      { productId: 'socken', optionId: 'weiss', quantity: -1 },
      'INVALID_QUANTITY',
      'Socken: Die Anzahl muss eine ganze Zahl von 0 bis 99 sein.',
    ],
    [
      'fractional quantity',
      { productId: 'socken', optionId: 'weiss', quantity: 1.5 },
      'INVALID_QUANTITY',
      'Socken: Die Anzahl muss eine ganze Zahl von 0 bis 99 sein.',
    ],
    [
      'not a number',
      { productId: 'socken', optionId: 'weiss', quantity: Number.NaN },
      'INVALID_QUANTITY',
      'Socken: Die Anzahl muss eine ganze Zahl von 0 bis 99 sein.',
    ],
    [
      'above the cap',
      { productId: 'socken', optionId: 'weiss', quantity: 100 },
      'INVALID_QUANTITY',
      'Socken: Die Anzahl muss eine ganze Zahl von 0 bis 99 sein.',
    ],
    [
      'unknown product',
      { productId: 'ball', quantity: 1 },
      'UNKNOWN_PRODUCT',
      'Dieses Produkt ist nicht mehr im Angebot.',
    ],
    [
      'tampered price',
      { productId: 'trikot-set', size: 'M', quantity: 1, unitPrice: 9000 },
      'TAMPERED_PRICE',
      'Trikot Set: Der Preis hat sich geändert. Bitte die Bestellung neu laden und prüfen.',
    ],
  ])('%s', (_label, line, code, message) => {
    const valid: OrderLine = { productId: 'socken', optionId: 'schwarz', quantity: 1 };
    const result = validateOrder(catalogue, [valid, line]);
    expect(result.problems).toEqual([{ code, lineIndex: 1, message }]);
    expect(result.items.map((i) => i.productId)).toEqual(['socken']);
    expect(result.total).toBe(1000);
  });

  it.each<[string, OrderLine[]]>([
    ['no lines', []],
    [
      'only zero quantities',
      [
        { productId: 'trikot-set', quantity: 0 },
        { productId: 'gutschein', quantity: 0 },
      ],
    ],
  ])('refuses an empty order: %s', (_label, lines) => {
    expect(validateOrder(catalogue, lines)).toEqual({
      problems: [
        { code: 'EMPTY_ORDER', lineIndex: null, message: 'Bitte mindestens einen Artikel auswählen.' },
      ],
      items: [],
      total: 0,
    });
  });

  it('refuses a total of 0 from a free product', () => {
    const free: ShopProduct = {
      ...product('socken'),
      options: [{ id: 'gratis', label: 'Gratis', price: 0 }],
    };
    const result = validateOrder([free], [{ productId: 'socken', optionId: 'gratis', quantity: 2 }]);
    expect(result.problems.map((p) => p.code)).toEqual(['EMPTY_ORDER']);
  });
});

describe('shopCatalogueSchema', () => {
  const base = {
    id: 'p',
    title: 'P',
    sizesChild: [],
    sizesAdult: [],
    options: [{ id: 'o', label: 'O', price: 100 }],
  };
  it.each([
    ['a minimal product', [base], true],
    ['duplicate ids', [base, base], false],
    ['child sizes without a child price', [{ ...base, sizesChild: ['140'] }], false],
    ['adult sizes without an adult price', [{ ...base, sizesAdult: ['M'], priceChild: 100 }], false],
    ['neither sizes nor options', [{ ...base, options: [] }], false],
    ['a default option that does not exist', [{ ...base, defaultOptionId: 'x' }], false],
    ['a negative price', [{ ...base, options: [{ id: 'o', label: 'O', price: -1 }] }], false],
  ])('%s -> valid %j', (_label, products, valid) => {
    expect(shopCatalogueSchema.safeParse(products).success).toBe(valid);
  });
});
