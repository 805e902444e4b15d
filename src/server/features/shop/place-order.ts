import { shopFormMessages } from '../../../domain/messages/forms';
import { shopMessages } from '../../../domain/messages/shop';
import { validateOrder } from '../../../domain/shop';
import type { OrderInvalidDetails, ShopOrderResponse } from '../../../domain/shop-api';
import type { SessionUser } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { shopOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueMail, maskAhvNumbers } from '../../integrations/mail';
import { loadShopCatalogue } from './catalogue';
import { parentOrderConfirmationMail, providerOrderMail } from './order-mails';

// Sending an order (parent-portal.md sections 5 and 8): the server prices every line from the catalogue again and
// refuses an order whose prices or total differ from what the browser claimed, so a tampered price never becomes
// an order. The order and both mails are stored in one transaction; the mails go out once it has committed.

interface PlaceOrderInput {
  parent: { name: string; phone: string | null };
  items: {
    productId: string;
    size?: string | null;
    optionId?: string | null;
    quantity: number;
    unitPrice?: number;
  }[];
  total: number;
}

export async function placeOrder(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  user: Pick<SessionUser, 'id' | 'email'>,
  input: PlaceOrderInput,
): Promise<ShopOrderResponse['order']> {
  const products = await loadShopCatalogue(ctx.db);
  const { problems, items, total } = validateOrder(products, input.items);
  if (problems.length === 0 && input.total !== total) {
    problems.push({
      code: 'TAMPERED_PRICE',
      lineIndex: null,
      message: shopFormMessages.priceChanged(shopMessages.total),
    });
  }
  if (problems.length > 0) {
    const details: OrderInvalidDetails = { problems };
    throw new AppError('ORDER_INVALID', 422, { ...details });
  }

  // An AHV number typed into the contact keeps only its last four digits (docs/reliability.md promise 3).
  const contact = {
    name: maskAhvNumbers(input.parent.name),
    email: user.email,
    phone: input.parent.phone === null ? null : maskAhvNumbers(input.parent.phone),
  };
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(shopOrders)
      .values({
        parentId: user.id,
        parentName: contact.name,
        parentEmail: contact.email,
        parentPhone: contact.phone,
        items: items.map((item) => ({
          productId: item.productId,
          title: item.title,
          size: item.size,
          optionId: item.optionId,
          quantity: item.quantity,
          unitPriceCents: item.unitPrice,
          lineTotalCents: item.lineTotal,
        })),
        totalCents: total,
      })
      .returning({ id: shopOrders.id });
    const mail = { contact, items, total };
    const about = { userIds: [user.id] };
    await enqueueMail(ctx.jobs, providerOrderMail(ctx.config, mail), { tx, about });
    await enqueueMail(ctx.jobs, parentOrderConfirmationMail(ctx.config, mail), { tx, about, family: true });
    return { id: order!.id, items, total };
  });
}
