/**
 * Seed content for the mock backend of "Beauty Stars Cosmetics", a Nigerian
 * maker of personal care and cosmetics sold online in naira (NGN).
 *
 * Pure data, no logic: the seeding code picks ids, dates, images, authors and
 * which reviews go to which product. Taxonomy follows SPEC.md section 2
 * ("Category menu data"); the first three slides are the spec's built-in
 * default slides (section 7: Glow Recipe, Dark Knuckles Removing Cream,
 * Serum & Oil).
 *
 * Copy is cosmetic copy: "helps", "visibly", "evens", never "cures".
 * A few entries deliberately contain '&', double quotes and apostrophes so
 * that rendering paths are exercised with characters that need escaping.
 */

export type CategorySlug =
  'body-lotion' | 'face-cream' | 'bathing-soap' | 'shower-bath-and-shower-gel' | 'skin-treatment-cream' | 'make-up';

/** The maker's three product lines. */
export const BRANDS = ['Beauty Stars', 'BS Glow', 'BS Naturals'] as const;

export const CATEGORY_LABELS: Record<CategorySlug, string> = {
  'body-lotion': 'Body Lotion',
  'face-cream': 'Face Cream',
  'bathing-soap': 'Bathing Soap',
  'shower-bath-and-shower-gel': 'Shower Bath and Shower Gel',
  'skin-treatment-cream': 'Skin Treatment Cream',
  'make-up': 'Make-up',
};

export const SUBCATEGORIES: Record<CategorySlug, Array<{ slug: string; label: string }>> = {
  'body-lotion': [
    { slug: 'skin-whitening-lotion', label: 'Skin Whitening Lotion' },
    { slug: 'skin-toning-brightening-lotion', label: 'Skin Toning/Brightening Lotion' },
    { slug: 'skin-smoothening-and-nourishing-lotion', label: 'Skin Smoothening and Nourishing Lotion' },
  ],
  'face-cream': [
    { slug: 'face-lightening-brightening-cream', label: 'Face Lightening/Brightening Cream' },
    { slug: 'face-smoothening-cream', label: 'Face Smoothening Cream' },
  ],
  'bathing-soap': [
    { slug: 'skin-brightening-and-exfoliating-black-soap', label: 'Skin Brightening and Exfoliating Black Soap' },
    { slug: 'tablet-soap', label: 'Tablet Soap' },
  ],
  'shower-bath-and-shower-gel': [
    { slug: 'skin-lightening-shower-gel', label: 'Skin Lightening Shower Gel' },
    { slug: 'skin-smoothing-and-polishing-shower-gel', label: 'Skin Smoothing and Polishing Shower Gel' },
  ],
  'skin-treatment-cream': [
    { slug: 'dark-knuckles-removing-cream', label: 'Dark Knuckles Removing Cream' },
    { slug: 'sun-burn-removing-cream', label: 'Sun-Burn Removing Cream' },
    { slug: 'acne-pimples-treatment-cream', label: 'Acne/Pimples Treatment Cream' },
    { slug: 'ringworm-and-eczema-treatment-cream', label: 'Ringworm and Eczema Treatment Cream' },
  ],
  'make-up': [
    { slug: 'loose-powder', label: 'Loose Powder' },
    { slug: 'compact-powder', label: 'Compact Powder' },
    { slug: 'foundation', label: 'Foundation' },
  ],
};

export interface ProductContent {
  /** Believable product name, unique across the list. */
  name: string;
  category: CategorySlug;
  /** One of SUBCATEGORIES[category][].slug */
  subcategory: string;
  brand: (typeof BRANDS)[number];
  /** Naira, integer, ends in 00 or 50. */
  price: number;
  /** 2-4 sentences of honest cosmetic copy. */
  description: string;
  /** 3-5 short 'Uses' bullet points. */
  highlights: string[];
  /** Size, skin type, directions, caution, origin. */
  details: string;
  /** 1..6: which image variant of its subcategory to use; unique within a subcategory. */
  variant: number;
}

