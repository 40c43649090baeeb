import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { LOYALTY } from '@/config/constants';
import { creditForPoints, pointsForSpend } from './loyalty';
import { StatusPointPage } from './status-point-page';

/** Whitespace-normalised text of the page, for sentences that span several elements. */
const pageText = () => document.body.textContent!.replace(/\s+/g, ' ');

describe('loyalty arithmetic', () => {
  it('earns 1 point per whole ₦100, and 100 points are worth ₦1,000', () => {
    expect(pointsForSpend(25_000)).toBe(250);
    expect(pointsForSpend(199)).toBe(1);
    expect(creditForPoints(250)).toBe(2_500);
    expect(creditForPoints(1)).toBe(10);
    expect(creditForPoints(LOYALTY.pointsPerCredit)).toBe(LOYALTY.creditNaira);
  });
});

describe('StatusPointPage', () => {
  it('is the BS Earn Status page, with one h1', async () => {
    await renderApp(<StatusPointPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['BS Earn Status']);
  });

  it('states the rules of section 9 with their figures', async () => {
    await renderApp(<StatusPointPage />);
    const text = pageText();
    expect(text).toContain('Spend ₦10,000 to enter status');
    expect(text).toContain('1 point per ₦100 spent, added when the order ships');
    expect(text).toContain('100 points = ₦1,000 credit, to be spent within 30 days');
  });

  it('works an example through: ₦25,000 earns 250 points, ₦2,500 credit', async () => {
    await renderApp(<StatusPointPage />);
    expect(screen.getByText('An order of ₦25,000 earns 250 points: that is ₦2,500 credit.')).toBeTruthy();
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['₦10,000100₦1,000', '₦25,000250₦2,500', '₦50,000500₦5,000']);
  });
});
