import { z } from 'zod';
import { shopFormMessages } from './messages/forms';

// The shop order rules (parent-portal.md sections 5 and 9). Prices are integer cents and always come from the
// catalogue: what a browser claims a line costs is only compared, never used.

interface ShopOption {
  id: string;
  label: string;
  /** Added to the size price; for products without sizes it is the whole price. */
  price: number;
}

export interface ShopProduct {
  id: string;
  title: string;
  description: string;
  images: string[];
  priceChild?: number;
  priceAdult?: number;
  sizesChild: string[];
  sizesAdult: string[];
  options: ShopOption[];
  /** Chosen by itself when the quantity rises above 0 (the socks' colour). */
  defaultOptionId?: string;
}

export interface OrderLine {
  productId: string;
  size?: string | null;
  optionId?: string | null;
  quantity: number;
  /** What the browser showed, in cents; a line whose claim differs from the catalogue is refused. */
  unitPrice?: number;
}

export interface PricedOrderLine {
  productId: string;
  title: string;
  size: string | null;
  optionId: string | null;
  optionLabel: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

type OrderProblemCode =
  | 'UNKNOWN_PRODUCT'
  | 'INVALID_QUANTITY'
  | 'SIZE_REQUIRED'
  | 'INVALID_SIZE'
  | 'OPTION_REQUIRED'
  | 'INVALID_OPTION'
  | 'TAMPERED_PRICE'
  | 'EMPTY_ORDER';

export interface OrderProblem {
  code: OrderProblemCode;
  /** Index of the line in the request; null for a problem of the whole order. */
  lineIndex: number | null;
  message: string;
}

interface OrderValidation {
  problems: OrderProblem[];
  /** The lines with a quantity above 0 that are in order, priced from the catalogue. */
  items: PricedOrderLine[];
  /** Sum of the items' line totals in cents. */
  total: number;
}

/** A club shop order, not a wholesale one: more of one line than this is a typo. */
export const MAX_LINE_QUANTITY = 99;

export function hasSizes(product: ShopProduct): boolean {
  return product.sizesChild.length > 0 || product.sizesAdult.length > 0;
}

/** The catalogue price of one piece in cents, or null when the size or option does not exist. */
export function lineUnitPrice(
  product: ShopProduct,
  size: string | null | undefined,
  optionId: string | null | undefined,
): number | null {
  let base = 0;
  if (hasSizes(product)) {
    if (size && product.sizesChild.includes(size)) base = product.priceChild ?? Number.NaN;
    else if (size && product.sizesAdult.includes(size)) base = product.priceAdult ?? Number.NaN;
    else return null;
  } else if (size) {
    return null;
  }
  let extra = 0;
  if (product.options.length > 0) {
    const option = product.options.find((o) => o.id === optionId);
    if (!option) return null;
    extra = option.price;
  } else if (optionId) {
    return null;
  }
  const price = base + extra;
  return Number.isFinite(price) ? price : null;
}

/** The option set by itself when the quantity rises above 0: the product's default, or its only option. */
export function defaultOptionWhenQuantityRises(product: ShopProduct): string | null {
  const byDefault = product.options.find((o) => o.id === product.defaultOptionId);
  if (byDefault) return byDefault.id;
  return product.options.length === 1 ? product.options[0]!.id : null;
}

/** A line after the parent changed its quantity: rising from 0 fills an empty option with the default. */
export function withQuantity(product: ShopProduct, line: OrderLine, quantity: number): OrderLine {
  const rises = line.quantity <= 0 && quantity > 0;
  const optionId =
    rises && !line.optionId ? defaultOptionWhenQuantityRises(product) : (line.optionId ?? null);
  return { ...line, quantity, optionId };
}

function lineProblem(product: ShopProduct, line: OrderLine): OrderProblemCode | null {
  if (hasSizes(product)) {
    if (!line.size) return 'SIZE_REQUIRED';
    if (!product.sizesChild.includes(line.size) && !product.sizesAdult.includes(line.size))
      return 'INVALID_SIZE';
  } else if (line.size) {
    return 'INVALID_SIZE';
  }
  if (product.options.length > 0) {
    if (!line.optionId) return 'OPTION_REQUIRED';
    if (!product.options.some((o) => o.id === line.optionId)) return 'INVALID_OPTION';
  } else if (line.optionId) {
    return 'INVALID_OPTION';
  }
  return null;
}

function problemMessage(code: OrderProblemCode, title: string): string {
  switch (code) {
    case 'UNKNOWN_PRODUCT':
      return shopFormMessages.unknownProduct;
    case 'INVALID_QUANTITY':
      return shopFormMessages.invalidQuantity(title, MAX_LINE_QUANTITY);
    case 'SIZE_REQUIRED':
      return shopFormMessages.sizeRequired(title);
    case 'INVALID_SIZE':
      return shopFormMessages.invalidSize(title);
    case 'OPTION_REQUIRED':
      return shopFormMessages.optionRequired(title);
    case 'INVALID_OPTION':
      return shopFormMessages.invalidOption(title);
    case 'TAMPERED_PRICE':
      return shopFormMessages.priceChanged(title);
    case 'EMPTY_ORDER':
      return shopFormMessages.emptyOrder;
  }
}

/** The line priced from the catalogue, what is wrong with it, or null for a line not ordered (quantity 0). */
function priceLine(
  product: ShopProduct | undefined,
  line: OrderLine,
): PricedOrderLine | OrderProblemCode | null {
  const { quantity } = line;
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY) return 'INVALID_QUANTITY';
  if (quantity === 0) return null;
  if (!product) return 'UNKNOWN_PRODUCT';
  const problem = lineProblem(product, line);
  if (problem) return problem;
  const unitPrice = lineUnitPrice(product, line.size, line.optionId);
  if (unitPrice === null) return 'INVALID_SIZE';
  if (line.unitPrice !== undefined && line.unitPrice !== unitPrice) return 'TAMPERED_PRICE';
  const option = product.options.find((o) => o.id === line.optionId);
  return {
    productId: product.id,
    title: product.title,
    size: line.size ?? null,
    optionId: option?.id ?? null,
    optionLabel: option?.label ?? null,
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
  };
}

