import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreateProductPage } from './create-product-page';
import { EMPTY_CREATE } from './product-form-values';
import { desktop } from '@/testing/story-frames';

/**
 * A new product the server refuses, driven by the mock scenario QA would pick
 * (`/admin/create?scenario=createProduct:invalid_payload.name`): the matrix in
 * docs/error-states.md and the copy review point here.
 */
const meta = {
  title: 'Admin/Products/Create product: server refusals',
  component: CreateProductPage,
  args: {
    initial: {
      ...EMPTY_CREATE,
      name: 'Cocoa Butter Glow Lotion',
      price: '4500',
      category: 'Body Lotion',
      subcategory: 'skin-whitening-lotion',
      imageUrls: '/images/placeholder.svg',
    },
  },
  parameters: { session: 'admin', route: '/admin/create' },
  globals: desktop,
} satisfies Meta<typeof CreateProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server names a field as missing: the form says which, and marks it. */
export const NameMissing: Story = {
  parameters: { scenarios: ['createProduct:invalid_payload.name'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Missing required: name');
    await expect(canvas.getByRole('textbox', { name: 'Name (required)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The product sent with scenario `name` on: the form shows `message`. */
const refused = (name: string, message: string): Story => ({
  parameters: { scenarios: [name] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  },
});

export const NameAndPriceMissing = refused('createProduct:invalid_payload', 'Missing required: name, price');
export const InvalidVariants = refused('createProduct:invalid_variants', 'Variant 1: A shade needs a swatch colour.');
export const PriceMissing = refused('createProduct:invalid_payload.price', 'Missing required: price');
export const CategoryMissing = refused('createProduct:invalid_payload.category', 'Missing required: category');
export const SubcategoryMissing = refused('createProduct:invalid_payload.subcategory', 'Missing required: subcategory');
export const UploadNotAnImage = refused(
  'createProduct:upload_failed',
  'Image upload failed: The file is not an image.',
);
export const UploadRefusedFile = refused(
  'createProduct:upload_failed.400',
  'Image upload failed: notes.txt is not an image.',
);
export const Forbidden = refused('createProduct:403', 'Admin access required.');