export const PRODUCTS: ProductContent[] = [
  // ───────────────────────────── BODY LOTION ─────────────────────────────
  // skin-whitening-lotion
  {
    name: 'Carrot & Papaya Glow Body Lotion 400ml',
    category: 'body-lotion',
    subcategory: 'skin-whitening-lotion',
    brand: 'BS Glow',
    price: 8500,
    description:
      'A rich daily body lotion made with carrot oil and papaya extract to help brighten dull skin and even out your tone. Glycerin and shea butter keep skin soft and moisturised through the day without a greasy feel. Free from hydroquinone and mercury.',
    highlights: [
      'Helps brighten dull, uneven skin',
      'Keeps skin moisturised all day',
      'Apply twice daily after bathing',
      'Non-greasy, absorbs quickly',
    ],
    details:
      'Size: 400ml. Skin type: all skin types, ideal for normal to dry skin. Directions: apply generously to clean, dry skin morning and night, massaging in circular motions. Caution: for external use only; avoid contact with eyes; do a patch test before first use. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Extra Whitening Body Lotion with Kojic Acid 500ml',
    category: 'body-lotion',
    subcategory: 'skin-whitening-lotion',
    brand: 'Beauty Stars',
    price: 12500,
    description:
      'Our best-selling whitening lotion combines kojic acid and vitamin C to visibly lighten dark patches and give an even, radiant complexion. Shea butter and glycerin lock in moisture so the skin stays supple, not dry. Results are gradual and visible with regular use over four to six weeks.',
    highlights: [
      'Visibly lightens dark patches and spots',
      'Gives an even, radiant skin tone',
      'Apply twice daily on clean skin',
      'Use sunscreen during the day',
    ],
    details:
      'Size: 500ml. Skin type: normal, dry and combination skin. Directions: apply to the whole body after your bath, morning and evening. Caution: for external use only; avoid broken or irritated skin; stop use if irritation occurs. Always protect your skin from the sun while using brightening products. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Alpha Arbutin Even Tone Body Lotion 400ml',
    category: 'body-lotion',
    subcategory: 'skin-whitening-lotion',
    brand: 'BS Glow',
    price: 14000,
    description:
      'A gentle brightening lotion with alpha arbutin and niacinamide that helps fade hyperpigmentation on elbows, knees and underarms. Its light, creamy texture sinks in fast and leaves a soft glow. Suitable for daily use in hot and humid weather.',
    highlights: [
      'Helps fade dark elbows, knees and underarms',
      'Evens out skin tone over time',
      'Light texture for hot weather',
      'Apply morning and night',
    ],
    details:
      'Size: 400ml. Skin type: all skin types, including sensitive skin. Directions: smooth over clean skin twice daily, paying attention to darker areas. Caution: for external use only; keep out of reach of children; discontinue if redness develops. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Licorice & Rice Milk Whitening Lotion 300ml',
    category: 'body-lotion',
    subcategory: 'skin-whitening-lotion',
    brand: 'BS Naturals',
    price: 9800,
    description:
      'Made with licorice root extract and rice milk, this plant-based lotion helps brighten the skin naturally and soften rough patches. Coconut oil and shea butter nourish deeply. It has a soft, clean scent that does not linger.',
    highlights: [
      'Helps brighten skin with plant extracts',
      'Softens rough, ashy patches',
      'Mild scent for everyday use',
      'Apply after bathing, twice daily',
    ],
    details:
      'Size: 300ml. Skin type: normal to dry skin. Directions: massage into damp skin after your bath, morning and night. Caution: for external use only; avoid contact with eyes; patch test before first use. Made in Nigeria with locally sourced shea butter.',
    variant: 4,
  },
  {
    name: 'Gluta-C Bright Body Lotion 600ml',
    category: 'body-lotion',
    subcategory: 'skin-whitening-lotion',
    brand: 'Beauty Stars',
    price: 16500,
    description:
      'A family-size brightening lotion with glutathione, vitamin C and kojic acid for a visibly clearer, more even complexion. Glycerin and cocoa butter keep skin hydrated and smooth. The pump bottle makes it easy to use every day.',
    highlights: [
      'Visibly clearer, more even complexion',
      'Hydrates and smooths the skin',
      'Large 600ml pump bottle',
      'Apply twice daily; use sunscreen by day',
    ],
    details:
      'Size: 600ml with pump. Skin type: normal, dry and combination skin. Directions: apply two to three pumps per area to clean skin, morning and night. Caution: for external use only; not for use on the face; stop use if irritation occurs. Made in Nigeria.',
    variant: 5,
  },
  // skin-toning-brightening-lotion
  {
    name: 'Vitamin C Toning Body Lotion',
    category: 'body-lotion',
    subcategory: 'skin-toning-brightening-lotion',
    brand: 'BS Glow',
    price: 9500,
    description:
      'A toning lotion with vitamin C and orange peel extract that helps restore glow to tired, uneven skin. It keeps your natural skin tone while reducing dullness and dark marks. Glycerin and aloe vera leave the skin soft and fresh.',
    highlights: [
      'Restores glow to dull skin',
      'Keeps your natural tone, just brighter',
      'Helps reduce dark marks',
      'Apply once or twice daily',
    ],
    details:
      'Sizes: 250 ml and 400 ml. Skin type: all skin types. Directions: apply to clean skin after bathing, once or twice daily. Caution: for external use only; avoid eyes and broken skin. Store in a cool, dry place away from direct sunlight. Made in Nigeria.',
    variant: 1,
  },
  {
    name: "Mama's Secret Shea & Cocoa Toning Lotion 500ml",
    category: 'body-lotion',
    subcategory: 'skin-toning-brightening-lotion',
    brand: 'BS Naturals',
    price: 11000,
    description:
      "Inspired by the recipes our mothers swore by, Mama's Secret blends raw shea butter, cocoa butter and papaya to tone and brighten the skin gently. It melts into the skin and leaves a warm, healthy sheen. A favourite for the harmattan season.",
    highlights: [
      'Tones and brightens gently',
      'Deep moisture for harmattan dryness',
      'Leaves a healthy, natural sheen',
      'Apply after every bath',
    ],
    details:
      'Size: 500ml. Skin type: dry and very dry skin. Directions: warm a small amount between your palms and massage into damp skin after bathing. Caution: for external use only; patch test before first use; stop use if irritation occurs. Made in Nigeria with Nigerian shea butter.',
    variant: 2,
  },
  {
    name: 'Niacinamide Tone-Correcting Body Lotion',
    category: 'body-lotion',
    subcategory: 'skin-toning-brightening-lotion',
    brand: 'Beauty Stars',
    price: 13500,
    description:
      'Niacinamide and licorice extract work together to help even out skin tone and visibly fade old marks and uneven patches. The formula also supports the skin barrier so it stays smooth and healthy. Non-sticky and fast-absorbing.',
    highlights: [
      'Helps even out patchy skin tone',
      'Visibly fades old marks',
      'Supports a healthy skin barrier',
      'Non-sticky, absorbs fast',
      'Apply morning and night',
    ],
    details:
      'Sizes: 250 ml and 400 ml. Skin type: all skin types, including oily skin. Directions: apply to clean skin twice daily. Caution: for external use only; avoid contact with eyes; keep out of reach of children. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Turmeric & Honey Brightening Lotion 350ml',
    category: 'body-lotion',
    subcategory: 'skin-toning-brightening-lotion',
    brand: 'BS Naturals',
    price: 7850,
    description:
      'Turmeric and honey come together in this light lotion to help brighten tired-looking skin and soften rough areas. Shea butter and glycerin keep moisture in all day. It has a soft, warm scent.',
    highlights: [
      'Brightens tired-looking skin',
      'Softens rough areas',
      'Light, everyday moisture',
      'Apply after bathing',
    ],
    details:
      'Size: 350ml. Skin type: normal to dry skin. Directions: apply to clean skin once or twice daily. Caution: for external use only; turmeric may stain light fabrics, allow to absorb before dressing; stop use if irritation occurs. Made in Nigeria.',
    variant: 4,
  },
  // skin-smoothening-and-nourishing-lotion
  {
    name: 'Shea Butter Daily Nourish Body Lotion 500ml',
    category: 'body-lotion',
    subcategory: 'skin-smoothening-and-nourishing-lotion',
    brand: 'BS Naturals',
    price: 6500,
    description:
      'Everyday body lotion packed with unrefined shea butter and glycerin for soft, smooth skin that does not go ashy by afternoon. It contains no bleaching agents, so it suits the whole family. Light enough for the heat, rich enough for harmattan.',
    highlights: [
      'No more ashy skin by afternoon',
      'Suitable for the whole family',
      'No bleaching agents',
      'Apply as often as needed',
    ],
    details:
      'Size: 500ml. Skin type: all skin types, including children above 3 years. Directions: apply to clean skin as often as needed. Caution: for external use only; avoid contact with eyes. Made in Nigeria with locally sourced shea butter.',
    variant: 1,
  },
  {
    name: 'Cocoa Butter & Vitamin E Smooth Skin Lotion',
    category: 'body-lotion',
    subcategory: 'skin-smoothening-and-nourishing-lotion',
    brand: 'Beauty Stars',
    price: 7200,
    description:
      'Cocoa butter and vitamin E help smooth rough skin and visibly soften the look of old stretch marks and scars. The creamy formula nourishes deeply without clogging pores. It has a light chocolate scent.',
    highlights: [
      'Smooths rough, dry skin',
      'Visibly softens the look of stretch marks',
      'Deep, non-clogging moisture',
      'Apply twice daily',
    ],
    details:
      'Sizes: 250 ml and 400 ml. Skin type: dry and normal skin. Directions: massage into clean skin twice daily, focusing on dry areas. Caution: for external use only; stop use if irritation occurs. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Oatmeal & Glycerin Dry Skin Rescue Lotion 400ml',
    category: 'body-lotion',
    subcategory: 'skin-smoothening-and-nourishing-lotion',
    brand: 'Beauty Stars',
    price: 8900,
    description:
      'Made for very dry, tight skin, this fragrance-free lotion uses colloidal oatmeal, glycerin and shea butter to help calm dryness and restore softness. It is gentle enough for sensitive skin. Great for legs, elbows and heels.',
    highlights: [
      'Helps relieve very dry, tight skin',
      'Fragrance-free and gentle',
      'Great for legs, elbows and heels',
      'Apply after bathing and before bed',
    ],
    details:
      'Size: 400ml. Skin type: very dry and sensitive skin. Directions: apply to damp skin straight after bathing and again before bed. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Silky Glow Body Milk with Argan Oil 250ml',
    category: 'body-lotion',
    subcategory: 'skin-smoothening-and-nourishing-lotion',
    brand: 'BS Glow',
    price: 6850,
    description:
      'A light body milk with argan oil and vitamin E that leaves a silky finish and a subtle glow. It absorbs in seconds, so you can dress right away. The handy 250ml bottle fits in your bag.',
    highlights: [
      'Silky finish with a subtle glow',
      'Absorbs in seconds',
      'Bag-friendly 250ml bottle',
      'Apply any time of day',
    ],
    details:
      'Size: 250ml. Skin type: all skin types. Directions: shake well and apply to clean skin any time of day. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 4,
  },

  // ───────────────────────────── FACE CREAM ─────────────────────────────
  // face-lightening-brightening-cream
  {
    name: 'Kojic Acid & Vitamin C Brightening Face Cream 50g',
    category: 'face-cream',
    subcategory: 'face-lightening-brightening-cream',
    brand: 'BS Glow',
    price: 8500,
    description:
      'A daily face cream with kojic acid and vitamin C that helps fade dark spots and gives a brighter, more even complexion. Glycerin and aloe vera keep the skin hydrated. Visible results with regular use over four weeks.',
    highlights: [
      'Helps fade dark spots',
      'Brighter, more even complexion',
      'Hydrates without heaviness',
      'Apply morning and night on a clean face',
    ],
    details:
      'Size: 50g jar. Skin type: normal, oily and combination skin. Directions: apply a small amount to a clean face morning and night; follow with sunscreen in the morning. Caution: for external use only; avoid the eye area; patch test before first use. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Alpha Arbutin Dark Spot Face Cream 50g',
    category: 'face-cream',
    subcategory: 'face-lightening-brightening-cream',
    brand: 'Beauty Stars',
    price: 11500,
    description:
      'Alpha arbutin and niacinamide target stubborn dark spots and leftover marks from pimples. The lightweight cream helps visibly lighten patches while keeping the skin calm and moisturised. Suitable for daily use under make-up.',
    highlights: [
      'Targets stubborn dark spots',
      'Visibly lightens marks left by pimples',
      'Works well under make-up',
      'Apply twice daily',
    ],
    details:
      'Size: 50g jar. Skin type: all skin types, including sensitive skin. Directions: apply a pea-sized amount to clean skin twice daily. Caution: for external use only; avoid the eye area; use sunscreen during the day. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Licorice Root Even Tone Face Cream 40g',
    category: 'face-cream',
    subcategory: 'face-lightening-brightening-cream',
    brand: 'BS Naturals',
    price: 7500,
    description:
      'A gentle, plant-based face cream with licorice root, papaya extract and shea butter to help even out skin tone and soften the look of dark areas around the mouth and forehead. No hydroquinone, no mercury. Mild enough for everyday use.',
    highlights: [
      'Helps even out skin tone',
      'Softens dark areas around mouth and forehead',
      'No hydroquinone, no mercury',
      'Apply after cleansing, twice daily',
    ],
    details:
      'Size: 40g jar. Skin type: normal to dry skin. Directions: apply to a clean face after cleansing, morning and night. Caution: for external use only; avoid contact with eyes; stop use if irritation occurs. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Niacinamide 5% Glow Day Cream SPF 15 50g',
    category: 'face-cream',
    subcategory: 'face-lightening-brightening-cream',
    brand: 'BS Glow',
    price: 12000,
    description:
      'A brightening day cream with 5% niacinamide and zinc oxide for light sun protection. It helps reduce dullness and uneven tone while shielding the skin from daily sun. Leaves no white cast on deeper skin tones.',
    highlights: [
      'Brightens and evens skin tone',
      'Daily sun protection with zinc oxide',
      'No white cast on deep skin tones',
      'Apply every morning as the last step',
    ],
    details:
      'Size: 50g tube. Skin type: all skin types. Directions: apply generously every morning as the last step of your routine; reapply after sweating. Caution: for external use only; avoid the eye area. Made in Nigeria.',
    variant: 4,
  },
  {
    name: 'Papaya Enzyme Night Brightening Cream 50g',
    category: 'face-cream',
    subcategory: 'face-lightening-brightening-cream',
    brand: 'Beauty Stars',
    price: 9250,
    description:
      'A night cream with papaya enzymes and vitamin C that gently lifts dull surface cells while you sleep. You wake up to smoother, visibly brighter skin. Shea butter and glycerin keep it comfortable overnight.',
    highlights: [
      'Gently lifts dullness overnight',
      'Wake up to smoother, brighter skin',
      'Comfortable, non-greasy feel',
      'Apply at night on a clean face',
    ],
    details:
      'Size: 50g jar. Skin type: normal, dry and combination skin. Directions: apply to a clean face at night only. Caution: for external use only; avoid the eye area; use sunscreen the next day. Made in Nigeria.',
    variant: 5,
  },
  // face-smoothening-cream
  {
    name: 'Shea & Aloe Face Smoothening Cream 50g',
    category: 'face-cream',
    subcategory: 'face-smoothening-cream',
    brand: 'BS Naturals',
    price: 5500,
    description:
      'A simple, soothing face cream with shea butter and aloe vera that helps smooth rough texture and keep the face soft all day. It has no added fragrance. Ideal for men and women.',
    highlights: [
      'Smooths rough texture',
      'Keeps the face soft all day',
      'No added fragrance',
      'Apply morning and night',
    ],
    details:
      'Size: 50g jar. Skin type: all skin types, including sensitive skin. Directions: apply to a clean face morning and night. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Hyaluronic Dew Face Smoothening Cream 50g',
    category: 'face-cream',
    subcategory: 'face-smoothening-cream',
    brand: 'BS Glow',
    price: 10500,
    description:
      'A gel-cream with hyaluronic acid and glycerin that floods the skin with moisture for a plump, dewy look. It helps smooth fine lines caused by dryness. Light enough for oily skin in hot weather.',
    highlights: [
      'Plump, dewy look',
      'Helps smooth dryness lines',
      'Light gel-cream for oily skin',
      'Great base for make-up',
    ],
    details:
      'Size: 50g jar. Skin type: oily, combination and normal skin. Directions: apply to a clean face morning and night. Caution: for external use only; avoid the eye area. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Silk Touch Face Cream 75g',
    category: 'face-cream',
    subcategory: 'face-smoothening-cream',
    brand: 'Beauty Stars',
    price: 7800,
    description:
      'Our classic face cream with cocoa butter, vitamin E and glycerin for a smooth, silky finish. It helps soften rough patches and keeps the face moisturised from morning to evening. A trusted everyday cream.',
    highlights: [
      'Silky, smooth finish',
      'Softens rough patches',
      'Moisture from morning to evening',
      'Apply daily after washing your face',
    ],
    details:
      'Size: 75g jar. Skin type: normal to dry skin. Directions: apply after washing your face, morning and night. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Rosehip & Vitamin E Overnight Smoothing Cream 50g',
    category: 'face-cream',
    subcategory: 'face-smoothening-cream',
    brand: 'BS Naturals',
    price: 9000,
    description:
      'A rich night cream with rosehip oil, vitamin E and shea butter that helps smooth uneven texture while you sleep. Skin feels softer and looks more rested by morning. Best for dry and mature skin.',
    highlights: [
      'Helps smooth uneven texture',
      'Skin looks more rested by morning',
      'Rich care for dry and mature skin',
      'Apply at night',
    ],
    details:
      'Size: 50g jar. Skin type: dry and mature skin. Directions: apply a thin layer to a clean face at night. Caution: for external use only; avoid the eye area; stop use if irritation occurs. Made in Nigeria.',
    variant: 4,
  },

  // ───────────────────────────── BATHING SOAP ─────────────────────────────
  // skin-brightening-and-exfoliating-black-soap
  {
    name: 'Ose Dudu Brightening Black Soap 200g',
    category: 'bathing-soap',
    subcategory: 'skin-brightening-and-exfoliating-black-soap',
    brand: 'BS Naturals',
    price: 2500,
    description:
      'Traditional Yoruba black soap made with cocoa pod ash, palm kernel oil and shea butter. It gently exfoliates and helps brighten the skin while clearing excess oil. Each bar is hand-cut, so the shape may vary slightly.',
    highlights: [
      'Gently exfoliates and cleanses',
      'Helps brighten and clear oily skin',
      'Traditional hand-cut bar',
      'Use daily on face and body',
    ],
    details:
      'Size: 200g. Skin type: all skin types, especially oily skin. Directions: lather in wet hands, apply to face and body, then rinse well; follow with a moisturiser. Caution: for external use only; avoid contact with eyes; keep the bar dry between uses. Handmade in Nigeria.',
    variant: 1,
  },
  {
    name: 'Papaya & Kojic Exfoliating Black Soap 250g',
    category: 'bathing-soap',
    subcategory: 'skin-brightening-and-exfoliating-black-soap',
    brand: 'BS Glow',
    price: 3500,
    description:
      'Black soap enriched with papaya extract and kojic acid to help fade dark spots and reveal brighter skin. Fine natural granules buff away dead skin for a smoother feel. Works well with our brightening lotions.',
    highlights: [
      'Helps fade dark spots',
      'Buffs away dead skin',
      'Pairs with our brightening lotions',
      'Use once or twice daily',
    ],
    details:
      'Size: 250g. Skin type: normal, oily and combination skin. Directions: lather and massage gently into wet skin for one minute, then rinse. Caution: for external use only; avoid contact with eyes; do not scrub broken skin. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Liquid African Black Soap with Shea 250ml',
    category: 'bathing-soap',
    subcategory: 'skin-brightening-and-exfoliating-black-soap',
    brand: 'BS Naturals',
    price: 4200,
    description:
      'All the goodness of African black soap in an easy pump bottle. Shea butter and glycerin keep skin soft while the soap cleanses deeply and helps clear blemishes. A little goes a long way.',
    highlights: [
      'Deep cleansing, gentle on skin',
      'Helps clear blemishes',
      'Easy pump bottle, no mess',
      'Use as face or body wash',
    ],
    details:
      'Size: 250ml with pump. Skin type: all skin types. Directions: pump a small amount onto wet skin or a sponge, lather and rinse. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Charcoal & Lemon Exfoliating Black Soap 150g',
    category: 'bathing-soap',
    subcategory: 'skin-brightening-and-exfoliating-black-soap',
    brand: 'Beauty Stars',
    price: 2800,
    description:
      'Activated charcoal and lemon extract give this black soap extra cleansing power for oily, congested skin. It helps unclog pores and leaves a fresh, bright look. Ideal for the hot season.',
    highlights: ['Helps unclog pores', 'Controls oily shine', 'Fresh, bright look', 'Use daily; moisturise after'],
    details:
      'Size: 150g. Skin type: oily and acne-prone skin. Directions: lather on wet skin, massage gently and rinse well. Caution: for external use only; avoid contact with eyes; may feel drying on very dry skin. Made in Nigeria.',
    variant: 4,
  },
  {
    name: 'Turmeric Glow Black Soap Bar 200g',
    category: 'bathing-soap',
    subcategory: 'skin-brightening-and-exfoliating-black-soap',
    brand: 'BS Glow',
    price: 3000,
    description:
      'Black soap blended with turmeric and honey to help brighten dull skin and even out tone. It exfoliates gently and rinses clean. Skin feels fresh and looks radiant.',
    highlights: ['Brightens dull skin', 'Gentle daily exfoliation', 'Rinses clean', 'Use morning and evening'],
    details:
      'Size: 200g. Skin type: all skin types. Directions: lather on wet skin and rinse; follow with a moisturiser. Caution: for external use only; avoid eyes; turmeric may tint light sponges. Made in Nigeria.',
    variant: 5,
  },
  // tablet-soap
  {
    name: 'Carrot Beauty Tablet Soap',
    category: 'bathing-soap',
    subcategory: 'tablet-soap',
    brand: 'Beauty Stars',
    price: 1500,
    description:
      'A creamy everyday bathing soap with carrot oil and glycerin. It cleanses without stripping and leaves the skin soft with a fresh scent. Great value for the whole family.',
    highlights: ['Cleanses without stripping', 'Leaves skin soft', 'Fresh, clean scent', 'Everyday family soap'],
    details:
      'Sizes: one 150g bar or a pack of 3. Skin type: all skin types. Directions: lather on wet skin, rinse well. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Kojic Acid Brightening Tablet Soap',
    category: 'bathing-soap',
    subcategory: 'tablet-soap',
    brand: 'BS Glow',
    price: 2200,
    description:
      'A brightening bar with kojic acid and vitamin C that helps fade dark spots and uneven patches with regular use. Coconut oil gives a rich lather. Leave the lather on the skin for a minute before rinsing for best results.',
    highlights: [
      'Helps fade dark spots and patches',
      'Rich, creamy lather',
      'Leave lather on for one minute',
      'Use twice daily',
    ],
    details:
      'Sizes: one 135g bar or a pack of 3. Skin type: normal, oily and combination skin. Directions: lather on wet skin, leave for about one minute, then rinse; moisturise after. Caution: for external use only; avoid the eye area; use sunscreen during the day. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Shea & Coconut Milk Moisturising Tablet Soap',
    category: 'bathing-soap',
    subcategory: 'tablet-soap',
    brand: 'BS Naturals',
    price: 1800,
    description:
      'A moisturising bar made with shea butter and coconut milk for dry skin. It cleanses gently and leaves no tight feeling after bathing. Mild enough for children.',
    highlights: ['No tight feeling after bathing', 'Good for dry skin', 'Mild enough for children', 'Use daily'],
    details:
      'Sizes: one 150g bar or a pack of 3. Skin type: dry and sensitive skin. Directions: lather on wet skin and rinse well. Caution: for external use only; avoid contact with eyes. Made in Nigeria with Nigerian shea butter.',
    variant: 3,
  },
  {
    name: 'Sulphur & Tea Tree Clear Skin Tablet Soap 120g',
    category: 'bathing-soap',
    subcategory: 'tablet-soap',
    brand: 'Beauty Stars',
    price: 2450,
    description:
      'A clarifying soap with sulphur and tea tree oil that helps control oil and keep pimples and body breakouts in check. It has a mild herbal scent. Use it on the face, chest and back.',
    highlights: [
      'Helps keep breakouts in check',
      'Controls excess oil',
      'For face, chest and back',
      'Use once or twice daily',
    ],
    details:
      'Size: 120g. Skin type: oily and acne-prone skin. Directions: lather on wet skin, leave for 30 seconds, then rinse; follow with an oil-free moisturiser. Caution: for external use only; avoid eyes; may be drying, reduce use if skin feels tight. Made in Nigeria.',
    variant: 4,
  },
  {
    name: 'Glycerin & Honey Gentle Tablet Soap (Pack of 3)',
    category: 'bathing-soap',
    subcategory: 'tablet-soap',
    brand: 'Beauty Stars',
    price: 4500,
    description:
      'Three bars of our gentle glycerin and honey soap in one value pack. The transparent bar cleanses softly and helps the skin hold on to moisture. A good choice for sensitive skin.',
    highlights: [
      'Value pack of three bars',
      'Helps skin hold on to moisture',
      'Gentle on sensitive skin',
      'Use daily on face and body',
    ],
    details:
      'Size: 3 x 100g. Skin type: all skin types, including sensitive skin. Directions: lather on wet skin and rinse; keep the bar on a draining dish. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 5,
  },

  // ─────────────────────── SHOWER BATH AND SHOWER GEL ───────────────────────
  // skin-lightening-shower-gel
  {
    name: 'Papaya Brightening Shower Gel 500ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-lightening-shower-gel',
    brand: 'BS Glow',
    price: 6500,
    description:
      'A refreshing shower gel with papaya extract and glycerin that helps brighten dull skin with every wash. It lathers richly and leaves a sweet, fruity scent. Pairs well with our Carrot & Papaya Glow lotion.',
    highlights: [
      'Helps brighten dull skin',
      'Rich lather, fruity scent',
      'Gentle enough for daily use',
      'Follow with a brightening lotion',
    ],
    details:
      'Size: 500ml. Skin type: all skin types. Directions: apply to a wet sponge or directly to skin, lather and rinse. Caution: for external use only; avoid contact with eyes; rinse with water if contact occurs. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Kojic & Vitamin C Lightening Shower Gel 750ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-lightening-shower-gel',
    brand: 'Beauty Stars',
    price: 9500,
    description:
      'A lightening body wash with kojic acid and vitamin C to help fade dark patches and give a clearer, more even skin tone. Glycerin keeps the skin from drying out. Big 750ml bottle for the whole month.',
    highlights: [
      'Helps fade dark patches',
      'Clearer, more even skin tone',
      'Does not dry out the skin',
      'Large 750ml bottle',
    ],
    details:
      'Size: 750ml. Skin type: normal, oily and combination skin. Directions: lather on wet skin, leave for one minute, rinse well. Caution: for external use only; avoid the face and eye area; use sunscreen during the day. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Licorice & Lemon Clarifying Shower Gel 500ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-lightening-shower-gel',
    brand: 'BS Naturals',
    price: 7200,
    description:
      'Licorice root and lemon extract help clarify the skin and reduce dullness while aloe vera keeps it calm. It has a zesty, clean scent that wakes you up in the morning. Free from harsh bleaching agents.',
    highlights: ['Helps clarify and brighten', 'Zesty morning scent', 'Calming aloe vera', 'No harsh bleaching agents'],
    details:
      'Size: 500ml. Skin type: all skin types. Directions: lather on wet skin and rinse. Caution: for external use only; avoid contact with eyes; lemon extract may sting on freshly shaved skin. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Alpha Arbutin Glow Body Wash 1L',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-lightening-shower-gel',
    brand: 'BS Glow',
    price: 11800,
    description:
      'Our family-size glow body wash with alpha arbutin and niacinamide helps even out skin tone and fade stubborn dark areas. The creamy formula is gentle on the skin barrier. Comes in a one-litre pump bottle.',
    highlights: [
      'Helps even out skin tone',
      'Fades stubborn dark areas',
      'Creamy, gentle formula',
      'One-litre pump bottle',
    ],
    details:
      'Size: 1 litre with pump. Skin type: all skin types. Directions: apply to wet skin, lather and rinse, once or twice daily. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 4,
  },
  // skin-smoothing-and-polishing-shower-gel
  {
    name: 'Sugar & Shea Polishing Shower Gel 500ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-smoothing-and-polishing-shower-gel',
    brand: 'BS Naturals',
    price: 6800,
    description:
      'Fine sugar crystals and shea butter polish away dry, flaky skin and leave it smooth and moisturised. The sugar melts as you wash, so it is gentle on the skin. Use two or three times a week.',
    highlights: [
      'Polishes away dry, flaky skin',
      'Sugar melts as you wash',
      'Leaves skin smooth and moisturised',
      'Use two to three times a week',
    ],
    details:
      'Size: 500ml. Skin type: normal to dry skin. Directions: massage onto wet skin in circular motions, then rinse. Caution: for external use only; do not use on broken or sunburnt skin; avoid eyes. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Coffee Scrub Smoothing Shower Gel 400ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-smoothing-and-polishing-shower-gel',
    brand: 'Beauty Stars',
    price: 5950,
    description:
      'A smoothing shower gel with ground coffee and coconut oil that buffs the skin and helps it look firmer and more even. The rich coffee aroma makes showers feel like a treat. Rinse well to remove all granules.',
    highlights: ['Buffs and smooths the skin', 'Helps skin look firmer', 'Rich coffee aroma', 'Use three times a week'],
    details:
      'Size: 400ml. Skin type: normal and oily skin. Directions: massage onto wet skin and rinse thoroughly. Caution: for external use only; avoid the face and eyes; rinse the shower floor to prevent slipping. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Pearl Polish Exfoliating Body Wash 500ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-smoothing-and-polishing-shower-gel',
    brand: 'BS Glow',
    price: 8500,
    description:
      'A luxurious body wash with pearl powder, lactic acid and glycerin that gently polishes the skin for a soft, luminous finish. It helps smooth rough bumps on arms and legs. Gentle enough for daily use.',
    highlights: [
      'Soft, luminous finish',
      'Helps smooth rough bumps',
      'Gentle daily exfoliation',
      'Pleasant floral scent',
    ],
    details:
      'Size: 500ml. Skin type: all skin types. Directions: lather on wet skin, leave for a minute and rinse. Caution: for external use only; avoid contact with eyes; use sunscreen during the day. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Coconut & Oat Milk Creamy Shower Bath 750ml',
    category: 'shower-bath-and-shower-gel',
    subcategory: 'skin-smoothing-and-polishing-shower-gel',
    brand: 'Beauty Stars',
    price: 7650,
    description:
      'A creamy shower bath with coconut milk and oat extract that cleanses gently and leaves the skin smooth and comforted. It can also be poured under running water for a foam bath. Mild, soapy-clean scent.',
    highlights: [
      'Cleanses gently, leaves skin smooth',
      'Doubles as a foam bath',
      'Comforting for dry skin',
      'Use daily',
    ],
    details:
      'Size: 750ml. Skin type: dry and sensitive skin. Directions: lather on wet skin and rinse, or add a capful to running bath water. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 4,
  },

  // ───────────────────────────── SKIN TREATMENT CREAM ─────────────────────────────
  // dark-knuckles-removing-cream
  {
    name: 'Dark Knuckles Removing Cream 30g',
    category: 'skin-treatment-cream',
    subcategory: 'dark-knuckles-removing-cream',
    brand: 'Beauty Stars',
    price: 6500,
    description:
      'Our star product: a targeted cream with kojic acid, licorice extract and shea butter that helps fade dark knuckles and toes. Results are visible with consistent use over four to eight weeks. The small tube goes a long way.',
    highlights: [
      'Fades dark knuckles and toes',
      'Visible results in four to eight weeks',
      'Apply twice daily on clean skin',
      'A little goes a long way',
    ],
    details:
      'Size: 30g tube. Skin type: all skin types. Directions: apply a thin layer to the knuckles and toes twice daily and massage in; wash hands before eating. Caution: for external use only; avoid contact with eyes and broken skin; stop use if irritation occurs. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Knuckles, Elbows & Knees Fade Cream 50g',
    category: 'skin-treatment-cream',
    subcategory: 'dark-knuckles-removing-cream',
    brand: 'BS Glow',
    price: 8800,
    description:
      'One cream for every dark spot-prone joint. Alpha arbutin, niacinamide and vitamin C help fade dark knuckles, elbows and knees so they match the rest of your skin. Shea butter softens rough, thick skin in these areas.',
    highlights: [
      'Fades dark knuckles, elbows and knees',
      'Softens rough, thick skin',
      'Helps even tone with the rest of your body',
      'Apply morning and night',
    ],
    details:
      'Size: 50g tube. Skin type: all skin types. Directions: massage into knuckles, elbows and knees morning and night. Caution: for external use only; avoid broken skin; use sunscreen on exposed areas. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Licorice & Kojic Dark Knuckle Corrector 30g',
    category: 'skin-treatment-cream',
    subcategory: 'dark-knuckles-removing-cream',
    brand: 'BS Naturals',
    price: 7250,
    description:
      'A botanical corrector with licorice root, kojic acid from natural sources and papaya that helps lighten dark knuckles gently. The non-greasy balm does not leave your hands slippery. Suitable for sensitive skin.',
    highlights: [
      'Gently lightens dark knuckles',
      'Non-greasy balm texture',
      'Suitable for sensitive skin',
      'Apply twice daily',
    ],
    details:
      'Size: 30g tin. Skin type: normal and sensitive skin. Directions: rub a small amount onto each knuckle twice daily. Caution: for external use only; keep out of reach of children; patch test before first use. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Intensive Dark Knuckles Night Treatment 50g',
    category: 'skin-treatment-cream',
    subcategory: 'dark-knuckles-removing-cream',
    brand: 'Beauty Stars',
    price: 11500,
    description:
      'A richer night-time formula with alpha arbutin, lactic acid and shea butter for stubborn dark knuckles. It works while you sleep, helping to soften thick skin and visibly even out colour. Use it alongside our day cream for best results.',
    highlights: ['For stubborn dark knuckles', 'Works overnight', 'Softens thick skin on joints', 'Apply at bedtime'],
    details:
      'Size: 50g jar. Skin type: normal to dry skin. Directions: apply to knuckles and toes at bedtime; wear light cotton gloves for extra effect if you like. Caution: for external use only; avoid broken skin; use sunscreen the next day. Made in Nigeria.',
    variant: 4,
  },
  // sun-burn-removing-cream
  {
    name: 'Aloe Vera After-Sun Soothing Cream 100g',
    category: 'skin-treatment-cream',
    subcategory: 'sun-burn-removing-cream',
    brand: 'BS Naturals',
    price: 5500,
    description:
      'A cooling cream with aloe vera, cucumber and glycerin that helps soothe skin after a long day in the sun. It calms redness and tightness and replaces lost moisture. Keep it in the fridge for an extra cooling feel.',
    highlights: [
      'Helps soothe sun-stressed skin',
      'Calms redness and tightness',
      'Cooling feel, especially from the fridge',
      'Apply as often as needed',
    ],
    details:
      'Size: 100g tube. Skin type: all skin types. Directions: apply generously to affected areas as often as needed. Caution: for external use only; do not apply to blistered or broken skin; see a doctor for severe burns. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Sun-Burn Removing Cream with Zinc Oxide 50g',
    category: 'skin-treatment-cream',
    subcategory: 'sun-burn-removing-cream',
    brand: 'Beauty Stars',
    price: 7500,
    description:
      'A repair cream with zinc oxide, niacinamide and shea butter that helps fade sun-burn darkening and protects the skin from further sun damage. It helps even out tan lines on the face, neck and arms. No white cast on deeper skin tones.',
    highlights: [
      'Helps fade sun-burn darkening',
      'Zinc oxide for daily sun protection',
      'Evens out tan lines',
      'Apply every morning and reapply outdoors',
    ],
    details:
      'Size: 50g tube. Skin type: all skin types. Directions: apply to exposed skin every morning and reapply after sweating or every few hours outdoors. Caution: for external use only; avoid the eye area; stop use if irritation occurs. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Tan Fade Vitamin C Repair Cream 50g',
    category: 'skin-treatment-cream',
    subcategory: 'sun-burn-removing-cream',
    brand: 'BS Glow',
    price: 9500,
    description:
      'Vitamin C and licorice extract help fade sun tan and dark patches caused by sun exposure. Hyaluronic acid and glycerin restore moisture to sun-dried skin. Use at night, and protect your skin during the day.',
    highlights: [
      'Helps fade sun tan and dark patches',
      'Restores moisture to sun-dried skin',
      'Apply at night',
      'Use with sunscreen by day',
    ],
    details:
      'Size: 50g jar. Skin type: normal, oily and combination skin. Directions: apply to clean skin at night. Caution: for external use only; avoid the eye area; patch test before first use. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Cucumber & Shea Sun-Stressed Skin Cream 75g',
    category: 'skin-treatment-cream',
    subcategory: 'sun-burn-removing-cream',
    brand: 'BS Naturals',
    price: 6250,
    description:
      'Cucumber extract and shea butter help calm and cool skin after sun exposure while restoring softness. Vitamin E supports the skin as it recovers from the heat. Gentle enough for children over three.',
    highlights: [
      'Calms and cools after sun exposure',
      'Restores softness',
      'Gentle enough for children over three',
      'Apply two to three times daily',
    ],
    details:
      'Size: 75g tube. Skin type: all skin types, including sensitive skin. Directions: apply to affected areas two to three times daily. Caution: for external use only; do not apply to broken skin; see a doctor if burns blister. Made in Nigeria.',
    variant: 4,
  },
  // acne-pimples-treatment-cream
  {
    name: 'Tea Tree Acne & Pimples Cream 30g',
    category: 'skin-treatment-cream',
    subcategory: 'acne-pimples-treatment-cream',
    brand: 'BS Naturals',
    price: 4500,
    description:
      'A light cream with tea tree oil, neem and aloe vera that helps calm pimples and reduce redness. It keeps oil under control without drying the skin. Apply directly on spots or as a thin layer on oily areas.',
    highlights: [
      'Helps calm pimples and redness',
      'Controls oil without drying',
      'Spot-apply or use on oily areas',
      'Apply twice daily on clean skin',
    ],
    details:
      'Size: 30g tube. Skin type: oily and acne-prone skin. Directions: apply to a clean face morning and night. Caution: for external use only; avoid the eye area; do not squeeze pimples. See a doctor if acne is severe. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Sulphur Clear Spot Treatment Cream 25g',
    category: 'skin-treatment-cream',
    subcategory: 'acne-pimples-treatment-cream',
    brand: 'Beauty Stars',
    price: 5200,
    description:
      'A targeted spot cream with sulphur and zinc oxide that helps dry out pimples overnight and calm the skin around them. Dab it only on spots for best results. It has a mild sulphur smell that fades as it dries.',
    highlights: ['Helps dry out pimples overnight', 'Calms the skin around spots', 'Dab on spots only', 'Use at night'],
    details:
      'Size: 25g tube. Skin type: oily and acne-prone skin. Directions: dab a small amount on each spot at night; wash off in the morning. Caution: for external use only; avoid eyes, lips and broken skin; may be drying. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Niacinamide & Zinc Blemish Control Cream 50g',
    category: 'skin-treatment-cream',
    subcategory: 'acne-pimples-treatment-cream',
    brand: 'BS Glow',
    price: 8750,
    description:
      'A daily moisturiser with niacinamide and zinc that helps control shine, reduce the look of pores and fade the dark marks pimples leave behind. Oil-free and non-comedogenic. Sits nicely under make-up.',
    highlights: [
      'Controls shine all day',
      'Helps fade marks left by pimples',
      'Oil-free, non-comedogenic',
      'Apply morning and night',
    ],
    details:
      'Size: 50g tube. Skin type: oily, combination and acne-prone skin. Directions: apply a thin layer to a clean face morning and night. Caution: for external use only; avoid the eye area; use sunscreen during the day. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Salicylic Acid "Clear Face" Night Cream 40g',
    category: 'skin-treatment-cream',
    subcategory: 'acne-pimples-treatment-cream',
    brand: 'Beauty Stars',
    price: 7800,
    description:
      'A night cream with 1% salicylic acid and tea tree oil that helps unclog pores and reduce blackheads and pimples. Glycerin keeps the skin comfortable so it does not peel. Start with every other night and build up.',
    highlights: [
      'Helps unclog pores',
      'Reduces blackheads and pimples',
      'Does not leave skin peeling',
      'Start every other night',
    ],
    details:
      'Size: 40g jar. Skin type: oily and acne-prone skin. Directions: apply a thin layer to a clean face at night. Caution: for external use only; avoid eyes and lips; not for use during pregnancy without advice; use sunscreen during the day. Made in Nigeria.',
    variant: 4,
  },
  // ringworm-and-eczema-treatment-cream
  {
    name: 'Neem & Tea Tree Ringworm Care Cream 30g',
    category: 'skin-treatment-cream',
    subcategory: 'ringworm-and-eczema-treatment-cream',
    brand: 'BS Naturals',
    price: 4800,
    description:
      'A herbal skin care cream with neem, tea tree oil and shea butter that helps soothe itchy, scaly patches often linked to ringworm. It keeps the area clean and moisturised while the skin recovers. For cosmetic care alongside advice from your doctor or pharmacist.',
    highlights: [
      'Helps soothe itchy, scaly patches',
      'Keeps the area clean and moisturised',
      'Herbal neem and tea tree',
      'Apply two to three times daily',
    ],
    details:
      'Size: 30g tube. Skin type: all skin types. Directions: wash and dry the area, then apply two to three times daily; wash hands after use. Caution: for external use only; do not share towels; see a doctor if the rash spreads or persists beyond two weeks. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Colloidal Oatmeal Eczema Relief Cream 100g',
    category: 'skin-treatment-cream',
    subcategory: 'ringworm-and-eczema-treatment-cream',
    brand: 'Beauty Stars',
    price: 8500,
    description:
      'A fragrance-free cream with colloidal oatmeal, shea butter and glycerin that helps relieve dryness and itching from eczema-prone skin. It helps restore the skin barrier and keeps moisture in. Gentle enough for babies and children.',
    highlights: [
      'Helps relieve dry, itchy skin',
      'Supports the skin barrier',
      'Fragrance-free, gentle for children',
      'Apply as often as needed',
    ],
    details:
      'Size: 100g tube. Skin type: very dry, sensitive and eczema-prone skin. Directions: apply to affected areas as often as needed, especially after bathing. Caution: for external use only; do not apply to infected or weeping skin; see a doctor if symptoms persist. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Shea & Calendula Itch-Soothing Cream 50g',
    category: 'skin-treatment-cream',
    subcategory: 'ringworm-and-eczema-treatment-cream',
    brand: 'BS Naturals',
    price: 6200,
    description:
      'Calendula, aloe vera and shea butter come together to calm irritated, itchy skin and soften rough patches. It absorbs well without a greasy feel. Kind to sensitive skin.',
    highlights: [
      'Calms irritated, itchy skin',
      'Softens rough patches',
      'Non-greasy finish',
      'Apply two to three times daily',
    ],
    details:
      'Size: 50g tube. Skin type: dry and sensitive skin. Directions: apply to clean, dry skin two to three times daily. Caution: for external use only; avoid eyes and broken skin; see a doctor if irritation continues. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Sulphur & Zinc Skin Care Ointment 40g',
    category: 'skin-treatment-cream',
    subcategory: 'ringworm-and-eczema-treatment-cream',
    brand: 'Beauty Stars',
    price: 5000,
    description:
      'A classic ointment with sulphur, zinc oxide and petroleum jelly that helps soothe rough, itchy patches and protect the skin. It forms a light protective layer that keeps the area comfortable. Trusted by families for years.',
    highlights: [
      'Helps soothe rough, itchy patches',
      'Forms a light protective layer',
      'Classic family formula',
      'Apply twice daily',
    ],
    details:
      'Size: 40g tin. Skin type: all skin types. Directions: apply a thin layer to clean, dry skin twice daily. Caution: for external use only; mild sulphur smell; avoid eyes and mouth; see a doctor if there is no improvement within two weeks. Made in Nigeria.',
    variant: 4,
  },

  // ───────────────────────────── MAKE-UP ─────────────────────────────
  // loose-powder
  {
    name: 'Translucent Setting Loose Powder 20g',
    category: 'make-up',
    subcategory: 'loose-powder',
    brand: 'Beauty Stars',
    price: 6500,
    description:
      'A finely milled translucent powder that sets foundation and concealer and keeps shine away for hours. It leaves no white cast or flashback in photos. One shade suits all skin tones.',
    highlights: [
      'Sets make-up for hours',
      'No white cast or flashback',
      'One shade for all skin tones',
      'Apply with a puff or brush',
    ],
    details:
      'Size: 20g jar with sifter. Skin type: all skin types. Directions: press onto the face with a puff or sweep on with a fluffy brush after foundation. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Banana Glow Loose Powder 25g',
    category: 'make-up',
    subcategory: 'loose-powder',
    brand: 'BS Glow',
    price: 7800,
    description:
      'A soft yellow-toned setting powder that brightens under the eyes and sets concealer without creasing. It gives a smooth, blurred finish for medium to deep skin tones. Perfect for baking.',
    highlights: [
      'Brightens under the eyes',
      'Sets concealer without creasing',
      'Made for medium to deep skin tones',
      'Great for baking',
    ],
    details:
      'Size: 25g jar with sifter. Skin type: all skin types. Directions: press onto concealed areas with a damp sponge, leave for a few minutes, then dust off. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Matte Loose Powder Cocoa Brown 20g',
    category: 'make-up',
    subcategory: 'loose-powder',
    brand: 'Beauty Stars',
    price: 5500,
    description:
      'A tinted matte loose powder in a rich cocoa brown shade that evens out skin tone and controls oil. It can be worn alone for a natural look or over foundation. Lasts through the Lagos heat.',
    highlights: [
      'Evens out skin tone',
      'Controls oil and shine',
      'Wear alone or over foundation',
      'Rich cocoa brown shade',
    ],
    details:
      'Size: 20g jar with sifter. Shade: Cocoa Brown, for deep skin tones. Skin type: oily and combination skin. Directions: apply with a powder brush or puff. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Rice & Kaolin Oil Control Loose Powder 15g',
    category: 'make-up',
    subcategory: 'loose-powder',
    brand: 'BS Naturals',
    price: 4850,
    description:
      'A talc-free loose powder made with rice powder and kaolin clay that absorbs excess oil and softens the look of pores. Its light, breathable finish is ideal for everyday wear. Gentle on sensitive skin.',
    highlights: ['Talc-free formula', 'Absorbs excess oil', 'Softens the look of pores', 'Light, breathable finish'],
    details:
      'Size: 15g jar with sifter. Shades: four, from Sand to Espresso. Skin type: oily and sensitive skin. Directions: dust lightly over bare skin or foundation. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 4,
  },
  // compact-powder
  {
    name: 'Oil Control Compact Powder with Mirror 12g',
    category: 'make-up',
    subcategory: 'compact-powder',
    brand: 'Beauty Stars',
    price: 4500,
    description:
      'An everyday pressed powder that mattifies and controls shine on the go. The compact comes with a mirror and a soft puff for easy touch-ups. Available in six shades for Nigerian skin tones.',
    highlights: [
      'Mattifies and controls shine',
      'Mirror and puff included',
      'Six shades for Nigerian skin tones',
      'Easy touch-ups on the go',
    ],
    details:
      'Size: 12g compact. Shades: six, from Porcelain Beige to Espresso. Skin type: oily and combination skin. Directions: press onto the face with the puff, focusing on the T-zone. Caution: for external use only; avoid contact with eyes; clean the puff regularly. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Glow Pressed Powder SPF 15 10g',
    category: 'make-up',
    subcategory: 'compact-powder',
    brand: 'BS Glow',
    price: 6800,
    description:
      'A satin-finish pressed powder with zinc oxide for light sun protection. It blurs imperfections and gives a healthy, lit-from-within glow. Buildable coverage for day or night.',
    highlights: [
      'Satin finish with a healthy glow',
      'Light sun protection with zinc oxide',
      'Blurs imperfections',
      'Buildable coverage',
    ],
    details:
      'Size: 10g compact. Skin type: normal, dry and combination skin. Directions: sweep over the face with a brush or press on with the puff. Caution: for external use only; not a replacement for sunscreen; avoid eyes. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Shea-Infused Matte Compact Powder 12g',
    category: 'make-up',
    subcategory: 'compact-powder',
    brand: 'BS Naturals',
    price: 5200,
    description:
      'A matte pressed powder infused with shea butter so it never looks cakey or dry. It controls oil while keeping the skin comfortable. Talc-free and suitable for sensitive skin.',
    highlights: ['Matte without looking cakey', 'Shea butter for comfort', 'Talc-free', 'Suitable for sensitive skin'],
    details:
      'Size: 12g compact. Shades: six, from Ivory to Ebony. Skin type: all skin types, including dry and sensitive. Directions: press onto the face with the puff after moisturiser or foundation. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Two-Way Cake Compact Powder Caramel 14g',
    category: 'make-up',
    subcategory: 'compact-powder',
    brand: 'Beauty Stars',
    price: 8500,
    description:
      'A two-way cake powder that works dry for a light matte finish or with a damp sponge for foundation-like coverage. The caramel shade flatters medium skin tones. Long-wearing and sweat-resistant.',
    highlights: [
      'Use dry or with a damp sponge',
      'Foundation-like coverage',
      'Long-wearing and sweat-resistant',
      'Flattering caramel shade',
    ],
    details:
      'Size: 14g compact with sponge. Shade: Caramel, for medium skin tones. Skin type: normal and oily skin. Directions: apply dry for light coverage or with a damp sponge for full coverage. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 4,
  },
  // foundation
  {
    name: 'Full Coverage Liquid Foundation 30ml',
    category: 'make-up',
    subcategory: 'foundation',
    brand: 'Beauty Stars',
    price: 9500,
    description:
      'A full-coverage liquid foundation that hides dark spots and uneven tone for a flawless finish. It stays put for up to 16 hours and resists sweat and humidity. Made in twelve shades for Nigerian skin tones.',
    highlights: [
      'Covers dark spots and uneven tone',
      'Up to 16 hours of wear',
      'Resists sweat and humidity',
      'Twelve shades for Nigerian skin tones',
    ],
    details:
      'Size: 30ml bottle. Shades: twelve. Skin type: normal, oily and combination skin. Directions: shake well and blend with a damp sponge or brush. Caution: for external use only; avoid contact with eyes; patch test before first use. Made in Nigeria.',
    variant: 1,
  },
  {
    name: 'Dewy Skin Tint Foundation SPF 20 30ml',
    category: 'make-up',
    subcategory: 'foundation',
    brand: 'BS Glow',
    price: 11500,
    description:
      'A lightweight skin tint with niacinamide, glycerin and zinc oxide that evens out skin tone while letting your skin show through. It gives a fresh, dewy finish and light sun protection. Perfect for everyday make-up.',
    highlights: ['Sheer, skin-like coverage', 'Fresh, dewy finish', 'Light sun protection', 'Blend with fingers'],
    details:
      'Size: 30ml tube. Shades: eight. Skin type: normal and dry skin. Directions: blend a small amount with fingertips over moisturised skin. Caution: for external use only; not a replacement for sunscreen; avoid eyes. Made in Nigeria.',
    variant: 2,
  },
  {
    name: 'Matte Stick Foundation Deep Espresso 9g',
    category: 'make-up',
    subcategory: 'foundation',
    brand: 'Beauty Stars',
    price: 8200,
    description:
      'A creamy stick foundation that glides on and sets to a soft matte finish. Use it all over or as a concealer and contour. The Deep Espresso shade is made for rich, deep skin tones.',
    highlights: [
      'Glides on, sets to soft matte',
      'Use as foundation, concealer or contour',
      'Made for deep skin tones',
      'Travel-friendly stick',
    ],
    details:
      'Size: 9g stick. Shade: Deep Espresso. Skin type: normal and oily skin. Directions: swipe directly onto the skin and blend with a sponge or brush. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 3,
  },
  {
    name: 'Aloe & Shea Lightweight Foundation 30ml',
    category: 'make-up',
    subcategory: 'foundation',
    brand: 'BS Naturals',
    price: 7500,
    description:
      'A breathable, medium-coverage foundation with aloe vera and shea butter that cares for your skin while you wear it. It never feels heavy, even in hot weather. Natural satin finish.',
    highlights: [
      'Medium, buildable coverage',
      'Cares for skin with aloe and shea',
      'Never feels heavy',
      'Natural satin finish',
    ],
    details:
      'Size: 30ml bottle. Shades: ten. Skin type: dry, normal and sensitive skin. Directions: blend with a brush or damp sponge over moisturised skin. Caution: for external use only; avoid contact with eyes. Made in Nigeria.',
    variant: 4,
  },
  {
    name: 'Long-Wear 24H Foundation with Pump 35ml',
    category: 'make-up',
    subcategory: 'foundation',
    brand: 'BS Glow',
    price: 13800,
    description:
      "Our longest-wearing foundation gives medium to full coverage that lasts from morning meetings to evening owambe. It is transfer-resistant and won't oxidise or turn ashy. The pump gives just the right amount.",
    highlights: [
      'Lasts from morning to owambe night',
      "Transfer-resistant, won't turn ashy",
      'Medium to full coverage',
      'Easy pump bottle',
    ],
    details:
      'Size: 35ml pump bottle. Shades: twelve. Skin type: oily and combination skin. Directions: apply one pump and blend outwards with a brush or damp sponge. Caution: for external use only; avoid contact with eyes; remove thoroughly at night. Made in Nigeria.',
    variant: 5,
  },
];

