import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { roundToHalf, Stars } from './stars';

/** How many stars show gold: the width of the gold layer's clip, in stars. */
function goldStars(): number {
  return Number(document.querySelector('clipPath rect')!.getAttribute('width')) / 20;
}

afterEach(cleanup);

describe('Stars', () => {
  it('rounds to half stars and says the figure', () => {
    expect([3.24, 3.25, 3.74, 3.75, 5, 0].map(roundToHalf)).toEqual([3, 3.5, 3.5, 4, 5, 0]);
    render(<Stars rating={3.7} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(goldStars()).toBe(3.5);
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
  });

  it('shows five grey stars and says so when there is no rating', () => {
    render(<Stars rating={null} count={1} />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
    expect(goldStars()).toBe(0);
    expect(screen.getByText('(1 review)')).toBeTruthy();
  });

  it('clips the gold stars by an id of its own, so two ratings on a page do not share one', () => {
    render(
      <>
        <Stars rating={5} />
        <Stars rating={1} />
      </>,
    );
    const clips = [...document.querySelectorAll('clipPath')].map((c) => c.id);
    expect(new Set(clips).size).toBe(2);
    const used = [...document.querySelectorAll('path[clip-path]')].map((p) => p.getAttribute('clip-path'));
    expect(used).toEqual(clips.map((c) => `url(#${c})`));
  });
});