/**
 * Checks an order against the catalogue and prices it. The order may be sent only when `problems` is empty;
 * the web shows the same problems before sending that the server answers after.
 */
export function validateOrder(
  products: readonly ShopProduct[],
  lines: readonly OrderLine[],
): OrderValidation {
  const problems: OrderProblem[] = [];
  const items: PricedOrderLine[] = [];
  const add = (code: OrderProblemCode, lineIndex: number | null, title = '') => {
    problems.push({ code, lineIndex, message: problemMessage(code, title) });
  };

  for (const [lineIndex, line] of lines.entries()) {
    const product = products.find((p) => p.id === line.productId);
    const result = priceLine(product, line);
    if (typeof result === 'string') add(result, lineIndex, product?.title ?? line.productId);
    else if (result) items.push(result);
  }

  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  if (problems.length === 0 && total <= 0) add('EMPTY_ORDER', null);
  return { problems, items, total };
}

/** The shape of an order's line (an order request holds up to 100, shop-api.ts); the rules above judge its content. */
export const orderLineSchema = z.object({
  productId: z.string().max(100),
  size: z.string().max(50).nullish(),
  optionId: z.string().max(100).nullish(),
  quantity: z.number(),
  unitPrice: z.number().optional(),
});

const cents = z.number().int().min(0);

/** A catalogue the provider stores in the settings is checked before the shop uses it. */
export const shopCatalogueSchema = z
  .array(
    z.object({
      id: z.string().trim().min(1).max(100),
      title: z.string().trim().min(1).max(200),
      description: z.string().max(5000).default(''),
      images: z.array(z.string().max(2000)).default([]),
      priceChild: cents.optional(),
      priceAdult: cents.optional(),
      sizesChild: z.array(z.string().trim().min(1).max(50)).default([]),
      sizesAdult: z.array(z.string().trim().min(1).max(50)).default([]),
      options: z
        .array(
          z.object({ id: z.string().trim().min(1).max(100), label: z.string().trim().min(1), price: cents }),
        )
        .default([]),
      defaultOptionId: z.string().optional(),
    }),
  )
  .superRefine((products, ctx) => {
    const ids = new Set<string>();
    for (const p of products) {
      const wrong =
        ids.has(p.id) ||
        (p.sizesChild.length > 0 && p.priceChild === undefined) ||
        (p.sizesAdult.length > 0 && p.priceAdult === undefined) ||
        (!hasSizes(p) && p.options.length === 0) ||
        (p.defaultOptionId !== undefined && !p.options.some((o) => o.id === p.defaultOptionId));
      if (wrong) ctx.addIssue({ code: 'custom', message: shopFormMessages.invalidCatalogue(p.id) });
      ids.add(p.id);
    }
  }) satisfies z.ZodType<ShopProduct[], unknown>;
