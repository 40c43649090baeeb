import { describe, expect, it } from 'vitest';
import { CATEGORY_MENU } from '@/config/catalog';
import {
  CATEGORY_OPTIONS,
  categoryLabel,
  findSubcategory,
  knownSubcategories,
  slugLabel,
  subcategoryLabel,
} from './categories';

describe('the category lists', () => {
  it('are the menu’s six categories, in its order, named as the home tabs write them', () => {
    expect(CATEGORY_OPTIONS.map((c) => c.slug)).toEqual(CATEGORY_MENU.map((entry) => entry.slug));
    expect(categoryLabel('make-up')).toBe('Make-up');
    expect(categoryLabel('shower-bath-and-shower-gel')).toBe('Shower Bath and Shower Gel');
  });

  it('list a subcategory the menu names twice only once, under its category', () => {
    const makeUp = knownSubcategories('make-up').map((s) => s.slug);
    expect(new Set(makeUp).size).toBe(makeUp.length);
    const first = CATEGORY_OPTIONS[0]!.subcategories[0]!;
    expect(findSubcategory(first.slug)?.category).toBe(CATEGORY_OPTIONS[0]!.slug);
  });

  it('find a category’s subcategories by slug or by name, and none for one they do not know', () => {
    expect(knownSubcategories('Make-up')).toEqual(knownSubcategories('make-up'));
    expect(knownSubcategories(' MAKE-UP ')).toEqual(knownSubcategories('make-up'));
    expect(knownSubcategories('moisturizer')).toEqual([]);
    expect(knownSubcategories('')).toEqual([]);
  });

  it('give a slug they do not know a readable name', () => {
    expect(slugLabel('sun-care')).toBe('Sun Care');
    expect(categoryLabel('sun-care')).toBe('Sun Care');
    expect(subcategoryLabel('night--serum')).toBe('Night Serum');
    expect(subcategoryLabel(null)).toBe('');
  });
});
