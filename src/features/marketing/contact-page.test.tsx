import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { brand } from '@/config/brand';
import { ContactPage } from './contact-page';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;

describe('ContactPage', () => {
  it('shows a message next to each empty required field, and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(errorOf(field('Name'))).toBe('Please enter your name.');
    expect(errorOf(field('Email address'))).toBe('Please enter your email address.');
    expect(errorOf(field('Message'))).toBe('Please enter a message.');
    for (const name of ['Name', 'Email address', 'Message'])
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
  });

  it('treats spaces as empty and checks the email shape, keeping the input', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<ContactPage />);
    await user.type(field('Name'), 'Ada Obi');
    await user.type(field('Email address'), 'ada.example.com');
    await user.type(field('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(errorOf(field('Name'))).toBeUndefined();
    expect(field('Name').getAttribute('aria-invalid')).toBe('false');
    expect(errorOf(field('Email address'))).toBe('Please enter a valid email address.');
    expect(errorOf(field('Message'))).toBe('Please enter a message.');
    expect(field('Email address')).toHaveProperty('value', 'ada.example.com');
    expect(document.activeElement).toBe(field('Email address'));
    // The message field keeps its hint as well as the error.
    expect(field('Message').getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('shows the thank-you for a complete message, makes no request, and can start again', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<ContactPage />);
    await user.type(field('Name'), 'Ada Obi');
    await user.type(field('Email address'), 'ada@example.com');
    await user.type(field('Message'), 'Is the black soap good for oily skin?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your message!' })).toBe(document.activeElement);
    expect(screen.getByText(/Thank you, Ada Obi\./)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Name')).toHaveProperty('value', '');
  });

  it('shows phone, WhatsApp, email and the pickup address as working links', async () => {
    await renderApp(<ContactPage />);
    const details = screen.getByRole('region', { name: 'Other ways to reach us' });
    expect(within(details).getByRole('link', { name: brand.phone }).getAttribute('href')).toBe('tel:+2348035550142');
    const whatsapp = within(details).getByRole('link', { name: `${brand.whatsapp} on WhatsApp (opens in a new tab)` });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/2348035550142');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(within(details).getByRole('link', { name: brand.email }).getAttribute('href')).toBe(`mailto:${brand.email}`);
    expect(within(details).getByText(brand.pickupAddress)).toBeTruthy();
  });

  it('has the FAQs and the accessibility statement at their anchors', async () => {
    await renderApp(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contact us']);
    const faqs = document.getElementById('faqs')!;
    expect(within(faqs).getByRole('heading', { level: 2 }).textContent).toBe('Frequently asked questions');
    for (const topic of [/delivery/i, /pick up/i, /pay/i, /return/i])
      expect(within(faqs).getByText(topic, { selector: 'summary' })).toBeTruthy();
    expect(faqs.textContent).toContain('secure payment page hosted by our card payment provider');
    const accessibility = document.getElementById('accessibility')!;
    expect(within(accessibility).getByRole('heading', { level: 2 }).textContent).toBe('Accessibility statement');
  });
});
