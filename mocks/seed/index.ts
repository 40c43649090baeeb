/**
 * The deterministic seed: the same data on every run for a given day (fixed faker seed; dates are
 * relative to the start of yesterday, UTC, so none is in the future). `seedDatabase(db)` fills an empty database; the `large`
 * size (10,000 products, 50,000 orders) is for benchmarks.
 */
import { Faker, base, en_NG } from '@faker-js/faker';
import { brand } from '../../src/config/brand';
import type { Database } from '../db';
import type { OrderRow, OrderStatus, ProductRow, ShippingAddressRow, UserRow } from '../db/schema';
import { hashPassword } from '../services/auth';
import { clock } from '../services/clock';
import { orderLine } from '../services/orders';
import { PRODUCTS, REVIEWS, SLIDES, WAITING_SLIDE } from './catalog-content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { applyHostileSeed } from './hostile';
import { SHIP_LOCATIONS } from './places';
import { applyStockSeed } from './stock';
import { seedDay } from './snapshot';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export const SEED = 20261122;

export interface SeedSize {
  customers: number;
  products: number;
  orders: number;
  /** Days back over which orders are spread. */
  orderDays: number;
}

export const SEED_SIZES = {
  default: { customers: 40, products: PRODUCTS.length, orders: 300, orderDays: 120 },
  large: { customers: 2000, products: 10_000, orders: 50_000, orderDays: 365 },
} satisfies Record<string, SeedSize>;

const DAY = 24 * 60 * 60 * 1000;
const CARRIERS = ['GIG Logistics', 'DHL Express', 'Kwik Delivery', 'Red Star Express', 'NIPOST EMS'];

/** Order statuses by weight, roughly what a small shop sees. */
const STATUS_WEIGHTS: Array<{ weight: number; value: OrderStatus }> = [
  { weight: 30, value: 'paid' },
  { weight: 34, value: 'fulfilled' },
  { weight: 11, value: 'pending' },
  { weight: 8, value: 'cancelled' },
  { weight: 8, value: 'refunded' },
  { weight: 9, value: 'failed' },
];

/** The demo customer's orders, one of each status so every screen has something to show. */
const CUSTOMER_ORDER_STATUSES: OrderStatus[] = [
  'paid',
  'fulfilled',
  'pending',
  'cancelled',
  'refunded',
  'failed',
  'fulfilled',
  'paid',
];

export function productImages(subcategory: string, variant: number): string[] {
  const alt = (variant % 6) + 1;
  return [
    `/images/products/${subcategory}-${variant}.svg`,
    `/images/products/${subcategory}-texture.svg`,
    `/images/products/${subcategory}-${alt}.svg`,
  ];
}

