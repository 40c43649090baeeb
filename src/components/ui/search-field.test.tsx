import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_QUERY, SearchField, useUrlText } from './search-field';

afterEach(cleanup);

describe('SearchField', () => {
  it("is a labelled search box with its 'Search' button", () => {
    render(
      <form role="search">
        <SearchField value="soap" onChange={() => undefined} placeholder="Lotion, soap, powder…" />
      </form>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveProperty('value', 'soap');
    expect(box.getAttribute('maxlength')).toBe(String(MAX_QUERY));
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });
});

describe('useUrlText', () => {
  it('keeps what is typed until the URL changes elsewhere, then shows the URL', () => {
    const { result, rerender } = renderHook(({ url }) => useUrlText(url), { initialProps: { url: 'soap' } });
    act(() => result.current[1]('soap and lot'));
    rerender({ url: 'soap' });
    expect(result.current[0]).toBe('soap and lot');
    rerender({ url: 'lotion' });
    expect(result.current[0]).toBe('lotion');
  });
});
