/** The store's identity: one place for its name, contacts, pickup address and social pages. */
export const brand = {
  name: 'Beauty Stars Cosmetics',
  shortName: 'Beauty Stars',
  tagline: 'Skin care and make-up made in Nigeria',
  email: 'hello@beautystars.ng',
  website: 'https://beautystars.ng',
  phone: '+234 803 555 0142',
  whatsapp: '+234 803 555 0142',
  /** The fixed store address for pickup orders (spec section 2, Cart). */
  pickupAddress: 'Beauty Stars Store, 14 Adeola Odeku Street, Victoria Island, Lagos',
  socials: {
    facebook: 'https://www.facebook.com/beautystarscosmetics',
    youtube: 'https://www.youtube.com/@beautystarscosmetics',
    x: 'https://x.com/beautystarsng',
    instagram: 'https://www.instagram.com/beautystarscosmetics',
    tiktok: 'https://www.tiktok.com/@beautystarscosmetics',
  },
} as const;
