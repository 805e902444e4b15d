import { shopMessages } from '../../../domain/messages/shop';
import { formatChf } from '../../../domain/money';
import type { PricedOrderLine } from '../../../domain/shop';
import type { Config } from '../../config';
import { type MailMessage, renderMail } from '../../integrations/mail';

// The two mails of a shop order: the provider's notice (reply goes to the parent) and the parent's confirmation.

interface OrderMailData {
  contact: { name: string; email: string; phone: string | null };
  items: PricedOrderLine[];
  total: number;
}

const texts = shopMessages.mail;

function lines(order: OrderMailData): string {
  const rows = order.items.map((item) =>
    texts.line({
      quantity: item.quantity,
      title: item.title,
      variant:
        [item.size ? `${shopMessages.size} ${item.size}` : null, item.optionLabel]
          .filter(Boolean)
          .join(', ') || null,
      unitPrice: formatChf(item.unitPrice),
      lineTotal: formatChf(item.lineTotal),
    }),
  );
  return [...rows, texts.total(formatChf(order.total))].join('\n');
}

export function providerOrderMail(config: Config, order: OrderMailData): MailMessage {
  const content = renderMail(
    {
      heading: texts.providerHeading,
      paragraphs: [texts.providerIntro(order.contact.name), lines(order), texts.contact(order.contact)],
      footer: texts.providerFooter,
    },
    config,
  );
  return {
    to: config.PROVIDER_MAIL,
    replyTo: order.contact.email,
    subject: texts.providerSubject(order.contact.name, formatChf(order.total)),
    ...content,
  };
}

export function parentOrderConfirmationMail(config: Config, order: OrderMailData): MailMessage {
  const content = renderMail(
    {
      heading: texts.confirmationHeading,
      paragraphs: [texts.confirmationIntro(order.contact.name), lines(order), texts.confirmationPayment],
      button: { label: shopMessages.title, url: '/shop' },
      footer: texts.confirmationFooter,
    },
    config,
  );
  return { to: order.contact.email, subject: texts.confirmationSubject, ...content };
}