export interface ReviewContent {
  rating: 1 | 2 | 3 | 4 | 5;
  title: string | null;
  body: string;
}

/** Generic reviews that fit any product of the store (no product names). */
export const REVIEWS: ReviewContent[] = [
  {
    rating: 5,
    title: 'Love it!',
    body: 'I have been using it for three weeks now and my skin is glowing. My colleagues have started asking what I am using.',
  },
  {
    rating: 5,
    title: 'Original product',
    body: 'Finally I can buy the original without fearing fake ones from the market. Packaging was neat and sealed.',
  },
  { rating: 5, title: null, body: 'Very good product. I will definitely buy again.' },
  {
    rating: 4,
    title: 'Good value',
    body: 'It works well and the price is fair compared to imported brands. I just wish the size was a bit bigger.',
  },
  {
    rating: 5,
    title: 'My sister recommended it',
    body: 'My sister has been using it for months and recommended it to me. Now I understand why, my skin feels so soft.',
  },
  {
    rating: 5,
    title: 'Fast delivery to Lekki',
    body: 'Ordered on Monday and it arrived on Wednesday. The product itself is very nice, no irritation at all.',
  },
  { rating: 4, title: null, body: 'Nice scent, not too strong. My skin is smoother than before.' },
  {
    rating: 3,
    title: 'It is okay',
    body: 'It is a decent product but I have not seen much change yet. I will give it another month before I decide.',
  },
  {
    rating: 5,
    title: 'Worth every naira',
    body: 'Worth every kobo. My skin tone is more even and the dark spots are fading gradually.',
  },
  {
    rating: 2,
    title: 'Delivery took too long',
    body: 'The product is fine but delivery to Kano took almost two weeks. Please work on your logistics.',
  },
  {
    rating: 5,
    title: 'Highly recommended',
    body: 'I recommend this to anybody looking for quality Nigerian-made skincare. Proudly Naija!',
  },
  {
    rating: 4,
    title: 'Gentle on my skin',
    body: 'I have sensitive skin and most products make me break out. This one has been gentle so far.',
  },
  { rating: 5, title: null, body: 'This is my third time ordering. Consistent quality every time.' },
  {
    rating: 4,
    title: 'Nice',
    body: 'Nice product, works as described. Customer service also answered my questions quickly on WhatsApp.',
  },
  {
    rating: 1,
    title: 'Did not work for me',
    body: 'I used it for a month and saw no difference at all. Maybe it works for others but not for me.',
  },
  {
    rating: 5,
    title: 'Glowing!',
    body: 'My husband noticed the difference before I even told him I changed my routine. I am very happy.',
  },
  {
    rating: 5,
    title: 'Best purchase this year',
    body: 'Best thing I bought this year, no cap. My skin is clearer and softer.',
  },
  {
    rating: 3,
    title: 'Smell is strong',
    body: 'It works but the smell is a bit strong for my liking. If you do not mind fragrance, you will like it.',
  },
  { rating: 4, title: null, body: 'Good quality. It lasts long because you only need a small amount.' },
  {
    rating: 5,
    title: 'Na correct product',
    body: 'Na correct product be this o. My friends dey ask me wetin I dey use.',
  },
  {
    rating: 5,
    title: 'Great for harmattan',
    body: 'I bought it during harmattan and my skin did not crack or go ashy at all. Very impressed.',
  },
  {
    rating: 4,
    title: 'Good but pricey',
    body: 'The quality is good but the price has gone up since my last order. Still worth it though.',
  },
  {
    rating: 5,
    title: 'Even tone',
    body: 'My skin tone is more even now and the dark patches on my neck are lighter. Thank you Beauty Stars.',
  },
  {
    rating: 2,
    title: 'Too small',
    body: 'The product is good but the container is too small for the price. It finished in less than two weeks.',
  },
  { rating: 5, title: null, body: 'Excellent! Already recommended it to my customers in my salon.' },
  {
    rating: 4,
    title: 'Satisfied customer',
    body: 'Satisfied with my purchase. Packaging was secure and nothing leaked.',
  },
  {
    rating: 5,
    title: 'No irritation',
    body: 'I was worried it would burn my skin like some products I used before, but there was no irritation at all.',
  },
  { rating: 3, title: 'Average', body: 'It is average. Not bad, not amazing.' },
  {
    rating: 5,
    title: 'My go-to now',
    body: 'This has become my go-to. I have stopped buying the imported one I used to use.',
  },
  { rating: 4, title: null, body: 'Works well. Delivery was a bit slow but the product made up for it.' },
  {
    rating: 5,
    title: 'Thank you!',
    body: 'Thank you for making quality products right here in Nigeria. I am a customer for life.',
  },
  {
    rating: 5,
    title: 'Results in two weeks',
    body: 'I started seeing results in about two weeks. My skin looks healthier and brighter.',
  },
  {
    rating: 1,
    title: 'Package arrived damaged',
    body: 'The package arrived with the cap broken and some of the content had spilled. Customer care promised a replacement but I am still waiting.',
  },
  {
    rating: 4,
    title: 'Pleasant surprise',
    body: 'I did not expect much but it has been a pleasant surprise. My skin feels nourished.',
  },
  { rating: 5, title: null, body: 'Love love love it! Buying two next time.' },
  {
    rating: 5,
    title: 'Good for my whole family',
    body: 'Everybody in my house uses it now, even my teenage son. Nobody has complained.',
  },
  {
    rating: 4,
    title: 'Does what it says',
    body: 'It does what it says on the pack. I just wish it came in a pump bottle.',
  },
  {
    rating: 3,
    title: 'Still waiting for results',
    body: 'I have been using it for three weeks. Skin feels softer but I have not seen the brightening yet.',
  },
  {
    rating: 5,
    title: 'Gift for my mum',
    body: 'I bought it for my mum and she loves it. She has asked me to order more.',
  },
  {
    rating: 5,
    title: 'Smells heavenly',
    body: 'The scent is so nice, I keep smelling my hands. My skin is also softer.',
  },
  { rating: 4, title: null, body: 'Good product. Packaging could be better but the content is great.' },
  {
    rating: 5,
    title: 'Authentic and effective',
    body: 'Authentic and effective. I checked the seal and batch number and everything was in order.',
  },
  {
    rating: 2,
    title: 'Not for oily skin',
    body: 'It felt a bit heavy on my oily skin. It might be better for people with dry skin.',
  },
  {
    rating: 5,
    title: 'Top notch',
    body: 'Top notch quality. It is better than some of the foreign brands I have tried.',
  },
  { rating: 4, title: 'Happy with it', body: 'I am happy with it. My dark spots are fading slowly but surely.' },
  { rating: 5, title: null, body: 'I am loving my skin right now. God bless the makers!' },
  {
    rating: 5,
    title: 'Smooth skin',
    body: 'My skin has never been this smooth. I have stopped using three other products because this one does the job.',
  },
  {
    rating: 3,
    title: 'Fair',
    body: 'The product is fair. Delivery to Port Harcourt took about a week, which was longer than I expected.',
  },
  { rating: 5, title: 'Bought again', body: 'Bought again for the second time. My skin is thankful.' },
  {
    rating: 4,
    title: 'Quality product',
    body: 'Quality product at a reasonable price. I would give five stars if the delivery was faster.',
  },
  {
    rating: 5,
    title: 'Exactly as described',
    body: 'Exactly as described on the website. Arrived well packed in Ibadan within three days.',
  },
  { rating: 5, title: null, body: 'No more dull skin for me. I am so glad I found this store.' },
  { rating: 4, title: 'Nice texture', body: 'Nice texture and it is not greasy. I use it every day before work.' },
  {
    rating: 1,
    title: 'Wrong item delivered',
    body: 'I received a different item from what I ordered. They later sent the right one, but it took another week.',
  },
  { rating: 5, title: 'Impressive', body: 'Very impressive. Even my dermatologist said my skin looks better.' },
  { rating: 5, title: 'Perfect for the heat', body: 'Perfect for Lagos heat. It does not melt off or feel sticky.' },
  { rating: 4, title: null, body: 'I like it. Will update my review after a month of use.' },
  {
    rating: 5,
    title: 'Proudly Nigerian',
    body: 'Proudly Nigerian and proudly effective. Support local brands, people!',
  },
  {
    rating: 3,
    title: 'Good but scent fades quickly',
    body: 'The product works but the scent fades quickly. I was hoping it would last longer.',
  },
  {
    rating: 5,
    title: 'Skin is thanking me',
    body: 'My skin is thanking me. It has been clear and glowing since I started.',
  },
  {
    rating: 4,
    title: 'Recommended',
    body: 'Recommended for anyone who wants good skincare without breaking the bank.',
  },
  { rating: 5, title: null, body: 'Absolutely amazing. Everybody at church has been asking about my skin.' },
  {
    rating: 5,
    title: 'Great customer service',
    body: 'I had a question about how to use it and they replied within an hour. The product is great too.',
  },
  { rating: 4, title: 'Solid', body: 'Solid product. Does not irritate my skin and the results are steady.' },
  {
    rating: 2,
    title: 'Price increased',
    body: 'The price increased a lot since last month. The product is good but it is getting too expensive for me.',
  },
  { rating: 5, title: 'Wow', body: 'Wow, just wow. I should have started using this long ago.' },
  { rating: 5, title: 'Lasts long', body: 'It lasts long and a little goes a long way. Good value for money.' },
  { rating: 4, title: null, body: 'Nice one. I would like to see a bigger size option.' },
  {
    rating: 5,
    title: 'Works for my dark spots',
    body: 'The dark spots from old pimples are fading. I can now go out without make-up sometimes.',
  },
  { rating: 3, title: 'Takes time', body: 'It takes time to see results, so be patient. So far it is okay.' },
  { rating: 5, title: 'Fantastic', body: 'Fantastic product. I ordered for my friends in Abuja and they love it too.' },
  { rating: 4, title: 'Pretty good', body: 'Pretty good. The packaging looks classy and it makes a nice gift.' },
  { rating: 5, title: null, body: 'My skin is so soft now. I keep touching my arms.' },
  {
    rating: 5,
    title: 'Better than expected',
    body: 'Better than I expected. The quality is really good for a local brand.',
  },
  {
    rating: 4,
    title: 'Good, not perfect',
    body: 'Good, not perfect. Works well but took some time to arrive in Enugu.',
  },
  {
    rating: 5,
    title: 'Repeat customer',
    body: 'I am a repeat customer and I will keep buying. It has never disappointed me.',
  },
  { rating: 3, title: null, body: 'It is fine. Nothing special but it does the work.' },
  {
    rating: 5,
    title: 'Confidence boost',
    body: 'This has really boosted my confidence. I feel good in my skin again.',
  },
  { rating: 4, title: 'Would buy again', body: 'Would buy again. The only issue is that it sold out for a while.' },
  {
    rating: 5,
    title: 'Beautiful results',
    body: 'Beautiful results after one month of consistent use. Follow the directions and you will see.',
  },
  { rating: 5, title: null, body: 'Original and effective. Thumbs up to the Beauty Stars team.' },
  {
    rating: 4,
    title: 'Mild and effective',
    body: 'Mild on the skin and it works. I use it morning and night as directed.',
  },
  {
    rating: 2,
    title: 'Seal was loose',
    body: 'The seal was loose when it arrived, so I was not sure if it was new. The product seems fine, but please check your packaging.',
  },
  {
    rating: 5,
    title: 'Awesome',
    body: "Awesome product, I'm impressed. My sister and I now share one order every month.",
  },
  { rating: 4, title: null, body: 'Good stuff. Make-up sits better on my skin now.' },
  { rating: 5, title: 'Go for it', body: 'If you are thinking about it, just go for it. You will not regret it.' },
  { rating: 5, title: 'Soft and glowing', body: 'Soft and glowing skin, just as promised. Delivery was also quick.' },
  { rating: 3, title: 'Okay for the price', body: 'Okay for the price. I expected a little more, but it is not bad.' },
];

