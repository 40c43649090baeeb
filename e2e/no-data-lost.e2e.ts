/**
 * No data lost (issue 9, point 6), as a shopper and an admin see it in Chromium, on the built app
 * and its in-browser mock backend:
 * - the cart survives a reload; two tabs' changes merge; a damaged saved cart is repaired with a
 *   notice instead of a crash; a cart write that storage refuses is reported and the next one works;
 * - a review posted just before the tab is killed (the renderer crashed: no unload, no pagehide) is
 *   there in a new tab;
 * - each main form keeps everything typed when its submission fails (mock scenarios), and goes
 *   through once the failure is gone; the checkout's half-filled delivery form survives a reload.
 */
import type { BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_KEY, CART_NOTICES, CartWriteError } from '../src/lib/cart-storage';
import { currentUrl, mockReady, useBrowser } from './support/browser';
import { open } from './support/catalogue-actions';
import { signInAs } from './support/session';

const browser = useBrowser();

/** What the shopper reads when the cart could not be saved (the app's own words). */
const WRITE_ERROR = new CartWriteError(null).message;
/** A 1×1 PNG, for the upload fields. */
const PNG = {
  name: 'kept.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

const main = (page: Page) => page.getByRole('main');

const visible = (locator: Locator, timeout = 15_000) => locator.waitFor({ state: 'visible', timeout });

/** Runs one step; a failure says which step it was. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`Step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Records uncaught errors (a crash) and every window.alert, which it dismisses. */
function watch(page: Page) {
  const errors: string[] = [];
  const alerts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  return { errors, alerts };
}

async function newPage(context?: BrowserContext) {
  const page = context ? await context.newPage() : await browser.newPage();
  return { page, ...watch(page) };
}

// ---------- the cart, as the screens and storage show it ----------

/** Opens a product page; returns the product's name. */
async function openProduct(page: Page, id: number): Promise<string> {
  await open(page, `/product/${id}`);
  const heading = main(page).getByRole('heading', { level: 1 });
  await visible(heading);
  return (await heading.textContent())!.trim();
}

/** Adds a product from its page, as a shopper does (Add to Cart takes them to /cart). */
async function addFromProductPage(page: Page, id: number): Promise<string> {
  const name = await openProduct(page, id);
  await main(page).getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
  await visible(main(page).getByLabel(`Quantity of ${name}`, { exact: true }));
  return name;
}

/** The cart page's lines: name → the quantity its field shows. */
function cartScreen(page: Page): Promise<Record<string, number>> {
  return main(page)
    .getByRole('spinbutton')
    .evaluateAll((inputs) =>
      Object.fromEntries(
        inputs.map((input) => [
          input.getAttribute('aria-label')!.replace(/^Quantity of /, ''),
          Number((input as HTMLInputElement).value),
        ]),
      ),
    );
}

/** The header's cart count, from its accessible name ('Cart, 3 items'). */
async function headerCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0]);
}

/** What is saved under 'cart': name → quantity. */
function storedCart(page: Page): Promise<Record<string, number>> {
  return page.evaluate((key) => {
    const lines = JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ name: string; qty: number }>;
    return Object.fromEntries(lines.map((line) => [line.name, line.qty]));
  }, CART_KEY);
}

const total = (lines: Record<string, number>) => Object.values(lines).reduce((sum, qty) => sum + qty, 0);

/** The cart as the shopper sees it (page and header) and as it is saved, all equal to `lines`. */
async function expectCart(page: Page, lines: Record<string, number>) {
  await expect.poll(() => cartScreen(page), { timeout: 10_000 }).toEqual(lines);
  await expect.poll(() => headerCount(page)).toBe(total(lines));
  expect(await storedCart(page)).toEqual(lines);
}

