import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDetailPage } from './product-detail-page';
import { productAnswer, productIdWhere } from '@/testing/story-data';
import { desktop, noRetries, phone } from '@/testing/story-frames';

/** A seeded product with pictures and reviews to show (asked of the API after seeding). */
const seededProductId = () => productIdWhere((p) => p.images.length > 1 && p.reviewCount > 3);

/** That product as the API sends it, for a handler that answers a variant of it. */
const seededAnswer = async () => ({ answer: await productAnswer(await seededProductId()) });

const meta = {
  title: 'Admin/Products/Product detail',
  component: ProductDetailPage,
  args: { id: 1 },
  parameters: { session: 'admin', route: '/admin/product/1' },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-ink-50 p-4 md:p-8">
        <Story />
      </div>
    ),
  ],
  loaders: [async () => ({ productId: await seededProductId() })],
  render: (args, { loaded }) => <ProductDetailPage {...args} id={loaded.productId as number} />,
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Show image 1 of/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('list', { name: 'Related products' })).toBeVisible();
  },
};
export const ViewPhone: Story = { ...View, globals: phone };

export const Edit: Story = {
  globals: desktop,
  args: { initialMode: 'edit' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Edit product' }));
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
export const EditPhone: Story = { ...Edit, globals: phone };

export const EditMissingFields: Story = {
  globals: desktop,
  args: { initialMode: 'edit' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Edit product' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Name (required)' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Missing required fields: name');
  },
};

export const UpdateFailed: Story = {
  globals: desktop,
  args: { initialMode: 'edit' },
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/products/:id', () =>
        HttpResponse.json({ error: 'invalid_price', message: 'Price must be a number.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Edit product' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Price must be a number.');
  },
};
export const UpdateFailedPhone: Story = { ...UpdateFailed, globals: phone };

/**
 * Adding an image by URL on a host that ignores image_urls (as the spec's update does): the form
 * downloads the picture itself, and says plainly when the picture's host does not allow that.
 */
export const AddImageByUrlRefused: Story = {
  globals: desktop,
  loaders: [seededAnswer],
  beforeEach({ msw, loaded }) {
    // The update answers the product unchanged: the host ignored image_urls.
    msw.use(
      http.patch('*/api/products/:id', () => HttpResponse.json(loaded.answer as object)),
      http.get('https://cdn.no-cors-host.com/*', () => HttpResponse.error()),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Add images' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Image URLs' }), 'https://cdn.no-cors-host.com/jar.jpg');
    await userEvent.click(form.getByRole('button', { name: 'Add images' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The server did not take the image links, so they were downloaded here instead. https://cdn.no-cors-host.com/jar.jpg could not be downloaded here (its host may not allow it). Save that image and add it as a file.',
    );
  },
};

/** A product with no images and no reviews yet (as one just created without images). */
export const NoReviewsNoImages: Story = {
  globals: desktop,
  loaders: [seededAnswer],
  beforeEach({ msw, loaded }) {
    const answer = loaded.answer as { id: number };
    msw.use(
      http.get('*/api/products/:id', ({ params }) => {
        if (Number(params.id) !== answer.id) return undefined;
        return HttpResponse.json({
          ...answer,
          images: [],
          image: null,
          hover_image: null,
          avg_rating: null,
          review_count: 0,
          reviews: [],
          reviews_pagination: { page: 1, per_page: 10, total: 0, total_pages: 0 },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No reviews yet.')).toBeVisible();
    await expect(canvas.getByText('This product has no images yet.')).toBeVisible();
  },
};
export const NoReviewsNoImagesPhone: Story = { ...NoReviewsNoImages, globals: phone };

export const ConfirmDeleteProduct: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete this product?' })).toBeVisible();
  },
};

export const ConfirmDeleteReview: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = within(await canvas.findByRole('list', { name: 'Reviews' }));
    await userEvent.click(reviews.getAllByRole('button', { name: /^Delete review by/ })[0]!);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete this review?' })).toBeVisible();
  },
};

export const ConfirmDeleteImagePhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete image' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete this image?' })).toBeVisible();
  },
};

export const NotFound: Story = {
  globals: desktop,
  render: (args) => <ProductDetailPage {...args} id={999999} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Product not found' })).toBeVisible();
  },
};

export const LoadError: Story = {
  globals: desktop,
  decorators: [noRetries],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products/:id', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Failed to load product' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products/:id', hang));
  },
};
export const LoadingPhone: Story = { ...Loading, globals: phone };
