// Demo ticket orders: customers, discounts (point of sale and web script), promo code, insurance,
// climate contribution, complimentary and split payments, question answers, a group ticket, an
// admission without start date, a cancellation, checked-in and deleted tickets. Every order keeps
// grand total = lines − discount + insurance + climate = Σ payments.
import type { Db } from '../../common/sqlite';
import { insertOrder, type CustomerSpec, type LineSpec } from './order-store';
import { DEMO_EVENTS, DEMO_PRODUCTS, demoCategory, demoEventType, demoTicketType } from './seed-catalog';

type At = (days: number, hhmm: string) => string;

const anna: CustomerSpec = {
  title: 'Mrs',
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna.muster@example.ch',
  street: 'Bahnhofstrasse 1',
  zip: '3800',
  city: 'Interlaken',
  country: 'CH',
  phone: '+41 33 555 01 01',
  accepts_marketing: true,
};
const peter: CustomerSpec = {
  title: 'Mr',
  first_name: 'Peter',
  last_name: 'muster',
  email: 'peter@example.ch',
  street: 'Seeweg 4',
  zip: '3600',
  city: 'Thun',
  country: 'CH',
  accepts_marketing: false,
};
const company: CustomerSpec = {
  title: 'Company',
  first_name: 'Claire',
  last_name: 'Muster',
  company: 'Muster AG',
  email: 'events@muster-ag.example.ch',
  street: 'Industriestrasse 9',
  zip: '8000',
  city: 'Zürich',
  country: 'CH',
};
const simple = (first: string, last: string, email: string): CustomerSpec => ({ first_name: first, last_name: last, email });

function eventLine(
  event: string,
  name: string,
  type: number,
  typeName: string,
  price: number,
  at: string,
  tickets: LineSpec['tickets'],
): LineSpec {
  return {
    productId: event,
    name,
    startsAt: at,
    ticketTypeId: demoEventType(type),
    ticketTypeName: typeName,
    categoryId: null,
    unitPrice: price,
    tickets,
  };
}

function admissionLine(
  product: string,
  name: string,
  cat: number,
  typeName: string,
  price: number,
  at: string | null,
  tickets: LineSpec['tickets'],
): LineSpec {
  return {
    productId: product,
    name,
    startsAt: at,
    ticketTypeId: demoTicketType(product, cat),
    ticketTypeName: typeName,
    categoryId: demoCategory(product, cat),
    unitPrice: price,
    tickets,
  };
}

const n = (count: number): LineSpec['tickets'] => Array.from({ length: count }, () => ({}));

