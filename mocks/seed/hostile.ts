/**
 * Hostile text in the default seed (docs/decisions/0018-hostile-seed-data.md). Real stores get
 * junk: a supplier sheet pasted with markup, a review that tries a script, a customer whose name is
 * an attack. A few seeded records carry these payloads so every screen, story and browser test
 * renders them, and `e2e/hostile.e2e.ts` proves that none of them runs or breaks the layout.
 *
 * Every payload sets `window.__xss` if it ever runs: that is the tripwire the tests watch.
 * The changes are made after the normal seed, in place, except the hostile slide, added last (the
 * highest id): the faker sequence is untouched, every other id and count stays, and every value
 * stays within the contract's limits (openapi.yaml).
 *
 * None is the first thing a visitor meets (issue 34): the hostile slide is inactive, after the
 * seed's clean inactive slide, so the home page and the Active slides list never show it; the
 * product, its reviews and the customer sit inside lists, never first in a default-sorted one
 * (`first-impression.test.ts` holds this, and `src/features/home/first-impression.test.ts` for the
 * home page's first tab). The `data:hostile` preset turns the slide on.
 */
import type { Database } from '../db';

/** The global a payload would set if it ran. */
export const XSS_FLAG = '__xss';

/** A 300-character word with no break opportunity (a review gushing, a pasted token). */
export const LONG_WORD = `Sooo${'o'.repeat(288)}goodddd!`;

/**
 * Right-to-left text, a right-to-left override (the "invoice\u202Efdp.exe" trick), zero-width
 * characters and emoji with skin tones and joiners.
 */
export const BIDI_TEXT = 'مرحبا بالعالم \u202Egnp.exe\u202C zero\u200Bwidth\u200Djoiner\uFEFF 👩🏾‍🦱✨🇳🇬';

/** The payloads, one module for the seed and the tests. */
export const HOSTILE = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  jsUrl: 'javascript:window.__xss=1',
  template: '{{constructor.constructor("window.__xss=1")()}} ${7*7}',
  longWord: LONG_WORD,
  bidi: BIDI_TEXT,
} as const;

/** The markup payloads: typed into inputs and URLs by the browser tests. */
export const MARKUP_PAYLOADS = [HOSTILE.script, HOSTILE.img, HOSTILE.svg, HOSTILE.jsUrl] as const;

/** `?next=` values that must never take a signed-in shopper off the site. */
export const OPEN_REDIRECTS = [
  '//evil.example',
  '/\\evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '\\\\evil.example',
  ' //evil.example',
  '/.//evil.example',
  '/%2e//evil.example',
  'https://evil.example/orders',
  '/login?next=//evil.example',
  '/login?next=%2F%2Fevil.example',
] as const;

// ---- which records carry them ----

/** A make-up product: not on the default slides, named by no other test. */
export const HOSTILE_PRODUCT = {
  seedName: 'Banana Glow Loose Powder 25g',
  name: `Banana Glow Loose Powder 25g ${HOSTILE.script}`,
  imageAlt: `Banana Glow Loose Powder ${HOSTILE.svg}`,
  /** Appended to the seeded description (as if pasted from a supplier sheet). */
  descriptionTail: `${HOSTILE.img} Shade card: ${HOSTILE.jsUrl} ${LONG_WORD} ${BIDI_TEXT}`,
  /** Replaces the last highlight. */
  highlight: `Great for baking ${HOSTILE.svg}`,
  /** The newest reviews of the product, newest first (ratings are kept). */
  reviews: [
    { title: HOSTILE.script, body: `Lovely powder, no flashback in photos. ${HOSTILE.img}`, author_name: HOSTILE.svg },
    { title: HOSTILE.svg, body: `My sister said to paste this: ${HOSTILE.jsUrl}`, author_name: 'Ngozi <b>E.</b>' },
    { title: 'Sooo good', body: LONG_WORD, author_name: 'Kemi A.' },
    { title: BIDI_TEXT, body: `${BIDI_TEXT} ${HOSTILE.template}`, author_name: null },
  ],
} as const;

/**
 * A slide of its own, inactive: it waits under Inactive slides on /admin/carousels, after the
 * seed's clean inactive slide, and `data:hostile` (mocks/seed/presets.ts) makes it active, the last
 * slide on the home page. It copies the seeded Make-up Essentials slide, with payloads.
 */