describe('the cart keeps what the shopper put in it', () => {
  it('survives a reload: the same lines and quantities on the cart page and in the header', async () => {
    const { page, errors } = await newPage();
    const first = await step('add a product from its page', () => addFromProductPage(page, 4));
    const second = await step('add another', () => addFromProductPage(page, 5));
    await step('type a quantity of 3 for the first', async () => {
      const field = main(page).getByLabel(`Quantity of ${first}`, { exact: true });
      await field.fill('3');
      await field.press('Enter');
    });
    const lines = { [first]: 3, [second]: 1 };
    await expectCart(page, lines);

    await page.reload();
    await mockReady(page);
    await step('see the same cart after the reload', async () => {
      await expectCart(page, lines);
      await visible(main(page).getByRole('heading', { name: '4 items in your cart' }));
    });
    expect(errors).toEqual([]);
  });

  it('merges two tabs: each sees the other’s change without a reload, and neither overwrites it', async () => {
    const context = await browser.newContext();
    const { page: tabB, errors: errorsB } = await newPage(context);
    // Lets the test hold back tab B's storage events, so its screen lags as it may for a moment.
    await tabB.addInitScript(() => {
      const held = () => (window as unknown as { __holdStorageEvents?: boolean }).__holdStorageEvents === true;
      window.addEventListener('storage', (event) => held() && event.stopImmediatePropagation(), true);
    });
    const hold = (on: boolean) =>
      tabB.evaluate(
        (on) => void ((window as unknown as { __holdStorageEvents?: boolean }).__holdStorageEvents = on),
        on,
      );
    await open(tabB, '/cart');
    await visible(main(tabB).getByRole('heading', { name: 'Your cart is empty' }));
    const { page: tabA, errors: errorsA } = await newPage(context);

    const x = await step('tab A adds product X', () => addFromProductPage(tabA, 7));
    await step('tab B shows X without a reload', () => expectCart(tabB, { [x]: 1 }));

    const y = await openProduct(tabA, 10);
    await step('tab A adds product Y while tab B’s screen has not caught up', async () => {
      await hold(true);
      await main(tabA).getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => storedCart(tabB)).toEqual({ [x]: 1, [y]: 1 });
      expect(await cartScreen(tabB)).toEqual({ [x]: 1 });
    });
    await step('tab B raises X from its stale screen: Y is not overwritten', async () => {
      await main(tabB)
        .getByRole('button', { name: `Increase quantity of ${x}` })
        .click();
      await hold(false);
      await tabA.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      await expectCart(tabA, { [x]: 2, [y]: 1 });
      await expectCart(tabB, { [x]: 2, [y]: 1 });
    });

    await step('on two cart pages: tab A types 4 for Y, and at once tab B removes one X', async () => {
      const field = main(tabA).getByLabel(`Quantity of ${y}`, { exact: true });
      await field.fill('4');
      await field.press('Enter');
      await main(tabB)
        .getByRole('button', { name: `Decrease quantity of ${x}` })
        .click();
    });
    await step('both tabs end with both changes', async () => {
      await expectCart(tabA, { [x]: 1, [y]: 4 });
      await expectCart(tabB, { [x]: 1, [y]: 4 });
    });
    expect([...errorsA, ...errorsB]).toEqual([]);
  });
});

