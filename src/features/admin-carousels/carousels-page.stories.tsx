import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { CarouselsPage } from './carousels-page';
import { desktop, noRetries, phone } from '@/testing/story-frames';

const SLIDES = '*/api/carousel/slides';
const CREATE = '*/api/admin/carousel/slides';
const UPDATE = '*/api/admin/carousel/slides/:id';

const meta = {
  title: 'Admin/Carousels/Homepage slides',
  component: CarouselsPage,
  args: { limit: 20, onLimitChange: fn() },
  parameters: { session: 'admin', route: '/admin/carousels' },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
        <main>
          <Story />
        </main>
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof CarouselsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The inactive slides' call (GET /carousel/slides?include_inactive=true). */
const withInactive = (request: Request) => new URL(request.url).searchParams.get('include_inactive') === 'true';
const INACTIVE_SLIDE = {
  id: 901,
  image_url: '/images/slides/serum-and-oil.svg',
  alt: 'A serum bottle beside an oil dropper',
  heading: 'Harmattan Rescue Kit',
  subtitle: 'Back in December',
  description: 'Shea butter and oils for dry season skin.',
  cta_primary_label: 'Shop now',
  cta_primary_url: '/products',
  cta_secondary_label: null,
  cta_secondary_url: null,
  sort_order: 7,
  is_active: false,
};
const list = (canvas: Canvas) => canvas.findByRole('list', { name: 'Active slides' });
const createForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Add a slide' }));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'summer-slide.png', {
    type: 'image/png',
  });

async function openEdit(canvas: Canvas) {
  const row = within((await list(canvas)).querySelector('li')!);
  await userEvent.click(row.getByRole('button', { name: /^Edit / }));
  return within(row.getByRole('form', { name: /^Edit / }));
}

/** Fills the create form with a heading and a file, and sends it. */
async function submitUpload(canvas: Canvas) {
  await list(canvas);
  const form = createForm(canvas);
  await userEvent.type(form.getByLabelText('Heading (required)'), 'Summer glow');
  await userEvent.upload(form.getByLabelText('Or upload an image'), png());
  await userEvent.click(form.getByRole('button', { name: 'Add slide' }));
  return form;
}

export const Populated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await list(canvas)).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('6 active slides')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a slide' })).toBeVisible();
  },
};
export const PopulatedPhone: Story = { ...Populated, globals: phone };

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get(SLIDES, hang));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading slides' })).toBeVisible();
  },
};
export const LoadingPhone: Story = { ...Loading, globals: phone };

export const Empty: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get(SLIDES, () => HttpResponse.json({ items: [], count: 0 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No active slides')).toBeVisible();
  },
};
export const EmptyPhone: Story = { ...Empty, globals: phone };

export const LoadError: Story = {
  globals: desktop,
  decorators: [noRetries],
  beforeEach({ msw }) {
    msw.use(http.get(SLIDES, ({ request }) => (withInactive(request) ? undefined : HttpResponse.error())));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load slides.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
export const LoadErrorPhone: Story = { ...LoadError, globals: phone };

/** A slide that was deactivated (or added with Active unticked) waits under Inactive slides, with Reactivate. */
export const WithInactive: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(SLIDES, ({ request }) =>
        withInactive(request) ? HttpResponse.json({ items: [INACTIVE_SLIDE], count: 1 }) : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inactive = within(await canvas.findByRole('list', { name: 'Inactive slides' }));
    await expect(inactive.getByRole('heading', { name: 'Harmattan Rescue Kit' })).toBeVisible();
    await expect(inactive.getByText('Inactive')).toBeVisible();
    await expect(inactive.getByRole('button', { name: 'Reactivate Harmattan Rescue Kit' })).toBeVisible();
    await expect(canvas.getByText('1 inactive slide: not on the home page until reactivated')).toBeVisible();
  },
};
export const WithInactivePhone: Story = { ...WithInactive, globals: phone };

export const CreateMissingFields: Story = {
  name: 'Create: missing heading and image',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const form = createForm(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Add slide' }));
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Missing required fields: heading, image_url or image upload',
    );
    await expect(form.getByText('Enter a heading.')).toBeVisible();
    await expect(form.getByText('Enter an image URL or choose an image to upload.')).toBeVisible();
  },
};
export const CreateMissingFieldsPhone: Story = {
  ...CreateMissingFields,
  name: 'Create: missing heading and image (phone)',
  globals: phone,
};

export const CreateSortOrderNotWhole: Story = {
  name: 'Create: sort order not a whole number',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const form = createForm(canvas);
    await userEvent.type(form.getByLabelText('Heading (required)'), 'Summer glow');
    await userEvent.type(form.getByLabelText('Image URL'), '/images/slides/glow-recipe.svg');
    await expect(await form.findByRole('img', { name: 'Preview of this address' })).toBeVisible();
    await userEvent.clear(form.getByLabelText('Sort order'));
    await userEvent.type(form.getByLabelText('Sort order'), 'first');
    await userEvent.click(form.getByRole('button', { name: 'Add slide' }));
    await expect(form.getByText('Sort order must be a whole number.')).toBeVisible();
  },
};

