/**
 * The slide form: its values (all text, as the inputs hold them), the schema that checks them,
 * and the request bodies built from them. Create needs a heading and an image (a URL or a file);
 * edit needs a heading only if one is given, and sends a new image only when it changed.
 * Sort order is a whole number, 0 when left blank (spec section 5, Create slide). Every text is
 * held to the contract's limit (`src/api/limits.gen.ts`) as it is sent (trimmed).
 */
import * as z from 'zod/mini';
import { limits } from '@/api/limits.gen';
import type { Slide, SlideCreateBody, SlideUpdateBody } from '@/api/queries/slides';
import { DELETE_PREVIOUS_DEFAULT } from '@/config/constants';
import type { FormProblems } from '@/lib/form-problems';
import { lengthProblem } from '@/lib/limits';
import { MISSING_NAMES, SLIDE_MESSAGES } from './slide-messages';

/** The contract's bound on sort_order, either way. */
export const SORT_ORDER_LIMIT = limits.createSlide.sort_order.maximum;

/** The text fields sent, each with its limit (create and update share them). */
const TEXT_FIELDS = [
  'heading',
  'subtitle',
  'description',
  'image_url',
  'alt',
  'cta_primary_label',
  'cta_primary_url',
  'cta_secondary_label',
  'cta_secondary_url',
] as const;

export interface SlideFormValues {
  heading: string;
  subtitle: string;
  description: string;
  image_url: string;
  alt: string;
  cta_primary_label: string;
  cta_primary_url: string;
  cta_secondary_label: string;
  cta_secondary_url: string;
  sort_order: string;
  is_active: boolean;
  delete_previous: boolean;
}

export type SlideFormField = keyof SlideFormValues | 'image';
export type SlideFormErrors = FormProblems<SlideFormField>['fields'];

export const EMPTY_SLIDE_FORM: SlideFormValues = {
  heading: '',
  subtitle: '',
  description: '',
  image_url: '',
  alt: '',
  cta_primary_label: '',
  cta_primary_url: '',
  cta_secondary_label: '',
  cta_secondary_url: '',
  sort_order: '0',
  is_active: true,
  delete_previous: DELETE_PREVIOUS_DEFAULT,
};

/** An existing slide as form values (for the edit form). */
export function slideToForm(slide: Slide): SlideFormValues {
  return {
    heading: slide.heading,
    subtitle: slide.subtitle ?? '',
    description: slide.description ?? '',
    image_url: slide.image_url ?? '',
    alt: slide.alt ?? '',
    cta_primary_label: slide.cta_primary_label ?? '',
    cta_primary_url: slide.cta_primary_url ?? '',
    cta_secondary_label: slide.cta_secondary_label ?? '',
    cta_secondary_url: slide.cta_secondary_url ?? '',
    sort_order: String(slide.sort_order),
    is_active: slide.is_active,
    delete_previous: DELETE_PREVIOUS_DEFAULT,
  };
}

const sortOrderSchema = z.string().check(
  z.trim(),
  z.regex(/^(-?\d+)?$/, SLIDE_MESSAGES.sortOrderInteger),
  z.refine(
    (v) =>
      v === '' ||
      (Number(v) >= limits.createSlide.sort_order.minimum && Number(v) <= limits.createSlide.sort_order.maximum),
    SLIDE_MESSAGES.sortOrderRange,
  ),
);
const filled = z.string().check(z.trim(), z.minLength(1));

/**
 * Checks the values before anything is sent (`hasFile`: an image file was chosen): null when they
 * may be sent, else a message per field and, for what is missing, the form's summary: 'Missing
 * required fields: heading, image_url or image upload'.
 */
export function validateSlideForm(
  values: SlideFormValues,
  mode: 'create' | 'edit',
  hasFile: boolean,
): FormProblems<SlideFormField> | null {
  const errors: SlideFormErrors = {};
  const missing: string[] = [];
  if (!filled.safeParse(values.heading).success) {
    errors.heading = mode === 'create' ? SLIDE_MESSAGES.headingRequired : SLIDE_MESSAGES.headingEmpty;
    if (mode === 'create') missing.push(MISSING_NAMES.heading);
  }
  if (mode === 'create' && !hasFile && !filled.safeParse(values.image_url).success) {
    errors.image_url = SLIDE_MESSAGES.imageRequired;
    missing.push(MISSING_NAMES.image);
  }
  for (const field of TEXT_FIELDS) {
    const tooLong = errors[field]
      ? undefined
      : lengthProblem(values[field].trim(), limits[mode === 'create' ? 'createSlide' : 'updateSlide'][field]);
    if (tooLong) errors[field] = tooLong;
  }
  const sortOrder = sortOrderSchema.safeParse(values.sort_order);
  if (!sortOrder.success) errors.sort_order = sortOrder.error.issues[0]?.message ?? SLIDE_MESSAGES.sortOrderInteger;
  if (Object.keys(errors).length === 0) return null;
  return missing.length > 0
    ? { fields: errors, form: SLIDE_MESSAGES.missingPrefix + missing.join(', ') }
    : { fields: errors };
}

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const sortOrderOf = (value: string): number => (value.trim() === '' ? 0 : Number(value.trim()));

function commonFields(values: SlideFormValues) {
  return {
    heading: values.heading.trim(),
    subtitle: optional(values.subtitle),
    description: optional(values.description),
    alt: optional(values.alt),
    cta_primary_label: optional(values.cta_primary_label),
    cta_primary_url: optional(values.cta_primary_url),
    cta_secondary_label: optional(values.cta_secondary_label),
    cta_secondary_url: optional(values.cta_secondary_url),
    sort_order: sortOrderOf(values.sort_order),
    is_active: values.is_active,
  };
}

/** The create body: blank optional fields are left out; with a file the URL is not sent. */
export function createBody(values: SlideFormValues, hasFile: boolean): SlideCreateBody {
  const fields = Object.fromEntries(
    Object.entries(commonFields(values)).filter(([, v]) => v !== null),
  ) as SlideCreateBody;
  if (!hasFile) fields.image_url = values.image_url.trim();
  return fields;
}

/** Whether the edit replaces the image: a file, or a URL other than the slide's own. */
export function replacesImage(values: SlideFormValues, original: SlideFormValues, hasFile: boolean): boolean {
  if (hasFile) return true;
  const url = values.image_url.trim();
  return url !== '' && url !== original.image_url.trim();
}

/**
 * The update body: every text field (blank clears it), and, when the image is replaced, the new
 * URL (unless a file is sent) and delete_previous.
 */
export function updateBody(values: SlideFormValues, original: SlideFormValues, hasFile: boolean): SlideUpdateBody {
  const body: SlideUpdateBody = commonFields(values);
  if (replacesImage(values, original, hasFile)) {
    if (!hasFile) body.image_url = values.image_url.trim();
    body.delete_previous = values.delete_previous;
  }
  return body;
}
