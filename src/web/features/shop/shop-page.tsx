import { shopMessages as m } from '@domain/messages/shop';
import { formatChf } from '@domain/money';
import { personName } from '@domain/people/person-name';
import { lineUnitPrice, type OrderProblem, type ShopProduct } from '@domain/shop';
import type { OrderInvalidDetails } from '@domain/shop-api';
import { shopContactSchema } from '@domain/shop-api';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../lib/api';
import { useMe } from '../../lib/session';
import { AlertMessage, Button, Card, PageHeader, PageSpinner } from '../../ui';
import { type OrderContact, OrderContactFields } from './order-contact';
import { useOrderLines } from './order-lines';
import { ProductCard } from './product-card';
import { usePlaceOrder, useShopCatalogue } from './shop-queries';

// "Shop" (parent-portal.md sections 2, 5, 8 and 9): the catalogue with an order form. The rules and the live total
// come from the same domain code the server re-checks with; payment happens on site in cash or TWINT.
export function ShopPage() {
  const catalogue = useShopCatalogue();
  return (
    <>
      <PageHeader title={m.title} description={m.intro} />
      <AlertMessage tone="info" className="mb-4">
        {m.paymentNote}
      </AlertMessage>
      {catalogue.isPending && <PageSpinner />}
      {catalogue.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {catalogue.data && <OrderForm products={catalogue.data} />}
    </>
  );
}

type Result = { tone: 'success' } | { tone: 'error'; problems: string[] };

function failureProblems(error: unknown): string[] {
  if (error instanceof ApiError && error.code === 'ORDER_INVALID') {
    const details = error.details as Partial<OrderInvalidDetails> | undefined;
    return (details?.problems ?? []).map((p) => p.message);
  }
  return [errorText(error)];
}

function OrderForm({ products }: { products: ShopProduct[] }) {
  const { me } = useMe();
  const order = useOrderLines(products);
  const place = usePlaceOrder();
  const [contact, setContact] = useState<OrderContact>(() => ({
    name: me ? personName(me) : '',
    phone: me?.mobile ?? '',
  }));
  // The session may arrive after the first render; fill the form then, unless the parent typed already.
  useEffect(() => {
    if (!me) return;
    setContact((current) =>
      current.name || current.phone ? current : { name: personName(me), phone: me.mobile ?? '' },
    );
  }, [me]);
  const [attempted, setAttempted] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const { problems, total } = order.validation;
  const contactCheck = shopContactSchema.safeParse(contact);
  const contactErrors =
    attempted && !contactCheck.success
      ? Object.fromEntries(contactCheck.error.issues.map((i) => [String(i.path[0]), i.message]))
      : {};
  const lineProblem = (product: ShopProduct): string | undefined => {
    if (!attempted) return undefined;
    const index = order.ordered.findIndex((l) => l.productId === product.id);
    return problems.find((p: OrderProblem) => p.lineIndex === index && index >= 0)?.message;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setResult(null);
    if (problems.length > 0 || !contactCheck.success) return;
    const items = order.ordered.map((line) => {
      const product = products.find((p) => p.id === line.productId);
      const unitPrice = product ? lineUnitPrice(product, line.size, line.optionId) : null;
      return { ...line, ...(unitPrice === null ? {} : { unitPrice }) };
    });
    place.mutate(
      { parent: contactCheck.data, items, total },
      {
        onSuccess: () => {
          setResult({ tone: 'success' });
          setAttempted(false);
          order.reset();
        },
        onError: (error) => setResult({ tone: 'error', problems: failureProblems(error) }),
      },
    );
  };

  const orderProblems = attempted ? problems.filter((p) => p.lineIndex === null) : [];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section aria-labelledby="shop-products">
        <h2 id="shop-products" className="mb-3 text-lg font-semibold text-stone-900">
          {m.productsHeading}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              line={order.line(product)}
              problem={lineProblem(product)}
              onQuantity={(q) => order.setQuantity(product, q)}
              onSize={(s) => order.setSize(product, s)}
              onOption={(o) => order.setOption(product, o)}
            />
          ))}
        </ul>
      </section>

      <Card title={m.orderHeading}>
        <OrderContactFields
          email={me?.email ?? ''}
          contact={contact}
          errors={contactErrors}
          onChange={setContact}
        />
        <div className="mt-5 flex items-center justify-between border-t border-stone-200 pt-4">
          <span className="text-base font-semibold text-stone-900">{m.total}</span>
          <output aria-live="polite" className="text-xl font-bold text-stone-900" data-testid="shop-total">
            {formatChf(total)}
          </output>
        </div>
        <p className="mt-1 text-sm text-stone-600">{m.paymentNote}</p>
        {orderProblems.map((p) => (
          <p key={p.code} className="mt-3 text-sm font-medium text-red-700">
            {p.message}
          </p>
        ))}
        {result?.tone === 'success' && (
          <AlertMessage tone="success" className="mt-4" onDismiss={() => setResult(null)}>
            {m.success}
          </AlertMessage>
        )}
        {result?.tone === 'error' && (
          <AlertMessage tone="error" title={m.failed} className="mt-4" onDismiss={() => setResult(null)}>
            {result.problems.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </AlertMessage>
        )}
        <div className="mt-4 flex justify-end">
          <Button type="submit" size="lg" loading={place.isPending}>
            {place.isPending ? m.sending : m.submit}
          </Button>
        </div>
      </Card>
    </form>
  );
}