export const CreateImageAddressBroken: Story = {
  name: 'Create: an image address that shows no image',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const form = createForm(canvas);
    await userEvent.type(form.getByLabelText('Heading (required)'), 'Summer glow');
    await userEvent.type(form.getByLabelText('Image URL'), '/images/slides/no-such-picture.png');
    // The browser's answer for a missing file can take a while on a busy machine.
    await expect(await form.findByText('No image at this address.', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Add slide' }));
    await expect(
      form.getByText('No image could be loaded from this address. Check the link, or upload the image instead.'),
    ).toBeVisible();
  },
};

export const CreateFileChosen: Story = {
  name: 'Create: image file chosen',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const form = createForm(canvas);
    await userEvent.upload(form.getByLabelText('Or upload an image'), png());
    await expect(form.getByText('summer-slide.png')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove file' })).toBeEnabled();
  },
};

export const CreateUploading: Story = {
  name: 'Create: uploading',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.post(CREATE, hang));
  },
  play: async ({ canvasElement }) => {
    const form = await submitUpload(within(canvasElement));
    await expect(form.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  },
};

export const CreateServerRefused: Story = {
  name: 'Create: server says invalid_payload',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          { error: 'invalid_payload', message: 'Missing required: heading', fields: { heading: 'Required.' } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const form = createForm(canvas);
    await userEvent.type(form.getByLabelText('Heading (required)'), 'Summer glow');
    await userEvent.type(form.getByLabelText('Image URL'), '/images/slides/glow-recipe.svg');
    await expect(await form.findByText('The slide will show this image.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Add slide' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Missing required: heading');
  },
};

/** A new slide sent with scenario `name` on: the create form shows `message`, the server's words. */
const createRefused = (name: string, message: string): Story => ({
  globals: desktop,
  parameters: { scenarios: [name] },
  play: async ({ canvasElement }) => {
    const form = await submitUpload(within(canvasElement));
    await expect(await form.findByRole('alert')).toHaveTextContent(message);
  },
});

export const CreateNothingGiven = createRefused(
  'createSlide:invalid_payload',
  'Missing required: heading, image_url or image upload',
);

export const CreateImageMissing = createRefused('createSlide:invalid_payload.image_url', 'Missing required: image_url');

export const CreateForbidden = createRefused('createSlide:403', 'Admin access required.');

export const CreateUploadRefusedFile = createRefused(
  'createSlide:upload_failed.400',
  'Upload failed: notes.txt is not an image.',
);

export const CreateCloudinaryNotConfigured: Story = {
  name: 'Create: uploads not configured',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          { error: 'cloudinary_not_configured', message: 'Cloudinary is not configured on the server.' },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await submitUpload(within(canvasElement));
    await expect(await form.findByRole('alert')).toHaveTextContent("Cloudinary is not configured; uploads won't work.");
    await expect(form.getByLabelText('Heading (required)')).toHaveValue('Summer glow');
  },
};

export const CreateUploadFailed: Story = {
  name: 'Create: upload failed',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.post(CREATE, () =>
        HttpResponse.json({ error: 'upload_failed', message: 'The file is not an image.' }, { status: 502 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await submitUpload(within(canvasElement));
    await expect(await form.findByRole('alert')).toHaveTextContent('Upload failed: The file is not an image.');
  },
};

export const Edit: Story = {
  name: 'Edit: open',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await expect(form.getByLabelText('Heading')).toHaveValue('Glow Recipe');
    await expect(form.getByText('Current image')).toBeVisible();
  },
};
export const EditPhone: Story = { ...Edit, name: 'Edit: open (phone)', globals: phone };

export const EditEmptyHeading: Story = {
  name: 'Edit: empty heading',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await userEvent.clear(form.getByLabelText('Heading'));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(form.getByText('The heading cannot be empty.')).toBeVisible();
  },
};

export const EditReplaceImage: Story = {
  name: 'Edit: replacing the image',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await userEvent.upload(form.getByLabelText('Or upload an image'), png());
    await expect(form.getByLabelText('Delete the previous image')).toBeChecked();
  },
};