/** Inserts the demo orders (positions relative to the seed clock through `at`). */
export function seedOrders(db: Db, at: At): void {
  const jazz = at(20, '20:00');
  const gala = at(40, '19:00');
  const day = (d: number): string => `${at(d, '00:00').slice(0, 10)}T00:00:00`;
  const menu = [
    { name: 'Menü', type: 'choice', value: 'Vegetarisch' },
    { name: 'Allergien', type: 'text', value: null },
  ];
  // 1. Point of sale, discount with free text, insurance and climate contribution, answers.
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'de',
    location: 'local',
    isPaid: true,
    customer: anna,
    createdBy: 'u-ordinary',
    createdAt: at(-30, '10:15'),
    discount: 1000,
    discountComment: 'Stammkunde',
    insurance: 800,
    causeWeCare: 200,
    note: 'Intern: Stammgast | Extern: Bitte Ausweis mitbringen',
    tags: ['Kasse'],
    lines: [eventLine(DEMO_EVENTS.jazz, 'Jazz im Kursaal', 1, 'Kategorie A', 6500, jazz, [{ answers: menu }, { answers: [] }])],
    payments: [{ paymentId: 'card', name: 'Karte', amount: 13000 }],
  });
  // 2. Web, promo code, discount script name, split payment (voucher + TWINT).
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'fr',
    location: 'web',
    isPaid: true,
    customer: peter,
    createdBy: null,
    createdAt: at(-20, '08:00'),
    discount: 1500,
    discountComment: 'Frühbucherrabatt',
    causeWeCare: 150,
    promocode: 'JAZZ10',
    promocodeName: 'Jazz Frühbucher',
    lines: [eventLine(DEMO_EVENTS.jazz, 'Jazz im Kursaal', 2, 'Kategorie B', 4500, jazz, n(3))],
    payments: [
      { paymentId: 'voucher', name: 'Gutschein', amount: 5000 },
      { paymentId: 'twint', name: 'TWINT', amount: 7150 },
    ],
  });
  // 3. Cancelled by the customer: climate contribution refunded, insurance kept, cancellation fee.
  insertOrder(db, {
    merchantId: 'm-demo',
    status: 'cancelled',
    language: 'de',
    location: 'web',
    isPaid: true,
    customer: company,
    createdBy: 'u-integration',
    createdAt: at(-15, '12:00'),
    updatedAt: at(-14, '09:30'),
    insurance: 500,
    cancellationFee: 500,
    lines: [eventLine(DEMO_EVENTS.jazz, 'Jazz im Kursaal', 1, 'Kategorie A', 6500, jazz, [{ status: 'cancelled' }])],
    payments: [
      { paymentId: 'card', name: 'Karte', amount: 7100 },
      { paymentId: 'refund', name: 'Climate contribution refund', amount: -100 },
    ],
  });
  // 4. Complimentary admission without customer, with tags and a note; empty discount name -> null.
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'de',
    location: 'local',
    isPaid: true,
    customer: null,
    createdBy: 'u-ordinary',
    createdAt: at(-10, '16:45'),
    tags: ['VIP', 'Sponsor'],
    note: 'Abholung an der Kasse',
    discountComment: '',
    lines: [admissionLine(DEMO_PRODUCTS.spa, 'Thermalbad Tageseintritt', 0, 'Erwachsene', 3500, day(3), n(2))],
    payments: [{ paymentId: 'complimentary', name: 'Freikarte', amount: 7000, isComplimentary: true }],
  });
  // 5. Past visit through the API: one ticket checked in, one deleted (cancel: already started).
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'en',
    location: 'web',
    isPaid: true,
    customer: simple('Lena', 'Berger', 'lena.berger@example.com'),
    createdBy: 'u-integration',
    createdAt: at(-3, '09:00'),
    lines: [
      admissionLine(DEMO_PRODUCTS.spa, 'Thermalbad Tageseintritt', 0, 'Erwachsene', 3500, day(-1), [
        { checkedInAt: at(-1, '10:02') },
        { status: 'deleted' },
      ]),
      admissionLine(DEMO_PRODUCTS.spa, 'Thermalbad Tageseintritt', 1, 'Kinder', 1800, day(-1), n(1)),
    ],
    payments: [{ paymentId: 'third-party', name: 'Third-party sale', amount: 8800 }],
  });
  // 6. Future booking through the API with a checked-in ticket (cancel: ticket checked in).
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'de',
    location: 'web',
    isPaid: true,
    customer: simple('Jonas', 'Keller', 'jonas.keller@example.ch'),
    createdBy: 'u-integration',
    createdAt: at(-2, '14:00'),
    lines: [
      admissionLine(DEMO_PRODUCTS.gondola, 'Panoramafahrt Gondel', 0, 'Erwachsene', 4200, `${at(2, '11:00')}`, [
        { checkedInAt: at(-1, '08:00') },
        {},
      ]),
    ],
    payments: [{ paymentId: 'third-party', name: 'Third-party sale', amount: 8400 }],
  });
  // 7. Group ticket (4 people on one ticket) and unpaid invoice order.
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'it',
    location: 'local',
    isPaid: false,
    customer: company,
    createdBy: 'u-ordinary',
    createdAt: at(-7, '11:11'),
    insurance: 2000,
    lines: [eventLine(DEMO_EVENTS.gala, 'Silvester-Gala', 5, 'Gruppenticket (4 Personen)', 64000, gala, [{ countPeople: 4 }])],
    payments: [{ paymentId: 'invoice', name: 'Rechnung', amount: 66000 }],
  });
  // 8. Gala tickets (the event is almost sold out and has a waiting list).
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'de',
    location: 'web',
    isPaid: true,
    customer: anna,
    createdBy: null,
    createdAt: at(-5, '19:30'),
    causeWeCare: 500,
    lines: [eventLine(DEMO_EVENTS.gala, 'Silvester-Gala', 4, 'Gala-Ticket', 18000, gala, n(7))],
    payments: [{ paymentId: 'card', name: 'Karte', amount: 126500 }],
  });
  // 9. Annual pass: admission line without start date.
  insertOrder(db, {
    merchantId: 'm-demo',
    language: 'de',
    location: 'local',
    isPaid: true,
    customer: simple('Marco', 'Rossi', 'marco.rossi@example.it'),
    createdBy: 'u-ordinary',
    createdAt: at(-1, '13:00'),
    tags: ['Abo'],
    lines: [{ ...admissionLine(DEMO_PRODUCTS.spa, 'Thermalbad Jahreskarte', 0, 'Jahreskarte', 89000, null, n(1)), tags: ['Jahreskarte'] }],
    payments: [{ paymentId: 'cash', name: 'Bar', amount: 89000 }],
  });
  // 10. The other merchant's order (never visible to m-demo keys).
  insertOrder(db, {
    merchantId: 'm-other',
    language: 'fr',
    location: 'web',
    isPaid: true,
    customer: simple('Julie', 'Muster', 'julie@example.fr'),
    createdBy: 'u-other',
    createdAt: at(-4, '10:00'),
    lines: [eventLine(DEMO_EVENTS.other, 'Concert du Lac', 6, 'Place libre', 3500, at(15, '20:00'), n(2))],
    payments: [{ paymentId: 'card', name: 'Carte', amount: 7000 }],
  });
}
