import { type OrderLine, type ShopProduct, validateOrder, withQuantity } from '@domain/shop';
import { useMemo, useState } from 'react';

// The order form's lines, one per product, with the domain's rules applied as the parent types: a rising quantity
// picks the default option (the socks' colour), and the same validation the server runs prices the total live.

export type Lines = Record<string, OrderLine>;

function emptyLines(products: readonly ShopProduct[]): Lines {
  return Object.fromEntries(
    products.map((p) => [p.id, { productId: p.id, size: null, optionId: null, quantity: 0 }]),
  );
}

export function useOrderLines(products: readonly ShopProduct[]) {
  const [lines, setLines] = useState<Lines>(() => emptyLines(products));
  const line = (product: ShopProduct): OrderLine =>
    lines[product.id] ?? { productId: product.id, size: null, optionId: null, quantity: 0 };

  const update = (product: ShopProduct, change: Partial<OrderLine>) =>
    setLines((current) => {
      const before = current[product.id] ?? line(product);
      const next =
        change.quantity !== undefined
          ? withQuantity(product, { ...before, ...change, quantity: before.quantity }, change.quantity)
          : { ...before, ...change };
      return { ...current, [product.id]: next };
    });

  const ordered = useMemo(() => Object.values(lines).filter((l) => l.quantity !== 0), [lines]);
  const validation = useMemo(() => validateOrder(products, ordered), [products, ordered]);

  return {
    line,
    ordered,
    validation,
    setQuantity: (product: ShopProduct, quantity: number) => update(product, { quantity }),
    setSize: (product: ShopProduct, size: string) => update(product, { size: size || null }),
    setOption: (product: ShopProduct, optionId: string) => update(product, { optionId: optionId || null }),
    reset: () => setLines(emptyLines(products)),
  };
}