describe('a damaged saved cart does not break the store', () => {
  const good = { id: 4, name: 'Kept Shea Body Butter', price: 4500, images: [], qty: 2 };
  // An older version's line: strings for the id and quantity, a formatted price, 'title'.
  const older = { product_id: '6', title: 'Kept Cocoa Glow Soap', price: '₦2,500', quantity: '1' };
  const cases = [
    { what: 'text that is not JSON', raw: '[{"id":4,"name":"Shea', notice: CART_NOTICES.emptied, kept: {} },
    { what: 'JSON of the wrong shape', raw: '{"cart":"full","lines":42}', notice: CART_NOTICES.emptied, kept: {} },
    {
      what: 'a list with some unreadable lines',
      raw: JSON.stringify([
        good,
        { id: 'abc', name: 'No id', price: 100, qty: 1 },
        null,
        older,
        { id: 9, name: '', price: 100, qty: 1 },
        { id: 10, name: 'No quantity', price: 100, qty: 'many' },
      ]),
      notice: CART_NOTICES.someRemoved,
      kept: { [good.name]: 2, [older.title]: 1 },
    },
  ];

  // One tab for the three: each case puts its value in place and reloads (a fresh start of the app).
  let tab: Awaited<ReturnType<typeof newPage>>;
  beforeAll(async () => {
    tab = await newPage();
    await open(tab.page, '/about-us');
  });

  it.each(cases)(
    '$what: the page shows, says what happened once, and keeps the good lines',
    async ({ raw, notice, kept }) => {
      const { page, errors } = tab;
      await open(page, '/about-us');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_KEY, raw] as const);
      await page.reload();
      await mockReady(page);

      await step('the page under it renders, with the header counting what was kept', async () => {
        await visible(main(page).getByRole('heading', { level: 1 }));
        await expect.poll(() => headerCount(page)).toBe(total(kept));
        expect(await page.getByText('Something went wrong').count()).toBe(0);
      });
      await step('the cart page says so and shows what was kept', async () => {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /^Cart, / })
          .click();
        await page.waitForURL((url) => url.pathname === '/cart');
        await visible(main(page).getByText(notice, { exact: true }));
        if (total(kept) === 0) await visible(main(page).getByRole('heading', { name: 'Your cart is empty' }));
        await expectCart(page, kept);
      });
      await step('after a reload the repaired cart reads cleanly: the same lines, no notice', async () => {
        await page.reload();
        await mockReady(page);
        await visible(main(page).getByRole('heading', { name: 'Your cart', exact: true }));
        await expectCart(page, kept);
        expect(await page.getByText(notice, { exact: true }).count()).toBe(0);
      });
      expect(errors).toEqual([]);
    },
  );
});

describe('a cart that cannot be saved', () => {
  it('says so on the product page and the cart page, changes nothing, and works again once storage does', async () => {
    const { page, errors } = await newPage();
    // Storage full (QuotaExceededError) for the 'cart' key while this tab's flag is set.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'cart' && sessionStorage.getItem('e2e:refuse-cart') === '1')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const refuse = (on: boolean) =>
      page.evaluate(
        (on) => (on ? sessionStorage.setItem('e2e:refuse-cart', '1') : sessionStorage.removeItem('e2e:refuse-cart')),
        on,
      );
    const alert = main(page).getByRole('alert').filter({ hasText: WRITE_ERROR });

    const x = await addFromProductPage(page, 9);
    await step('a quantity change on /cart is refused: the message shows, the quantity stays', async () => {
      await refuse(true);
      await main(page)
        .getByRole('button', { name: `Increase quantity of ${x}` })
        .click();
      await visible(alert);
      await expectCart(page, { [x]: 1 });
    });
    await step('storage works again: the next change sticks and the message goes', async () => {
      await refuse(false);
      await main(page)
        .getByRole('button', { name: `Increase quantity of ${x}` })
        .click();
      await expectCart(page, { [x]: 2 });
      expect(await alert.count()).toBe(0);
    });

    const y = await openProduct(page, 10);
    const addButton = main(page).getByRole('button', { name: 'Add to Cart' });
    const failed = page.getByText(WRITE_ERROR, { exact: true });
    await step('Add to Cart is refused: the message shows and the shopper stays on the product', async () => {
      await refuse(true);
      await addButton.click();
      await visible(failed);
      expect(await page.getByText('Added to cart', { exact: true }).count()).toBe(0);
      expect(await addButton.isVisible()).toBe(true);
      expect(currentUrl(page)).toBe('/product/10');
      expect(await headerCount(page)).toBe(2);
    });
    await step('storage works again: Add to Cart adds, the message goes, and the cart has both', async () => {
      await refuse(false);
      await addButton.click();
      await visible(page.getByText('Added to cart', { exact: true }));
      expect(await failed.count()).toBe(0);
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      await expectCart(page, { [x]: 2, [y]: 1 });
      expect(await alert.count()).toBe(0);
    });
    expect(errors).toEqual([]);
  });
});