export const SLIDES: Array<{
  key: string;
  heading: string;
  subtitle: string;
  description: string;
  alt: string;
  cta_primary_label: string;
  cta_primary_url: string;
  cta_secondary_label: string;
  cta_secondary_url: string;
  sort_order: number;
}> = [
  {
    key: 'glow-recipe',
    heading: 'Glow Recipe',
    subtitle: 'New season, new glow',
    description:
      'Carrot, papaya and vitamin C in rich body lotions that help brighten dull skin and keep it moisturised all day.',
    alt: 'Bottles of carrot and papaya body lotion on a sunny orange background',
    cta_primary_label: 'Shop now',
    cta_primary_url: '/products?category=body-lotion',
    cta_secondary_label: 'Shop the brand',
    cta_secondary_url: '/products',
    sort_order: 0,
  },
  {
    key: 'dark-knuckles-removing-cream',
    heading: 'Dark Knuckles Removing Cream',
    subtitle: 'Our star product',
    description:
      'Kojic acid, licorice and shea butter help fade dark knuckles and toes. Visible results with twice-daily use.',
    alt: 'A tube of Dark Knuckles Removing Cream beside a hand with even-toned knuckles',
    cta_primary_label: 'Shop now',
    cta_primary_url: '/products?subcategory=dark-knuckles-removing-cream',
    cta_secondary_label: 'Shop the brand',
    cta_secondary_url: '/products?category=skin-treatment-cream',
    sort_order: 10,
  },
  {
    key: 'serum-and-oil',
    heading: 'Serum & Oil',
    subtitle: 'Face care that works',
    description: 'Niacinamide, alpha arbutin and rosehip oil for a smoother, brighter, more even complexion.',
    alt: 'Face cream jars and a dropper bottle of oil arranged on a marble tray',
    cta_primary_label: 'Shop now',
    cta_primary_url: '/products?category=face-cream',
    cta_secondary_label: 'Shop the brand',
    cta_secondary_url: '/products',
    sort_order: 20,
  },
  {
    key: 'black-soap',
    heading: 'Brightening Black Soap',
    subtitle: 'Ose dudu, the traditional way',
    description:
      'Hand-cut African black soap with shea butter and cocoa pod ash that gently exfoliates and helps clear oily skin.',
    alt: 'Hand-cut bars of African black soap on a woven raffia mat',
    cta_primary_label: 'Shop now',
    cta_primary_url: '/products?subcategory=skin-brightening-and-exfoliating-black-soap',
    cta_secondary_label: 'Shop the brand',
    cta_secondary_url: '/products?category=bathing-soap',
    sort_order: 30,
  },
  {
    key: 'shower-gel',
    heading: 'Shower Gels for Smooth, Bright Skin',
    subtitle: 'Fresh every morning',
    description:
      'Papaya, licorice and sugar-polish shower gels that cleanse gently and leave your skin soft and glowing.',
    alt: 'Three shower gel bottles surrounded by water droplets and sliced papaya',
    cta_primary_label: 'Shop now',
    cta_primary_url: '/products?category=shower-bath-and-shower-gel',
    cta_secondary_label: 'Shop the brand',
    cta_secondary_url: '/products',
    sort_order: 40,
  },
  {
    key: 'make-up-essentials',
    heading: 'Make-up Essentials',
    subtitle: 'Shades made for Nigerian skin',
    description:
      'Foundation, loose and compact powders that last through the heat, in shades from honey to deep espresso.',
    alt: 'Compact powders, loose powder jars and foundation bottles in warm brown shades',
    cta_primary_label: 'Shop now',
    cta_primary_url: '/products?category=make-up',
    cta_secondary_label: 'Shop the brand',
    cta_secondary_url: '/products',
    sort_order: 50,
  },
];

/**
 * A seasonal slide the shop keeps inactive until December: the seed's one clean inactive slide, so
 * the back office's Inactive slides list has something to show, ahead of the hostile slide
 * (mocks/seed/hostile.ts), which waits there too.
 */
export const WAITING_SLIDE: (typeof SLIDES)[number] = {
  key: 'serum-and-oil',
  heading: 'Harmattan Rescue Kit',
  subtitle: 'Back in December',
  description: 'Shea butter, black soap and rich oils for dry-season skin, boxed together for the harmattan.',
  alt: 'A serum bottle beside an oil dropper on a warm background',
  cta_primary_label: 'Shop now',
  cta_primary_url: '/products?category=body-lotion',
  cta_secondary_label: 'Shop the brand',
  cta_secondary_url: '/products',
  sort_order: 60,
};
