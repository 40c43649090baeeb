/**
 * Variants and stock in the back office (this project's extension, decisions 0046 and 0047): the
 * editor's values, their checks within the contract's limits (`limits.updateProduct`), the body
 * they are sent as, a `400 invalid_variants` answer put on the fields it names, and the products
 * list's stock at a glance.
 */
import { isApiError, serverMessage } from '@/api/errors';
import { LOW_STOCK_AT } from '@/config/constants';
import { limits } from '@/api/limits.gen';
import type { ProductView } from '@/api/normalize';
import type { VariantView } from '@/api/normalize-variants';
import type { ProductUpdateInput } from '@/api/queries/products';
import type { FormProblems } from '@/lib/form-problems';
import { formatCount } from '@/lib/count';
import { lengthProblem, rangeMessage } from '@/lib/limits';

type VariantInput = NonNullable<ProductUpdateInput['variants']>[number];
export type VariantKind = VariantView['kind'];

const bounds = limits.updateProduct;
/** At most this many variants a product (the contract's maxItems). */
export const MAX_VARIANTS = bounds.variants.maxItems;

/** One variant as the editor holds it: text as typed; `key` stays with it when it moves. */
export interface VariantDraft {
  key: string;
  /** The host's id, for a variant it already has (kept when saved). */
  id?: number;
  label: string;
  swatch: string;
  /** Blank: the product's price. */
  price: string;
  stock: string;
  onSale: boolean;
  /** Not edited here: sent back as it came. */
  image: string | null;
}

export interface StockValues {
  kind: VariantKind;
  variants: VariantDraft[];
  /** The product's own stock when it has no variants; blank: not counted. */
  stock: string;
}

export const VARIANT_PARTS = ['label', 'swatch', 'price', 'stock'] as const;
type VariantPart = (typeof VARIANT_PARTS)[number];
/** A field of the editor, named as the server's `fields` name it (`variants.2.label`). */
export type StockField = 'stock' | 'kind' | `variants.${number}.${VariantPart}`;

export const KIND_LABELS: Record<VariantKind, string> = { shade: 'Shades', size: 'Sizes' };
export const SWATCH_EXAMPLE = '#A86B45';
export const STOCK_MESSAGES = {
  required: 'Required.',
  whole: 'Must be a whole number.',
  price: 'Price must be a number.',
  swatch: `Must be a colour written like ${SWATCH_EXAMPLE}.`,
  duplicate: 'Each label must be different.',
  tooMany: `No more than ${MAX_VARIANTS} variants.`,
  variantsLead: 'Some variants need fixing: ',
  stockLead: 'Stock: ',
  serverFallback: 'Some variants could not be saved. See the marked fields.',
} as const;

let nextKey = 0;
const newKey = () => `variant-${(nextKey += 1)}`;

export function draftOf(variant: VariantView): VariantDraft {
  return {
    key: newKey(),
    id: variant.id,
    label: variant.label,
    swatch: variant.swatch ?? '',
    price: variant.price === null ? '' : String(variant.price),
    stock: String(variant.stock),
    onSale: variant.on_sale,
    image: variant.image ?? null,
  };
}

export function emptyDraft(): VariantDraft {
  return { key: newKey(), label: '', swatch: '', price: '', stock: '0', onSale: true, image: null };
}

export function stockValues(product: ProductView): StockValues {
  return {
    kind: product.variants[0]?.kind ?? 'size',
    variants: product.variants.map(draftOf),
    stock: product.stock === null ? '' : String(product.stock),
  };
}

/** The fields of the editor in the order they show, for the form's focus. */
export function stockFieldOrder(values: StockValues): StockField[] {
  if (values.variants.length === 0) return ['stock'];
  return ['kind', ...values.variants.flatMap((_, i) => VARIANT_PARTS.map((part) => `variants.${i}.${part}` as const))];
}

/** The list after moving the variant at `from` by `by` (-1 up, +1 down); unchanged at an end. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

function wholeProblem(text: string, limit: { minimum: number; maximum: number }): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return STOCK_MESSAGES.required;
  if (!/^\d+$/.test(trimmed)) return STOCK_MESSAGES.whole;
  const value = Number(trimmed);
  return value < limit.minimum || value > limit.maximum ? rangeMessage(limit) : undefined;
}

/** A variant's name in a message: its label, else its place. */
export const variantName = (draft: VariantDraft, index: number) => draft.label.trim() || `variant ${index + 1}`;

/**
 * What the editor says before sending, or null when it may be sent: each variant's label (required,
 * at most 60 characters, unique), a shade's swatch, its price (blank or a number within the
 * contract's range) and stock (a whole number within it); without variants, the product's own
 * stock (blank: not counted).
 */