describe('a change made just before the tab is killed', () => {
  it('is there in a new tab: a review posted, then the renderer crashed', async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await open(page, '/about-us');
    await signInAs(page, 'customer', { by: 'api' });
    const title = `Kept through a crash ${Date.now().toString(36)}`;
    await openProduct(page, 11);
    const form = main(page).getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Your review', { exact: true }).fill('Posted a moment before the tab died.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(form.getByText('Thanks for your review!'));

    await step('kill the renderer at once: no unload, no pagehide', async () => {
      const cdp = await context.newCDPSession(page);
      const crashed = new Promise((resolve) => page.once('crash', resolve));
      // Page.crash never answers: wait for the crash itself.
      void cdp.send('Page.crash').catch(() => undefined);
      await crashed;
    });
    const { page: next, errors } = await newPage(context);
    await step('a new tab shows the review', async () => {
      await openProduct(next, 11);
      await main(next).getByRole('button', { name: 'Show reviews' }).click();
      await visible(main(next).getByRole('heading', { name: title }));
    });
    expect(errors).toEqual([]);
  });
});

// ---------- forms keep what was typed when the submission fails ----------

/** Sets the tab's mock scenarios (none: back to normal answers). */
function scenarios(page: Page, names: string) {
  return page.evaluate(
    (names) => (window as unknown as { __mockScenarios: { set: (n: string) => string[] } }).__mockScenarios.set(names),
    names,
  );
}

/** Each labelled field's value in `scope` (a select's value, a checkbox's checked state as 'on'/'off'). */
async function fieldValues(scope: Locator, labels: readonly string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of labels) {
    const field = scope.getByLabel(label, { exact: true });
    const type = await field.getAttribute('type');
    values[label] =
      type === 'checkbox' || type === 'radio' ? ((await field.isChecked()) ? 'on' : 'off') : await field.inputValue();
  }
  return values;
}

/** Fills text fields, selects and checkboxes by label, in order. */
async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: true });
    const tag = await field.evaluate((el) => el.tagName);
    const type = await field.getAttribute('type');
    if (tag === 'SELECT') await field.selectOption(value);
    else if (type === 'checkbox') await field.setChecked(value === 'on');
    // The stars' radios are visually hidden behind their pictures.
    else if (type === 'radio') await field.setChecked(value === 'on', { force: true });
    else await field.fill(value);
  }
}

/**
 * Fills the form, submits it with the scenario on, sees the failure, finds every field as typed,
 * then turns the scenario off and submits again (the caller checks the success).
 */
async function failThenSucceed(
  page: Page,
  form: Locator,
  options: {
    scenario: string;
    values: Record<string, string>;
    submit: Locator;
    failure: string | (() => Promise<void>);
  },
) {
  await scenarios(page, options.scenario);
  await fill(form, options.values);
  await options.submit.click();
  await step(`see the failure (${options.scenario})`, () =>
    typeof options.failure === 'string' ? visible(page.getByText(options.failure, { exact: true })) : options.failure(),
  );
  await step('find every field as it was typed', async () => {
    await expect.poll(() => options.submit.isEnabled()).toBe(true);
    expect(await fieldValues(form, Object.keys(options.values))).toEqual(options.values);
  });
  await scenarios(page, '');
  await options.submit.click();
}

async function signedIn(role: 'customer' | 'admin'): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, '/about-us');
  await signInAs(page, role, { by: 'api' });
  await page.close();
  return context;
}

const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

