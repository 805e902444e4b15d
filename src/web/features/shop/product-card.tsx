import { shopMessages as m } from '@domain/messages/shop';
import { formatChf } from '@domain/money';
import { hasSizes, lineUnitPrice, MAX_LINE_QUANTITY, type OrderLine, type ShopProduct } from '@domain/shop';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Select } from '../../ui';
import { controlClasses } from '../../ui/field';

interface ProductCardProps {
  product: ShopProduct;
  line: OrderLine;
  /** The problem of this line after a send attempt (size or option missing). */
  problem?: string | undefined;
  onQuantity: (quantity: number) => void;
  onSize: (size: string) => void;
  onOption: (optionId: string) => void;
}

function sizeOptions(product: ShopProduct) {
  const group = (sizes: string[], label: string, price: number | undefined) =>
    sizes.map((size) => ({ value: size, label: m.sizeChoice(size, label, formatChf(price ?? 0)) }));
  return [
    ...group(product.sizesChild, m.sizesChild, product.priceChild),
    ...group(product.sizesAdult, m.sizesAdult, product.priceAdult),
  ];
}

/** One product of the catalogue with its quantity stepper, size and option choice, and the line total. */
export function ProductCard({ product, line, problem, onQuantity, onSize, onOption }: ProductCardProps) {
  const quantityId = useId();
  const unitPrice = lineUnitPrice(product, line.size, line.optionId);
  const prices = m.priceFrom(product.priceChild, product.priceAdult);
  const clamp = (value: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(value) || 0));

  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-labelledby={`${quantityId}-title`}
    >
      <h3 id={`${quantityId}-title`} className="text-base font-semibold text-stone-900">
        {product.title}
      </h3>
      {product.description && <p className="mt-1 text-sm text-stone-600">{product.description}</p>}
      {prices && <p className="mt-1 text-sm font-medium text-stone-800">{prices}</p>}
      {product.images[0] && (
        <img
          src={product.images[0]}
          alt=""
          loading="lazy"
          className="mt-3 max-h-40 rounded-lg object-cover"
        />
      )}

      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={quantityId} className="text-sm font-medium text-stone-800">
            {m.quantity}
          </label>
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-label={m.decrease(product.title)}
              disabled={line.quantity <= 0}
              onClick={() => onQuantity(clamp(line.quantity - 1))}
              className="rounded-lg border border-stone-300 p-2.5 text-stone-800 disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LINE_QUANTITY}
              step={1}
              value={line.quantity}
              aria-label={m.quantityOf(product.title)}
              onChange={(e) => onQuantity(clamp(Number(e.target.value)))}
              className={`${controlClasses} h-11 w-16 text-center`}
            />
            <button
              type="button"
              aria-label={m.increase(product.title)}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => onQuantity(clamp(line.quantity + 1))}
              className="rounded-lg border border-stone-300 p-2.5 text-stone-800 disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        {hasSizes(product) && (
          <Select
            label={m.size}
            aria-label={`${m.size} ${product.title}`}
            className="min-w-44 flex-1"
            options={sizeOptions(product)}
            value={line.size ?? ''}
            onChange={(e) => onSize(e.target.value)}
            error={problem}
          />
        )}
        {product.options.length > 0 && (
          <Select
            label={m.option}
            aria-label={`${m.option} ${product.title}`}
            className="min-w-44 flex-1"
            options={product.options.map((o) => ({
              value: o.id,
              label: m.optionChoice(o.label, formatChf(o.price)),
            }))}
            value={line.optionId ?? ''}
            onChange={(e) => onOption(e.target.value)}
            error={hasSizes(product) ? undefined : problem}
          />
        )}
      </div>
      {line.quantity > 0 && unitPrice !== null && (
        <p className="mt-3 text-right text-sm font-medium text-stone-800">
          {m.lineTotal(formatChf(unitPrice * line.quantity))}
        </p>
      )}
    </li>
  );
}
