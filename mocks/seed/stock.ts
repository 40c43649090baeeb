/**
 * The seed's variants and stock (this project's extension, decision 0046): shades for the
 * foundations and powders (swatches from fair to deep), sizes for some lotions and soaps, and a
 * stock for every product of the face, shower, treatment and make-up shelves. Some lines are low
 * (3 or fewer) and some sold out; the other lotions and soaps are not counted (stock null), as a
 * host without the extension. Pure data and arithmetic: no random draw, so the rest of the seed
 * is unchanged.
 */
import type { Database } from '../db';
import type { ProductRow } from '../db/schema';
import type { Variant } from '../services/stock';

/** Twelve shades, fair to deep. */
export const SHADES: ReadonlyArray<{ label: string; swatch: string }> = [
  { label: '01 Ivory', swatch: '#F3D7C0' },
  { label: '02 Porcelain Beige', swatch: '#E9C6A5' },
  { label: '03 Sand', swatch: '#DDB28A' },
  { label: '04 Caramel', swatch: '#C8915F' },
  { label: '05 Honey', swatch: '#B97D4B' },
  { label: '06 Golden Tan', swatch: '#A86B3D' },
  { label: '07 Almond', swatch: '#955D35' },
  { label: '08 Chestnut', swatch: '#7F4D2C' },
  { label: '09 Mahogany', swatch: '#6B3F25' },
  { label: '10 Cocoa', swatch: '#58331E' },
  { label: '11 Ebony', swatch: '#452818' },
  { label: '12 Espresso', swatch: '#331D12' },
];

/** Stock by position, rotated per product: plenty, low (3 or fewer) and sold out (0) in each range. */
const SHADE_STOCK = [14, 9, 3, 22, 0, 11, 6, 2, 17, 8, 1, 12];

/** Which shades each product has (indexes into SHADES). */
const SHADED: Record<string, number[]> = {
  'Full Coverage Liquid Foundation 30ml': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  'Dewy Skin Tint Foundation SPF 20 30ml': [1, 2, 3, 5, 7, 8, 9, 10],
  'Aloe & Shea Lightweight Foundation 30ml': [0, 1, 2, 3, 4, 5, 6, 7, 9, 11],
  'Long-Wear 24H Foundation with Pump 35ml': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  'Oil Control Compact Powder with Mirror 12g': [1, 3, 5, 7, 9, 11],
  'Shea-Infused Matte Compact Powder 12g': [0, 2, 4, 6, 8, 10],
  'Rice & Kaolin Oil Control Loose Powder 15g': [2, 5, 8, 11],
};

/** Sizes: each with its stock and its price as a share of the product's (null: the product's). */
const SIZED: Record<string, Array<{ label: string; share: number | null; stock: number }>> = {
  'Vitamin C Toning Body Lotion': [
    { label: '250 ml', share: 0.65, stock: 18 },
    { label: '400 ml', share: null, stock: 2 },
  ],
  'Niacinamide Tone-Correcting Body Lotion': [
    { label: '250 ml', share: 0.65, stock: 0 },
    { label: '400 ml', share: null, stock: 25 },
  ],
  'Cocoa Butter & Vitamin E Smooth Skin Lotion': [
    { label: '250 ml', share: 0.65, stock: 30 },
    { label: '400 ml', share: null, stock: 12 },
  ],
  'Carrot Beauty Tablet Soap': [
    { label: 'Bar', share: null, stock: 40 },
    { label: 'Pack of 3', share: 2.7, stock: 3 },
  ],
  'Kojic Acid Brightening Tablet Soap': [
    { label: 'Bar', share: null, stock: 0 },
    { label: 'Pack of 3', share: 2.7, stock: 9 },
  ],
  'Shea & Coconut Milk Moisturising Tablet Soap': [
    { label: 'Bar', share: null, stock: 55 },
    { label: 'Pack of 3', share: 2.7, stock: 14 },
  ],
};

/** The shelves whose products without variants count their stock. */
const COUNTED = new Set(['face-cream', 'shower-bath-and-shower-gel', 'skin-treatment-cream', 'make-up']);

/** Products without variants that are low or sold out. */
const OWN_STOCK: Record<string, number> = {
  'Tea Tree Acne & Pimples Cream 30g': 2,
  'Sulphur & Zinc Skin Care Ointment 40g': 0,
  'Matte Stick Foundation Deep Espresso 9g': 3,
  'Papaya Brightening Shower Gel 500ml': 1,
};

/** Naira rounded to the nearest 50, as the catalogue's prices are. */
const roundPrice = (naira: number) => Math.round(naira / 50) * 50;

/** The seed's variants and stock for one product; `nextId` hands out variant ids in order. */
export function seedStock(product: ProductRow, nextId: () => number): Pick<ProductRow, 'variants' | 'stock'> {
  const shades = SHADED[product.name];
  if (shades) {
    const variants = shades.map((shade, index): Variant => ({
      id: nextId(),
      kind: 'shade',
      ...SHADES[shade]!,
      price: null,
      stock: SHADE_STOCK[(index + product.id * 5) % SHADE_STOCK.length]!,
      on_sale: true,
      image: null,
    }));
    return { variants, stock: null };
  }
  const sizes = SIZED[product.name];
  if (sizes) {
    const variants = sizes.map((size): Variant => ({
      id: nextId(),
      kind: 'size',
      label: size.label,
      swatch: null,
      price: size.share === null ? null : roundPrice(product.price * size.share),
      stock: size.stock,
      on_sale: true,
      image: null,
    }));
    return { variants, stock: null };
  }
  if (!COUNTED.has(product.category)) return { variants: [], stock: null };
  return { variants: [], stock: OWN_STOCK[product.name] ?? 6 + ((product.id * 7) % 40) };
}

/** Gives the seeded products their variants and stock, variant ids from 1 in product order. */
export async function applyStockSeed(db: Database): Promise<void> {
  let id = 0;
  const nextId = () => ++id;
  for (const product of db.products.all()) {
    const stock = seedStock(product, nextId);
    await db.products.update(product.id, (p) => Object.assign(p, stock));
  }
}