describe('a form keeps what was typed when its submission fails', () => {
  let customer: BrowserContext;
  let admin: BrowserContext;
  beforeAll(async () => {
    customer = await signedIn('customer');
    admin = await signedIn('admin');
  });

  it('register, forgot password, reset password and log in, one after the other', { timeout: 120_000 }, async () => {
    const { page, errors } = await newPage();
    const email = `kept.${Date.now().toString(36)}@example.com`;
    await open(page, '/account?mode=register');
    const register = main(page).getByRole('form', { name: 'Create an account' });
    await failThenSucceed(page, register, {
      scenario: 'register:500',
      values: {
        Email: email,
        Password: 'first-password',
        'Confirm password': 'first-password',
        'I agree to the Terms & Conditions (opens in a new tab)': 'on',
      },
      submit: button(register, 'Create account'),
      failure: 'Registration failed. Please try again.',
    });
    await visible(main(page).getByText('Registration successful! Please log in.'));

    await open(page, '/account?mode=forgot');
    const forgot = main(page).getByRole('form', { name: 'Forgot password' });
    await failThenSucceed(page, forgot, {
      scenario: 'forgotPassword:network_error',
      values: { Email: email },
      submit: button(forgot, 'Send reset code'),
      failure: 'Failed to send reset code. Please try again.',
    });
    await visible(main(page).getByText('If that account exists, a code will be sent shortly.'));
    const code = await page.evaluate((to) => {
      const outbox = (
        window as unknown as {
          __mockBackend: { outbox: () => Array<{ to: string; subject: string; code: string | null }> };
        }
      ).__mockBackend.outbox();
      // The reset mail, not the welcome mail (with its promo code) that registering sent.
      return outbox.find((mail) => mail.to === to && mail.subject === 'Your password reset code')?.code ?? '';
    }, email);
    expect(code).toMatch(/^\d{6}$/);

    // The forgot form moves on to the reset form by itself, the email filled in.
    const reset = main(page).getByRole('form', { name: 'Reset password' });
    await visible(reset, 10_000);
    await failThenSucceed(page, reset, {
      scenario: 'resetPassword:network_error',
      values: {
        Email: email,
        'Reset code': code,
        'New password': 'second-password',
        'Confirm new password': 'second-password',
      },
      submit: button(reset, 'Reset password'),
      failure: 'Failed to reset password. Please try again.',
    });
    await visible(main(page).getByText('Password reset successful! You can now log in.'));

    await open(page, '/login');
    const login = main(page).getByRole('form', { name: 'Log in' });
    await failThenSucceed(page, login, {
      scenario: 'login:500',
      values: { Email: email, Password: 'second-password' },
      submit: button(login, 'Log in'),
      failure: 'Login failed. Please try again.',
    });
    await visible(main(page).getByText('Login successful! Redirecting...'));
    expect(errors).toEqual([]);
  });

  it('checkout: a half-filled delivery form survives a reload, and a failed Pay Now keeps it all', async () => {
    const { page, errors, alerts } = await newPage(customer);
    await addFromProductPage(page, 3);
    const form = main(page).getByRole('form', { name: 'Delivery details' });
    const ship = form.getByRole('radio', { name: /^Ship to my address/ });
    const address = {
      State: 'Lagos',
      'LGA (local government area)': 'Ikeja',
      'Street address': '12 Allen Avenue, off Opebi Road',
    };
    await step('half-fill it: ship, with the address but no contact yet', async () => {
      await ship.check();
      await fill(form, address);
    });
    await step('reload: the delivery form is as it was', async () => {
      await page.reload();
      await mockReady(page);
      await visible(form);
      expect(await ship.isChecked()).toBe(true);
      expect(await fieldValues(form, Object.keys(address))).toEqual(address);
    });
    // Pay Now sits in the order summary and submits the form by its id.
    await failThenSucceed(page, form, {
      scenario: 'initiateOrder:network_error',
      values: { ...address, 'Contact name': 'Ada Obi', 'Phone number': '0803 123 4567' },
      submit: button(main(page), 'Pay Now'),
      failure: async () => {
        await expect.poll(() => alerts).toEqual(['Could not start payment.']);
        await visible(main(page).getByRole('alert').filter({ hasText: 'Could not start payment.' }));
        expect(await ship.isChecked()).toBe(true);
      },
    });
    await page.waitForURL((url) => url.pathname === '/mock-paystack', { timeout: 15_000 });
    // The payment page starts the mock afresh (MSW's worker unregisters itself when its last page
    // unloads and registers again): let it finish before the next test opens a page in this
    // context, or MSW reloads that page, or leaves it unserved, while its worker is installing.
    await mockReady(page);
    expect(errors).toEqual([]);
  });

  it('review: a failed review keeps the rating, title and text; the next try posts it', async () => {
    const { page, errors } = await newPage(customer);
    await openProduct(page, 12);
    const form = main(page).getByRole('form', { name: 'Write a review' });
    const title = `Kept after a failure ${Date.now().toString(36)}`;
    await failThenSucceed(page, form, {
      scenario: 'createReview:500',
      values: { '4 stars': 'on', Title: title, 'Your review': 'My elbows are soft again after two weeks.' },
      submit: button(form, 'Submit review'),
      failure: 'Failed to submit review.',
    });
    await visible(form.getByText('Thanks for your review!'));
    // The list opens by itself on its first page, newest first.
    const posted = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await visible(posted);
    expect(await posted.getByRole('img', { name: /^Rated 4/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it(
    'admin product: a failed create keeps every field and the chosen image; so does a failed edit',
    { timeout: 90_000 },
    async () => {
      const { page, errors } = await newPage(admin);
      await open(page, '/admin/create');
      const create = main(page).getByRole('form', { name: 'Add product' });
      await visible(create);
      const name = `Kept Moringa Lotion ${Date.now().toString(36)}`;
      await create.getByLabel('Image files', { exact: true }).setInputFiles(PNG);
      await failThenSucceed(page, create, {
        scenario: 'createProduct:500',
        values: {
          'Name (required)': name,
          'Price (₦) (required)': '3500',
          'Category (required)': 'Body Lotion',
          'Subcategory (required)': 'skin-whitening-lotion',
          Description: 'Light, quick to sink in.',
          'Image URLs': '/images/placeholder.svg',
        },
        submit: button(create, 'Create product'),
        failure: async () => {
          await visible(create.getByRole('alert'));
          expect(await create.getByRole('list', { name: 'Chosen files' }).getByText(PNG.name).isVisible()).toBe(true);
        },
      });
      await page.waitForURL(/\/admin\/product\/\d+$/, { timeout: 15_000 });
      await visible(main(page).getByRole('heading', { name, level: 1 }));

      await button(main(page), 'Edit').click();
      const edit = main(page).getByRole('form', { name: 'Edit product' });
      await failThenSucceed(page, edit, {
        scenario: 'updateProduct:network_error',
        values: {
          'Name (required)': `${name} (renamed)`,
          'Price (₦) (required)': '4200',
          Description: 'Now in a bigger bottle.',
        },
        submit: button(edit, 'Save'),
        failure: 'Update failed',
      });
      await expect.poll(() => edit.count(), { timeout: 10_000 }).toBe(0);
      await visible(main(page).getByRole('heading', { name: `${name} (renamed)`, level: 1 }));
      await visible(main(page).getByText('₦4,200', { exact: true }));
      expect(errors).toEqual([]);
    },
  );

  it('admin slide: a failed add keeps every field; so does a failed edit', { timeout: 90_000 }, async () => {
    const { page, errors } = await newPage(admin);
    await open(page, '/admin/carousels');
    const add = main(page).getByRole('form', { name: 'Add a slide' });
    await visible(add);
    const heading = `Kept Harmattan Edit ${Date.now().toString(36)}`;
    await failThenSucceed(page, add, {
      scenario: 'createSlide:500',
      values: {
        'Heading (required)': heading,
        Subtitle: 'New in',
        Description: 'Rich creams for the dry season.',
        'Image URL': '/images/placeholder.svg',
        'Image description': 'Jars of cream in warm light',
        'First button label': 'Shop creams',
        'First button link': '/products?category=face-cream',
        'Sort order': '7',
        Active: 'on',
      },
      submit: button(add, 'Add slide'),
      failure: 'Internal server error.',
    });
    await visible(page.getByText(`“${heading}” was added. It now shows on the home page.`)); // a toast, outside main

    const list = main(page).getByRole('list', { name: 'Active slides', exact: true });
    await list.getByRole('button', { name: `Edit ${heading}` }).click();
    const edit = main(page).getByRole('form', { name: `Edit ${heading}` });
    await failThenSucceed(page, edit, {
      scenario: 'updateSlide:network_error',
      values: { Heading: `${heading} II`, Subtitle: 'Back in stock', 'Sort order': '8' },
      submit: button(edit, 'Save changes'),
      failure: 'Update failed',
    });
    await visible(main(page).getByText(`“${heading} II” was updated.`));
    await visible(list.getByRole('heading', { name: `${heading} II` }));
    expect(errors).toEqual([]);
  });
});
