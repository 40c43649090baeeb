import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDetailPage } from './product-detail-page';
import { desktop } from '@/testing/story-frames';

/**
 * Saving an edited product when the server refuses or does not answer, driven by the mock
 * scenario QA would pick (`?scenario=updateProduct:network_error`): the matrix in
 * docs/error-states.md and the copy review point here.
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
