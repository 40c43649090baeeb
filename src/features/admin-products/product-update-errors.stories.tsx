import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ProductDetailPage } from './product-detail-page';
import { productIdWhere } from '@/testing/story-data';
import { desktop } from '@/testing/story-frames';

/**
 * Saving an edited product, or deleting it, a review or an image, when the server refuses or does
 * not answer, driven by the mock scenario QA would pick (`?scenario=updateProduct:network_error`):
 * the matrix in docs/error-states.md and the copy review point here.
 */
const meta = {
  title: 'Admin/Products/Product detail: server refusals',
  component: ProductDetailPage,
  args: { id: 1, initialMode: 'edit' },
  parameters: { session: 'admin', route: '/admin/product/1' },
  globals: desktop,
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveRefused = (scenario: string, message: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Edit product' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(message);
  },
});

/** No answer at all: the spec's fallback. */
export const NoAnswer = saveRefused('updateProduct:network_error', 'Update failed');
export const ProductGone = saveRefused('updateProduct:404', 'Not found.');
export const InvalidPayload = saveRefused('updateProduct:invalid_payload', 'The request is invalid.');
export const Forbidden = saveRefused('updateProduct:403', 'Admin access required.');
export const InvalidVariants = saveRefused(
  'updateProduct:invalid_variants',
  'Variant 1: A shade needs a swatch colour.',
);
export const UploadNotAnImage = saveRefused(
  'updateProduct:upload_failed',
  'Image upload failed: The file is not an image.',
);
export const UploadRefusedFile = saveRefused(
  'updateProduct:upload_failed.400',
  'Image upload failed: notes.txt is not an image.',
);

type Deletion = 'Delete product' | 'Delete review' | 'Delete image';

/**
 * Deleting from a seeded product with pictures and reviews (asked of the API), refused: the
 * server's words show in the confirmation dialog, which stays open for another try.
 */
const deleteRefused = (action: Deletion, scenario: string, message: string): Story => ({
  args: { initialMode: 'view' },
  parameters: { scenarios: [scenario] },
  loaders: [async () => ({ productId: await productIdWhere((p) => p.images.length > 1 && p.reviewCount > 0) })],
  render: (args, { loaded }) => <ProductDetailPage {...args} id={loaded.productId as number} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open =
      action === 'Delete review'
        ? within(await canvas.findByRole('list', { name: 'Reviews' })).getAllByRole('button', {
            name: /^Delete review by/,
          })[0]!
        : await canvas.findByRole('button', { name: action });
    await userEvent.click(open);
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: action }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  },
});

export const DeleteProductInvalidPayload = deleteRefused(
  'Delete product',
  'deleteProduct:invalid_payload',
  'The request is invalid.',
);
export const DeleteProductForbidden = deleteRefused('Delete product', 'deleteProduct:403', 'Admin access required.');
export const DeleteProductGone = deleteRefused('Delete product', 'deleteProduct:404', 'Not found.');
export const DeleteReviewInvalidPayload = deleteRefused(
  'Delete review',
  'deleteReview:invalid_payload',
  'The request is invalid.',
);
export const DeleteReviewForbidden = deleteRefused('Delete review', 'deleteReview:403', 'Admin access required.');
export const DeleteReviewGone = deleteRefused('Delete review', 'deleteReview:404', 'Not found.');
export const DeleteImageInvalidPayload = deleteRefused(
  'Delete image',
  'deleteProductImage:invalid_payload',
  'The request is invalid.',
);
export const DeleteImageUrlMissing = deleteRefused(
  'Delete image',
  'deleteProductImage:invalid_payload.url',
  'Missing required: url',
);
export const DeleteImageForbidden = deleteRefused('Delete image', 'deleteProductImage:403', 'Admin access required.');
export const DeleteImageGone = deleteRefused('Delete image', 'deleteProductImage:404', 'Not found.');
