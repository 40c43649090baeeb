/**
 * For stories: the account screens as the app's routes show them. The story's URL
 * (`parameters.route`) picks the mode, and the moves between modes change that URL; any other
 * page is a stand-in. Also the few steps the stories' play functions share.
 */
import { useLocation } from '@tanstack/react-router';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { AccountPage } from './account-page';
import { accountSearchSchema, nextSearchSchema } from './account-search';

export function AccountAtUrl() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.search });
  let page;
  if (pathname === '/account') {
    const { mode, next } = accountSearchSchema.parse(search);
    page = <AccountPage mode={mode ?? 'login'} next={next} />;
  } else if (pathname === '/login' || pathname === '/register') {
    page = (
      <AccountPage mode={pathname === '/login' ? 'login' : 'register'} next={nextSearchSchema.parse(search).next} />
    );
  } else {
    page = <h1 className="p-8 font-display text-2xl">Stand-in for {pathname}</h1>;
  }
  return <main>{page}</main>;
}

type Canvas = ReturnType<typeof within>;

/** Waits for a field to be marked invalid with `message` among its descriptions. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export async function typeInto(canvas: Canvas, label: string, text: string) {
  await userEvent.type(canvas.getByLabelText(label), text);
}
