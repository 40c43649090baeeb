import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { CreateProductPage } from './create-product-page';
import { EMPTY_CREATE } from './product-form-values';
import { desktop, phone } from '@/testing/story-frames';

const FILLED = {
  ...EMPTY_CREATE,
  name: 'Cocoa Butter Glow Lotion',
  price: '4500',
  category: 'Body Lotion',
  subcategory: 'skin-whitening-lotion',
  description: 'A rich daily lotion.',
  imageUrls: '/images/placeholder.svg',
};

const meta = {
  title: 'Admin/Products/Create product',
  component: CreateProductPage,
  parameters: { session: 'admin', route: '/admin/create' },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-ink-50 p-4 md:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreateProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
  return canvas.findByRole('alert');
};

export const Blank: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name (required)' })).toBeVisible();
  },
};
export const BlankPhone: Story = { ...Blank, globals: phone };

export const Filled: Story = { globals: desktop, args: { initial: FILLED } };
export const FilledPhone: Story = { ...Filled, globals: phone };

export const FreeTextSubcategory: Story = {
  globals: desktop,
  args: { initial: { ...FILLED, category: 'Sun Care', subcategory: 'SPF 50 Creams' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Subcategory (required)' })).toHaveValue('SPF 50 Creams');
    await expect(canvas.getByText('Saved as “spf-50-creams”.')).toBeVisible();
  },
};

export const MissingFields: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await submit(canvasElement)).toHaveTextContent(
      'Missing required fields: name, price, category, subcategory',
    );
  },
};
export const MissingFieldsPhone: Story = { ...MissingFields, globals: phone };

function serverError(status: number, body: Record<string, unknown>, message: string): Story {
  return {
    globals: desktop,
    args: { initial: FILLED },
    beforeEach({ msw }) {
      msw.use(http.post('*/api/products', () => HttpResponse.json(body, { status })));
    },
    play: async ({ canvasElement }) => {
      await expect(await submit(canvasElement)).toHaveTextContent(message);
      await expect(within(canvasElement).getByRole('textbox', { name: 'Name (required)' })).toHaveValue(FILLED.name);
    },
  };
}

export const ServerMissingRequired = serverError(
  400,
  { error: 'invalid_payload', message: 'Missing required: subcategory', fields: { subcategory: 'is required' } },
  'Missing required: subcategory',
);
export const InvalidPrice = serverError(
  400,
  { error: 'invalid_price', message: 'Price must be a number.', fields: { price: 'Price must be a number.' } },
  'Price must be a number.',
);
export const InvalidImages = serverError(
  400,
  { error: 'invalid_images', message: 'Images must be an array of URLs (strings).' },
  'Images must be an array of URLs (strings).',
);
export const CloudinaryNotConfigured = serverError(
  503,
  {
    error: 'cloudinary_not_configured',
    message: 'Cloudinary is not configured on the server. File uploads will fail.',
  },
  'Cloudinary is not configured on the server. File uploads will fail.',
);
export const UploadFailed = serverError(
  502,
  { error: 'upload_failed', message: 'The image host did not accept the file.' },
  'Image upload failed: The image host did not accept the file.',
);
export const UploadFailedPhone: Story = { ...UploadFailed, globals: phone };

/** A file chosen and the server slow to answer: the progress bar and Cancel upload. */
export const Uploading: Story = {
  globals: desktop,
  args: { initial: FILLED },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/products', hang));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Image files'),
      new File([new Uint8Array(2048)], 'jar.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await expect(await canvas.findByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Creating…' })).toBeDisabled();
  },
};
export const UploadingPhone: Story = { ...Uploading, globals: phone };