export async function seedDatabase(db: Database, size: SeedSize = SEED_SIZES.default): Promise<void> {
  const faker = new Faker({ locale: [en_NG, base] });
  faker.seed(SEED);
  // Days count back from the start of yesterday (UTC), so nothing is dated after the end of
  // yesterday: never in the future, whatever the hour the seed is made or restored at.
  const today = seedDay(clock.now()) - DAY;
  const at = (daysAgo: number, minutes = 0) => new Date(today - daysAgo * DAY + minutes * 60_000).toISOString();

  // Users: the two demo accounts, then customers who joined over the last year.
  const salt = (i: number) => `seed-${i}`;
  const demoHashes = new Map<string, string>();
  const hashFor = async (s: string) => {
    let h = demoHashes.get(s);
    if (!h) demoHashes.set(s, (h = await hashPassword(DEMO_PASSWORD, s)));
    return h;
  };
  const users: UserRow[] = [];
  users.push(
    await db.users.insert({
      email: DEMO_ACCOUNTS.admin,
      password_salt: salt(1),
      password_hash: await hashFor(salt(1)),
      role: 'admin',
      name: 'Adaeze Okafor',
      created_at: at(420),
    }),
  );
  users.push(
    await db.users.insert({
      email: DEMO_ACCOUNTS.customer,
      password_salt: salt(2),
      password_hash: await hashFor(salt(2)),
      role: 'user',
      name: 'Tolu Adebayo',
      created_at: at(200),
    }),
  );
  const usedEmails = new Set(users.map((u) => u.email));
  for (let i = 0; i < size.customers; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    let email =
      `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') +
      '@' +
      faker.helpers.arrayElement(['gmail.com', 'yahoo.com', 'outlook.com', 'example.ng']);
    for (let n = 2; usedEmails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    usedEmails.add(email);
    // A few join this week so the dashboard's "New" badge has someone to mark.
    const daysAgo = i < 4 ? i + 1 : faker.number.int({ min: 8, max: 365 });
    // Salts repeat in groups so the large seed does not hash 2,000 passwords.
    const s = salt(3 + (i % 8));
    users.push(
      await db.users.insert({
        email,
        password_salt: s,
        password_hash: await hashFor(s),
        role: 'user',
        name: `${first} ${last}`,
        created_at: at(daysAgo, faker.number.int({ min: 0, max: 1439 })),
      }),
    );
  }

  // Products with their reviews: most have a few; about one in twelve has none (unrated).
  // Ratings are summed before the product is stored, so no update pass is needed.
  const products: ProductRow[] = [];
  const reviewCap = size.products > 1000 ? 3 : 12;
  for (let i = 0; i < size.products; i++) {
    const content = PRODUCTS[i % PRODUCTS.length]!;
    const round = Math.floor(i / PRODUCTS.length);
    const ageDays = faker.number.int({ min: 2, max: 330 });
    const created = at(ageDays, faker.number.int({ min: 0, max: 1439 }));
    const reviewCount = faker.number.int({ min: 1, max: 12 }) === 1 ? 0 : faker.number.int({ min: 1, max: reviewCap });
    const reviews = Array.from({ length: reviewCount }, () => {
      const review = faker.helpers.arrayElement(REVIEWS);
      const author =
        faker.number.int({ min: 1, max: 6 }) === 1
          ? null
          : `${faker.person.firstName()} ${faker.person.lastName().charAt(0)}.`;
      return {
        ...review,
        author,
        created_at: at(faker.number.int({ min: 0, max: ageDays - 1 }), faker.number.int({ min: 0, max: 1439 })),
      };
    });
    // Every field of the content is the product's field of that name (a field added to the content
    // is seeded as it is), but the picture variant and what later rounds vary.
    const { variant, ...fields } = content;
    const product = await db.products.insert({
      ...fields,
      name: round === 0 ? content.name : `${content.name} (Batch ${round + 1})`,
      price: round === 0 ? content.price : content.price + (round % 10) * 50,
      currency: 'NGN',
      highlights: [...content.highlights],
      images: productImages(content.subcategory, variant),
      image_alt: content.name,
      rating_sum: reviews.reduce((sum, r) => sum + r.rating, 0),
      review_count: reviews.length,
      created_at: created,
      updated_at: created,
    });
    products.push(product);
    for (const review of reviews) {
      await db.reviews.insert({
        product_id: product.id,
        user_id: null,
        rating: review.rating,
        title: review.title,
        body: review.body,
        author_name: review.author,
        created_at: review.created_at,
      });
    }
  }

  // Variants and stock (decision 0046): the catalogue's own products only.
  if (size === SEED_SIZES.default) await applyStockSeed(db);

  // Orders over the last `orderDays` days, in every status.
  const customers = users.filter((u) => u.role === 'user');
  const demoCustomer = users[1]!;
  for (let i = 0; i < size.orders; i++) {
    const isDemo = i < CUSTOMER_ORDER_STATUSES.length;
    const user = isDemo ? demoCustomer : faker.helpers.arrayElement(customers);
    const status = isDemo ? CUSTOMER_ORDER_STATUSES[i]! : faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
    const daysAgo = isDemo ? i * 9 + 1 : faker.number.int({ min: 0, max: size.orderDays - 1 });
    const created = at(daysAgo, faker.number.int({ min: 6 * 60, max: 22 * 60 }));
    await db.orders.insert(buildOrder(faker, { user, status, created, products, today }));
  }

  // Homepage slides: the spec's three defaults first, then the rest; then one waiting, inactive.
  for (const slide of [...SLIDES, WAITING_SLIDE]) {
    await db.slides.insert({
      image_url: `/images/slides/${slide.key}.svg`,
      alt: slide.alt,
      heading: slide.heading,
      subtitle: slide.subtitle,
      description: slide.description,
      cta_primary_label: slide.cta_primary_label,
      cta_primary_url: slide.cta_primary_url,
      cta_secondary_label: slide.cta_secondary_label,
      cta_secondary_url: slide.cta_secondary_url,
      sort_order: slide.sort_order,
      is_active: slide !== WAITING_SLIDE,
      created_at: at(60),
      updated_at: at(60),
    });
  }
  // Script payloads, a long word and bidi text in a few records (docs/decisions/0018).
  if (size === SEED_SIZES.default) await applyHostileSeed(db);
  db.markClean();
}

function buildOrder(
  faker: Faker,
  input: { user: UserRow; status: OrderStatus; created: string; products: ProductRow[]; today: number },
): Omit<OrderRow, 'id'> {
  const { user, status, created, products } = input;
  const lineCount = faker.number.int({ min: 1, max: 4 });
  const picked = faker.helpers.arrayElements(products, lineCount);
  const items = picked.map((product, index) => orderLine(product, faker.number.int({ min: 1, max: 3 }), index));
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  const reference = `BS-${created.slice(0, 10).replace(/-/g, '')}-${faker.string.alphanumeric({ length: 8, casing: 'upper' })}`;
  const createdMs = Date.parse(created);
  const paidAtMs = Math.min(createdMs + faker.number.int({ min: 1, max: 40 }) * 60_000, input.today + DAY - 1);
  const wasPaid = status === 'paid' || status === 'fulfilled' || status === 'refunded';
  const paidKobo = wasPaid ? subtotal * 100 : null;
  const order: Omit<OrderRow, 'id'> = {
    user_id: user.id,
    email: user.email,
    status,
    currency: 'NGN',
    items,
    amount_subtotal: subtotal,
    amount_shipping: 0,
    amount_total: subtotal,
    amount_paid_kobo: paidKobo,
    amount_refunded_kobo: 0,
    paystack_reference: reference,
    paystack_access_code: faker.string.alphanumeric({ length: 12, casing: 'lower' }),
    paystack_status: wasPaid
      ? 'success'
      : status === 'failed'
        ? 'failed'
        : status === 'pending'
          ? faker.helpers.arrayElement(['ongoing', 'abandoned'] as const)
          : 'abandoned',
    paystack_transaction_id:
      wasPaid || status === 'failed' ? String(faker.number.int({ min: 3_000_000_000, max: 4_999_999_999 })) : null,
    shipping_address: shippingAddress(faker, user),
    fulfillment: null,
    cancel_reason:
      status === 'cancelled'
        ? faker.helpers.arrayElement(['Customer changed their mind', 'Payment not completed', 'Duplicate order', null])
        : null,
    refunds: [],
    callback_url: null,
    created_at: created,
    updated_at: created,
    paid_at: wasPaid ? new Date(paidAtMs).toISOString() : null,
  };
  if (status === 'fulfilled') {
    const pickup = order.shipping_address.type === 'pickup';
    order.fulfillment = {
      carrier: pickup ? 'Store pickup' : faker.helpers.arrayElement(CARRIERS),
      tracking_number: pickup ? null : faker.string.alphanumeric({ length: 10, casing: 'upper' }),
      shipped_at: new Date(Math.min(paidAtMs + 2 * DAY, input.today)).toISOString().slice(0, 10),
    };
    order.updated_at = new Date(Math.min(paidAtMs + 2 * DAY, input.today)).toISOString();
  }
  if (status === 'refunded' && paidKobo) {
    const refundAt = new Date(
      Math.min(paidAtMs + faker.number.int({ min: 1, max: 5 }) * DAY, input.today),
    ).toISOString();
    const viaPaystack = faker.datatype.boolean();
    order.refunds = [
      {
        id: 1,
        amount_kobo: paidKobo,
        reason: faker.helpers.arrayElement([
          'Item arrived damaged',
          'Wrong shade delivered',
          'Out of stock after payment',
        ]),
        paystack_refund: viaPaystack,
        created_at: refundAt,
      },
    ];
    order.amount_refunded_kobo = paidKobo;
    if (viaPaystack) order.paystack_status = 'reversed';
    order.updated_at = refundAt;
  }
  // A few paid orders carry a partial refund (a damaged item), so the dashboard shows one.
  if ((status === 'paid' || status === 'fulfilled') && paidKobo && faker.number.int({ min: 1, max: 25 }) === 1) {
    const amount = Math.round(items[0]!.unit_price * 100);
    if (amount < paidKobo) {
      const refundAt = new Date(Math.min(paidAtMs + 3 * DAY, input.today)).toISOString();
      order.refunds = [
        {
          id: 1,
          amount_kobo: amount,
          reason: 'One item arrived damaged',
          paystack_refund: false,
          created_at: refundAt,
        },
      ];
      order.amount_refunded_kobo = amount;
    }
  }
  return order;
}

function shippingAddress(faker: Faker, user: UserRow): ShippingAddressRow {
  const contactName = user.name ?? user.email.split('@')[0]!;
  const contactPhone = faker.phone.number();
  if (faker.number.int({ min: 1, max: 10 }) <= 4) {
    return { type: 'pickup', address: brand.pickupAddress, contact_name: contactName, contact_phone: contactPhone };
  }
  const place = faker.helpers.arrayElement(SHIP_LOCATIONS);
  return {
    type: 'ship',
    state: place.state,
    lga: place.lga,
    street: `${faker.number.int({ min: 1, max: 120 })} ${faker.helpers.arrayElement(place.streets)}`,
    contact_name: contactName,
    contact_phone: contactPhone,
  };
}