export const HOSTILE_SLIDE = {
  copyOf: 'Make-up Essentials',
  heading: `Make-up Essentials ${HOSTILE.script}`,
  subtitle: `Shades made for Nigerian skin ${HOSTILE.svg}`,
  descriptionTail: `${HOSTILE.img} ${LONG_WORD}`,
  altTail: ` ${HOSTILE.img}`,
  /** Both fall back to /products in the store (src/features/home/href-link.tsx). */
  ctaPrimaryUrl: '//evil.example',
  ctaSecondaryUrl: HOSTILE.jsUrl,
  /** After every seeded slide, active or not. */
  sortOrder: 70,
} as const;

/** A seeded customer (not a demo account): the email stays a valid address for the contract. */
export const HOSTILE_CUSTOMER = {
  seedEmail: 'simisola.david@example.ng',
  email: "simisola.david'/onfocus='window.__xss=1'{{7*7}}@example.ng",
  /** Their name is the contact name on every order they placed. */
  name: `Simisola ${HOSTILE.script} David`,
  /** The streets of their first three delivery orders, oldest first. */
  streets: [`${HOSTILE.img} 14 Admiralty Way`, LONG_WORD, `${HOSTILE.svg} 3 Aba Road`],
} as const;

/** Whether any field of a record, at any depth, carries one of the payloads (as its JSON would). */
export function carriesPayload(record: unknown): boolean {
  const text = JSON.stringify(record);
  return [...Object.values(HOSTILE), HOSTILE_CUSTOMER.email, HOSTILE_PRODUCT.name].some((payload) =>
    text.includes(JSON.stringify(payload).slice(1, -1)),
  );
}

/** Puts the payloads into the seeded records. Throws when a record it expects is missing. */
export async function applyHostileSeed(db: Database): Promise<void> {
  const product = db.products.find((p) => p.name === HOSTILE_PRODUCT.seedName);
  if (!product) throw new Error(`hostile seed: no product named ${HOSTILE_PRODUCT.seedName}`);
  await db.products.update(product.id, (p) => {
    p.name = HOSTILE_PRODUCT.name;
    p.image_alt = HOSTILE_PRODUCT.imageAlt;
    p.description = `${p.description ?? ''} ${HOSTILE_PRODUCT.descriptionTail}`;
    p.details = `${p.details ?? ''} ${BIDI_TEXT}`;
    p.highlights[p.highlights.length - 1] = HOSTILE_PRODUCT.highlight;
  });
  const reviews = db.reviews
    .where((r) => r.product_id === product.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
  if (reviews.length < HOSTILE_PRODUCT.reviews.length) throw new Error('hostile seed: the product has too few reviews');
  for (const [i, text] of HOSTILE_PRODUCT.reviews.entries()) {
    await db.reviews.update(reviews[i]!.id, (r) => Object.assign(r, text));
  }

  const source = db.slides.find((s) => s.heading === HOSTILE_SLIDE.copyOf);
  if (!source) throw new Error(`hostile seed: no slide headed ${HOSTILE_SLIDE.copyOf}`);
  const { id: _id, ...copy } = source;
  await db.slides.insert({
    ...copy,
    heading: HOSTILE_SLIDE.heading,
    subtitle: HOSTILE_SLIDE.subtitle,
    description: `${source.description ?? ''} ${HOSTILE_SLIDE.descriptionTail}`,
    alt: `${source.alt ?? ''}${HOSTILE_SLIDE.altTail}`,
    cta_primary_url: HOSTILE_SLIDE.ctaPrimaryUrl,
    cta_secondary_url: HOSTILE_SLIDE.ctaSecondaryUrl,
    sort_order: HOSTILE_SLIDE.sortOrder,
    is_active: false,
  });

  const customer = db.users.getBy('email', HOSTILE_CUSTOMER.seedEmail);
  if (!customer) throw new Error(`hostile seed: no customer ${HOSTILE_CUSTOMER.seedEmail}`);
  await db.users.update(customer.id, (u) => {
    u.email = HOSTILE_CUSTOMER.email;
    u.name = HOSTILE_CUSTOMER.name;
  });
  const orders = db.orders
    .where((o) => o.user_id === customer.id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  let ship = 0;
  for (const order of orders) {
    const street = order.shipping_address.type === 'ship' ? HOSTILE_CUSTOMER.streets[ship++] : undefined;
    await db.orders.update(order.id, (o) => {
      o.email = HOSTILE_CUSTOMER.email;
      o.shipping_address.contact_name = HOSTILE_CUSTOMER.name;
      if (street !== undefined && o.shipping_address.type === 'ship') o.shipping_address.street = street;
    });
  }
  if (ship < HOSTILE_CUSTOMER.streets.length) throw new Error('hostile seed: the customer has too few delivery orders');
}
