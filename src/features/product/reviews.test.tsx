import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { limits } from '@/api/limits.gen';
import { call, takeContractProblems, withApp } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { currentUrl, renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { loadReviewForm } from './review-form-slot';

withApp();
// The form's code loads when it is needed (./review-form-slot.tsx); here once for the file, so
// every test finds the form drawn with the page, whichever test runs first.
beforeAll(async () => {
  await loadReviewForm();
});

const PRODUCT = 2;
const main = () => within(screen.getByRole('main'));
const reviews = () => within(screen.getByRole('region', { name: 'Customer reviews' }));
const form = () => within(screen.getByRole('form', { name: 'Write a review' }));

async function reviewCount(): Promise<number> {
  return ((await (await call(`/products/${PRODUCT}`)).json()) as { review_count: number }).review_count;
}

/** Counts POST /products/{id}/reviews calls that reach the network. */
function watchPosts() {
  const posts = vi.fn();
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/reviews')) posts();
  });
  return posts;
}

describe('reviews', { timeout: 20_000 }, () => {
  it('opens with Show reviews, pages with Previous and Next, and keeps page and size in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const total = await reviewCount();
    expect(total).toBeGreaterThan(10);
    const { router } = await renderApp(`/product/${PRODUCT}`);
    const toggle = await reviews().findByRole('button', { name: 'Show reviews' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the list shows nothing but the two newest reviews beside the form.
    const [latest, next, ...more] = await reviews().findAllByRole('article');
    expect(next).toBeDefined();
    expect(more).toHaveLength(0);

    await user.click(toggle);
    expect(reviews().getByRole('button', { name: 'Hide reviews' }).getAttribute('aria-expanded')).toBe('true');
    expect(reviews().getAllByRole('article')).toHaveLength(10);
    expect(reviews().getAllByRole('article')[0]!.textContent).toBe(latest!.textContent);
    expect(reviews().getAllByRole('article')[1]!.textContent).toBe(next!.textContent);
    const pages = Math.ceil(total / 10);
    expect(reviews().getByText(`Page 1 of ${pages}`)).toBeTruthy();
    expect(reviews().getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(reviews().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/product/${PRODUCT}?reviews_page=2`));
    expect(await reviews().findByText(`Page 2 of ${pages}`)).toBeTruthy();
    expect(reviews().getAllByRole('article')).toHaveLength(Math.min(10, total - 10));

    await user.selectOptions(reviews().getByLabelText('Reviews per page'), '5');
    await waitFor(() => expect(currentUrl(router)).toBe(`/product/${PRODUCT}?reviews_per_page=5`));
    expect(await reviews().findByText(`Page 1 of ${Math.ceil(total / 5)}`)).toBeTruthy();
    expect(reviews().getAllByRole('article')).toHaveLength(5);
    expect(
      Array.from((reviews().getByLabelText('Reviews per page') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['5', '10', '20', '50']);
  });

  it('starts open on the page of reviews the URL names, and a bad page size falls back to 10', async () => {
    const total = await reviewCount();
    await renderApp(`/product/${PRODUCT}?reviews_page=2&reviews_per_page=7`);
    expect(await reviews().findByRole('button', { name: 'Hide reviews' })).toBeTruthy();
    expect(reviews().getByText(`Page 2 of ${Math.ceil(total / 10)}`)).toBeTruthy();
    expect((reviews().getByLabelText('Reviews per page') as HTMLSelectElement).value).toBe('10');
  });

  it('asks a visitor to sign in first, with a link that comes back here', async () => {
    const user = userEvent.setup({ delay: null });
    const posts = watchPosts();
    await renderApp(`/product/${PRODUCT}`);
    await user.click(await form().findByRole('radio', { name: '5 stars' }));
    await user.type(form().getByLabelText('Title'), 'Lovely');
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    const alert = form().getByRole('alert');
    expect(within(alert).getByText('Please sign in to leave a review.')).toBeTruthy();
    const href = within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe(`/product/${PRODUCT}#reviews`);
    expect(form().getByLabelText('Title')).toHaveProperty('value', 'Lovely');
    expect(posts).not.toHaveBeenCalled();
  });

  // Three pages in one test (the product, the login page's own code, the product again): room for a busy machine.
  it(
    'keeps the review through signing in: back on the product with the stars, title and text, scrolled to the form',
    { timeout: 45_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      // jsdom has no layout: record what the page asks to bring into view.
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled(this);
      };
      onTestFinished(() => {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      });
      const posts = watchPosts();
      const { router } = await renderApp(`/product/${PRODUCT}`);
      await user.click(await form().findByRole('radio', { name: '4 stars' }));
      await user.type(form().getByLabelText('Title'), 'Soft skin in a week');
      await user.type(form().getByLabelText('Your review'), 'No white cast, and it lasts all day.');
      await user.click(form().getByRole('button', { name: 'Submit review' }));
      await user.click(within(form().getByRole('alert')).getByRole('link', { name: 'Sign in' }));

      const login = within(await screen.findByRole('form', { name: 'Log in' }, { timeout: 15_000 }));
      await user.type(login.getByLabelText('Email'), 'customer@example.com');
      await user.type(login.getByLabelText('Password'), 'password123');
      await user.click(login.getByRole('button', { name: 'Log in' }));

      await waitFor(() => expect(currentUrl(router)).toBe(`/product/${PRODUCT}#reviews`), { timeout: 15_000 });
      const back = within(await screen.findByRole('form', { name: 'Write a review' }, { timeout: 15_000 }));
      expect(back.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
      expect(back.getByLabelText('Title')).toHaveProperty('value', 'Soft skin in a week');
      expect(back.getByLabelText('Your review')).toHaveProperty('value', 'No white cast, and it lasts all day.');
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith(screen.getByRole('form', { name: 'Write a review' })));
      expect(posts).not.toHaveBeenCalled();

      // Sent, the draft is gone: the next visit starts empty.
      await user.click(back.getByRole('button', { name: 'Submit review' }));
      expect(await back.findByText('Thanks for your review!', {}, { timeout: 15_000 })).toBeTruthy();
      expect(sessionStorage.getItem(`review-draft:${PRODUCT}`)).toBeNull();
    },
  );

  it("holds the text to the contract's limit: one character past it is said on the field and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const posts = watchPosts();
    await renderApp(`/product/${PRODUCT}`);
    const text = await form().findByLabelText('Your review');
    await user.click(form().getByRole('radio', { name: '4 stars' }));
    await user.click(text);
    await user.paste('a'.repeat(limits.createReview.body.maxLength));
    await user.type(text, 'b');
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect(form().getByText('Must be 5,000 characters or fewer.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);
    expect(posts).not.toHaveBeenCalled();
  });

  it('needs a rating from 1 to 5 and a title of 255 characters or fewer, with a counter', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const posts = watchPosts();
    await renderApp(`/product/${PRODUCT}`);
    const title = await form().findByLabelText('Title');
    expect(form().getByText('0/255')).toBeTruthy();
    await user.click(title);
    await user.paste('a'.repeat(256));
    expect(form().getByText('256/255')).toBeTruthy();

    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect(form().getByText('Please select a rating between 1 and 5.')).toBeTruthy();
    expect(form().getByText('Title must be 255 characters or fewer.')).toBeTruthy();
    expect(document.activeElement).toBe(form().getByRole('radio', { name: '1 star' }));
    expect(form().getByRole('group', { name: 'Rating' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    await user.click(form().getByRole('radio', { name: '3 stars' }));
    // Choosing a rating takes its message away at once; the title's stays until it changes.
    expect(form().queryByText('Please select a rating between 1 and 5.')).toBeNull();
    expect(form().getByRole('group', { name: 'Rating' }).getAttribute('aria-describedby')).toBeNull();
    expect(form().getByText('Title must be 255 characters or fewer.')).toBeTruthy();
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect(form().queryByText('Please select a rating between 1 and 5.')).toBeNull();
    expect(form().getByText('Title must be 255 characters or fewer.')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(posts).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}');
    expect(form().getByText('255/255')).toBeTruthy();
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect(await form().findByText('Thanks for your review!')).toBeTruthy();
    expect(posts).toHaveBeenCalledTimes(1);
  });

  it('counts an emoji as one character, as the contract does: 255 emoji are a title and are sent', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const posts = watchPosts();
    await renderApp(`/product/${PRODUCT}`);
    const title = await form().findByLabelText('Title');
    await user.click(title);
    await user.paste('😀'.repeat(255));
    expect(form().getByText('255/255')).toBeTruthy();
    await user.paste('✨');
    expect(form().getByText('256/255')).toBeTruthy();
    await user.click(form().getByRole('radio', { name: '5 stars' }));
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect(form().getByText('Title must be 255 characters or fewer.')).toBeTruthy();
    expect(posts).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}');
    expect(form().getByText('255/255')).toBeTruthy();
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect(await form().findByText('Thanks for your review!')).toBeTruthy();
    expect(posts).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      { error: 'invalid_rating', message: 'Rating must be a whole number from 1 to 5.' },
      400,
      'Rating must be a whole number from 1 to 5.',
    ],
    [{ error: 'title_too_long', message: 'at most 255' }, 400, 'Title is too long.'],
    [{ error: 'author_name_too_long', message: 'at most 80' }, 400, 'Name is too long.'],
    [{ error: 'not_found', message: 'Product not found' }, 404, 'Failed to submit review.'],
  ])('shows the server’s %o as the spec says, and keeps what was typed', async (body, status, message) => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    server.use(http.post('*/api/products/:id/reviews', () => HttpResponse.json(body, { status })));
    await renderApp(`/product/${PRODUCT}`);
    await user.click(await form().findByRole('radio', { name: '4 stars' }));
    await user.type(form().getByLabelText('Title'), 'Soft skin');
    await user.type(form().getByLabelText('Your review'), 'Two weeks in.');
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect((await form().findByRole('alert')).textContent).toBe(message);
    expect(form().getByLabelText('Title')).toHaveProperty('value', 'Soft skin');
    expect(form().getByLabelText('Your review')).toHaveProperty('value', 'Two weeks in.');
    expect(form().getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
  });

  it.each([
    [{ error: 'invalid_rating' }, 'Please select a rating between 1 and 5.'],
    ['<html>Bad Request</html>', 'Failed to submit review.'],
  ])('uses the spec’s words when the server’s %o carries no message of its own', async (body, message) => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    server.use(
      http.post('*/api/products/:id/reviews', () =>
        typeof body === 'string'
          ? HttpResponse.html(body, { status: 400 })
          : HttpResponse.json(body as never, { status: 400 }),
      ),
    );
    await renderApp(`/product/${PRODUCT}`);
    await user.click(await form().findByRole('radio', { name: '4 stars' }));
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect((await form().findByRole('alert')).textContent).toBe(message);
    // Not the contract's shape on purpose: a host or proxy that answers without a message.
    await takeContractProblems();
  });

  it('says Failed to submit review. when the network fails', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    server.use(http.post('*/api/products/:id/reviews', () => HttpResponse.error()));
    await renderApp(`/product/${PRODUCT}`);
    await user.click(await form().findByRole('radio', { name: '2 stars' }));
    await user.click(form().getByRole('button', { name: 'Submit review' }));
    expect((await form().findByRole('alert')).textContent).toBe('Failed to submit review.');
  });

  it('thanks the reviewer, empties the form, and shows the review (as text) and the new count without a reload', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const before = await reviewCount();
    const markup = '<img src=x onerror=alert(1)>';
    await renderApp(`/product/${PRODUCT}`);
    expect(await main().findByText(`(${before} reviews)`)).toBeTruthy();

    await user.click(form().getByRole('radio', { name: '5 stars' }));
    await user.type(form().getByLabelText('Title'), markup.replace(/[{[]/g, '$&$&'));
    await user.type(form().getByLabelText('Your review'), 'My <b>dark spots</b> faded.');
    await user.click(form().getByRole('button', { name: 'Submit review' }));

    expect(await form().findByText('Thanks for your review!')).toBeTruthy();
    expect(form().getByLabelText('Title')).toHaveProperty('value', '');
    expect(form().getByLabelText('Your review')).toHaveProperty('value', '');
    expect(
      form()
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(form().getByText('0/255')).toBeTruthy();

    expect(await main().findByText(`(${before + 1} reviews)`)).toBeTruthy();
    const newest = (await reviews().findAllByRole('article'))[0]!;
    expect(within(newest).getByRole('heading').textContent).toBe(markup);
    expect(within(newest).getByText('My <b>dark spots</b> faded.')).toBeTruthy();
    expect(within(newest).getByText('Tolu Adebayo')).toBeTruthy();
    expect(newest.querySelector('img')).toBeNull();
    expect(newest.querySelector('b')).toBeNull();
  });
});
