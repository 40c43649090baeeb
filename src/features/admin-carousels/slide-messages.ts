/**
 * Every message of the slides screen. The spec's own words (section 8, Slides) are used as they
 * are written; the rest says what went wrong and what to do.
 */
import { isApiError, serverCode, serverMessage } from '@/api/errors';
import { limits } from '@/api/limits.gen';

export const SLIDE_MESSAGES = {
  cloudinaryNotConfigured: "Cloudinary is not configured; uploads won't work.",
  uploadFailedPrefix: 'Upload failed: ',
  loadFailed: 'Could not load slides.',
  updateFailed: 'Update failed',
  createFailed: 'Could not add the slide.',
  /** Followed by the missing names: heading, image_url or image upload (spec section 5). */
  missingPrefix: 'Missing required fields: ',
  headingRequired: 'Enter a heading.',
  headingEmpty: 'The heading cannot be empty.',
  imageRequired: 'Enter an image URL or choose an image to upload.',
  sortOrderInteger: 'Sort order must be a whole number.',
  sortOrderRange: `Sort order must be between ${limits.createSlide.sort_order.minimum} and ${limits.createSlide.sort_order.maximum}.`,
  imageUrlBroken: 'No image could be loaded from this address. Check the link, or upload the image instead.',
  imageUrlLoading: 'The image is still loading: wait for its preview, then save.',
} as const;

/** The names the spec reports for a missing heading and a missing image. */
export const MISSING_NAMES = { heading: 'heading', image: 'image_url or image upload' } as const;

/**
 * One line for a failed create or update: the upload problems in the spec's words, else the
 * server's message, else its error code, else the fallback ('Update failed' for an update).
 */
export function slideErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'cloudinary_not_configured') return SLIDE_MESSAGES.cloudinaryNotConfigured;
  if (error.code === 'upload_failed')
    return SLIDE_MESSAGES.uploadFailedPrefix + (serverMessage(error) ?? 'the image host did not accept the file.');
  return serverMessage(error) ?? serverCode(error) ?? fallback;
}
