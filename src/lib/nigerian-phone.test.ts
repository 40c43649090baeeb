import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref, toE164 } from './nigerian-phone';

describe('Nigerian phone numbers', () => {
  it.each([
    ['0803 123 4567'],
    ['08031234567'],
    ['+234 803 123 4567'],
    ['+2348031234567'],
    ['2348031234567'],
    ['234 803 123 4567'],
    ['00234 803 123 4567'],
    ['+234 (0) 803 123 4567'],
    ['+234 (803) 123-4567'],
    ['(0803) 123-4567'],
    ['0803-123-4567'],
    ['0803.123.4567'],
    ['803 123 4567'],
    ['  08031234567  '],
  ])('accepts %j as +2348031234567', (text) => {
    expect(toE164(text)).toBe('+2348031234567');
  });

  it.each([
    ['07012345678', '+2347012345678'],
    ['0810 000 0000', '+2348100000000'],
    ['0905 555 0100', '+2349055550100'],
    ['0915 555 0100', '+2349155550100'],
  ])('accepts each mobile range: %j', (text, e164) => {
    expect(toE164(text)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['abc', 'letters'],
    ['0803 123 456a', 'a letter among digits'],
    ['0803', 'too short'],
    ['0803123456', 'one digit short'],
    ['080312345678', 'one digit over'],
    ['+23480312345678', 'one digit over, with the country code'],
    ['+44 20 7946 0958', 'another country'],
    ['+1 803 123 4567', 'another country code before a Nigerian-looking number'],
    ['+08031234567', 'a + before the trunk 0'],
    ['01 234 5678', 'a Lagos landline'],
    ['0603 123 4567', 'not a mobile range'],
    ['0823 123 4567', 'not a mobile range (82x)'],
    ['0803/123/4567', 'slashes'],
    ['0803 123 4567 ext 2', 'an extension'],
  ])('refuses %j (%s)', (text) => {
    expect(toE164(text)).toBeNull();
  });

  it('shows a number one way, with a tel: link to its E.164 form', () => {
    expect(formatPhone('08031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(phoneHref('0803 123 4567')).toBe('tel:+2348031234567');
  });

  it('shows anything else as it was written, its link the digits', () => {
    expect(formatPhone(' 0803 ')).toBe('0803');
    expect(phoneHref('+44 (20) 7946 0958')).toBe('tel:+442079460958');
    expect(phoneHref('0803')).toBe('tel:0803');
  });
});