export const EditFailed: Story = {
  name: 'Edit: server message',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.patch(UPDATE, () =>
        HttpResponse.json({ error: 'invalid_payload', message: 'The heading must not be blank.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The heading must not be blank.');
  },
};

/** A slide saved with scenario `name` on: the edit form shows `message`, the server's words. */
const editRefused = (name: string, message: string): Story => ({
  globals: desktop,
  parameters: { scenarios: [name] },
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(message);
  },
});

export const EditInvalidPayload = editRefused('updateSlide:invalid_payload', 'The request is invalid.');
export const EditForbidden = editRefused('updateSlide:403', 'Admin access required.');
export const EditSlideGone = editRefused('updateSlide:404', 'Not found.');

/** A new picture for a slide that the upload service refuses (scenario updateSlide:upload_failed.400). */
export const EditUploadRefusedFile: Story = {
  globals: desktop,
  parameters: { scenarios: ['updateSlide:upload_failed.400'] },
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await userEvent.upload(form.getByLabelText('Or upload an image'), png());
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Upload failed: notes.txt is not an image.');
  },
};

export const EditFailedNoReason: Story = {
  name: 'Edit: update failed',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.patch(UPDATE, () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const form = await openEdit(within(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Update failed');
  },
};

export const DeactivateConfirm: Story = {
  name: 'Deactivate: confirm',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Glow Recipe' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Deactivate this slide?',
    });
    await expect(dialog).toBeVisible();
  },
};
export const DeactivateConfirmPhone: Story = {
  ...DeactivateConfirm,
  name: 'Deactivate: confirm (phone)',
  globals: phone,
};

export const DeactivateFailed: Story = {
  name: 'Deactivate: failed',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.patch(UPDATE, () => HttpResponse.json({ error: 'not_found', message: 'Slide not found.' }, { status: 404 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Glow Recipe' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Slide not found.');
  },
};

/** Whether the element is wholly inside the window (scrolled into view). */
const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

/**
 * Added, on a phone: the form sits below the lists, so the result comes to the admin: a toast,
 * and the new row marked 'New', scrolled into view and focused. Last in the file: it adds a slide
 * to the file's shared mock.
 */
export const CreatedPhone: Story = {
  name: 'Create: added (phone)',
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const form = createForm(canvas);
    await userEvent.type(form.getByLabelText('Heading (required)'), 'Night Repair');
    await userEvent.type(form.getByLabelText('Image URL'), '/images/slides/serum-and-oil.svg');
    await expect(await form.findByText('The slide will show this image.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Add slide' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('“Night Repair” was added. It now shows on the home page.')).toBeVisible();
    const heading = await within(await list(canvas)).findByRole('heading', { name: 'Night Repair' });
    const row = heading.closest('li')!;
    await expect(within(row).getByText('New')).toBeVisible();
    await waitFor(() => expect(inView(row)).toBe(true));
    await expect(within(row).getByRole('button', { name: 'Edit Night Repair' })).toHaveFocus();
  },
};