export function checkStock(values: StockValues): FormProblems<StockField> | null {
  const fields: Partial<Record<StockField, string>> = {};
  if (values.variants.length === 0) {
    const problem = values.stock.trim() === '' ? undefined : wholeProblem(values.stock, bounds.stock);
    return problem ? { form: STOCK_MESSAGES.stockLead + problem, fields: { stock: problem } } : null;
  }
  if (values.variants.length > MAX_VARIANTS) return { form: STOCK_MESSAGES.tooMany, fields: {} };
  const seen = new Map<string, number>();
  const wrong: string[] = [];
  values.variants.forEach((draft, i) => {
    const label = draft.label.trim();
    const problems: Partial<Record<VariantPart, string>> = {
      label: label === '' ? STOCK_MESSAGES.required : lengthProblem(label, bounds['variants[].label']),
      swatch:
        values.kind !== 'shade'
          ? undefined
          : draft.swatch.trim() === ''
            ? STOCK_MESSAGES.required
            : new RegExp(bounds['variants[].swatch'].pattern).test(draft.swatch.trim())
              ? undefined
              : STOCK_MESSAGES.swatch,
      price: priceProblem(draft.price),
      stock: wholeProblem(draft.stock, bounds['variants[].stock']),
    };
    const folded = label.toLowerCase();
    if (!problems.label && label !== '') {
      if (seen.has(folded)) problems.label = STOCK_MESSAGES.duplicate;
      else seen.set(folded, i);
    }
    let any = false;
    for (const part of VARIANT_PARTS) {
      if (problems[part] === undefined) continue;
      fields[`variants.${i}.${part}`] = problems[part];
      any = true;
    }
    if (any) wrong.push(variantName(draft, i));
  });
  return wrong.length > 0 ? { form: STOCK_MESSAGES.variantsLead + wrong.join(', '), fields } : null;
}

function priceProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return STOCK_MESSAGES.price;
  const limit = bounds['variants[].price'];
  return Number(trimmed) > limit.maximum ? rangeMessage(limit) : undefined;
}

/**
 * The PATCH body's part for stock: the whole list of variants in order (ids kept), or, with none,
 * `variants: []` and the product's own stock (null: not counted).
 */
export function stockBody(values: StockValues): Pick<ProductUpdateInput, 'variants' | 'stock'> {
  if (values.variants.length === 0) {
    const stock = values.stock.trim();
    return { variants: [], stock: stock === '' ? null : Number(stock) };
  }
  return {
    variants: values.variants.map((draft): VariantInput => ({
      ...(draft.id === undefined ? {} : { id: draft.id }),
      kind: values.kind,
      label: draft.label.trim(),
      swatch: values.kind === 'shade' ? draft.swatch.trim() : null,
      price: draft.price.trim() === '' ? null : Number(draft.price.trim()),
      stock: Number(draft.stock.trim()),
      on_sale: draft.onSale,
      image: draft.image,
    })),
  };
}

const FIELD_NAME = /^variants\.(\d+)\.(\w+)$/;

/**
 * A `400 invalid_variants` answer on the editor: each name of `fields` the editor shows gets its
 * message (`variants.2.label`, `stock`, a variant's `kind` on the kind); the form says the
 * server's sentence, else that the marked fields need fixing, followed by what it could not place.
 * Null for any other failure.
 */
export function variantsError(error: unknown, values: StockValues): FormProblems<StockField> | null {
  if (!isApiError(error) || error.code !== 'invalid_variants') return null;
  const fields: Partial<Record<StockField, string>> = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const match = FIELD_NAME.exec(name);
    const index = match ? Number(match[1]) : -1;
    const part = match?.[2];
    if (name === 'stock' && values.variants.length === 0) fields.stock = message;
    else if (part === 'kind' && values.variants[index]) fields.kind ??= message;
    else if (part && (VARIANT_PARTS as readonly string[]).includes(part) && values.variants[index])
      fields[`variants.${index}.${part as VariantPart}`] = message;
    else
      elsewhere.push(
        match && values.variants[index] ? `${variantName(values.variants[index], index)}: ${message}` : message,
      );
  }
  const lead = serverMessage(error) ?? STOCK_MESSAGES.serverFallback;
  return { form: [lead, ...elsewhere].join(' '), fields };
}

/** The products list's stock line, and how it reads at a glance: null when the host counts none. */
export function stockSummary(product: ProductView): { text: string; tone: 'ok' | 'low' | 'out' } | null {
  if (!product.stockKnown) return null;
  if (product.variants.length === 0) {
    if (product.stock === null) return null;
    if (product.stock === 0) return { text: 'Out of stock', tone: 'out' };
    return {
      text:
        product.stock <= LOW_STOCK_AT
          ? `Low: ${formatCount(product.stock)} left`
          : `${formatCount(product.stock)} in stock`,
      tone: product.stock <= LOW_STOCK_AT ? 'low' : 'ok',
    };
  }
  const selling = product.variants.filter((v) => v.on_sale);
  const left = selling.reduce((sum, v) => sum + v.stock, 0);
  const soldOut = selling.filter((v) => v.stock === 0).length;
  const low = selling.filter((v) => v.stock > 0 && v.stock <= LOW_STOCK_AT).length;
  const kind = product.variants[0]!.kind === 'shade' ? 'shade' : 'size';
  const parts = [left === 0 ? 'Out of stock' : `${formatCount(left)} in stock`];
  if (left > 0 && soldOut > 0) parts.push(`${soldOut} ${kind}${soldOut === 1 ? '' : 's'} sold out`);
  if (low > 0) parts.push(`${low} low`);
  return { text: parts.join(' · '), tone: left === 0 ? 'out' : soldOut + low > 0 ? 'low' : 'ok' };
}
