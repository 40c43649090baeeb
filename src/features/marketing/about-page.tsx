/** /about-us: static text about the brand's mission and its community (spec section 2). */
import { Link } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { MarketingPage, PageBand, PageSection, prose } from './marketing-page';

const VALUES = [
  {
    title: 'Made in Nigeria',
    text: 'Our lotions, creams, soaps, shower gels and powders are made here at home, for the heat, the humidity and the harmattan we live with.',
  },
  {
    title: 'For Nigerian skin',
    text: 'We make products for melanin-rich skin and the things it meets every day: dark knuckles, uneven tone, sun, acne and dryness.',
  },
  {
    title: 'Honest and affordable',
    text: 'Clear labels, prices in naira and advice you can act on. If a product is not right for you, we will say so.',
  },
];

export function AboutPage() {
  return (
    <MarketingPage
      eyebrow="Our story"
      title="About us"
      lead={`${brand.name} makes skin care and make-up in Nigeria, for Nigerian skin, and shares it with a growing community of customers who look after their skin with confidence.`}
      image={{ src: '/images/slides/glow-recipe.svg', position: 'right center' }}
    >
      <PageBand className="mt-12 grid gap-12 sm:mt-16 lg:grid-cols-12 lg:gap-16">
        <PageSection id="mission" eyebrow="Our mission" title="Good skin days, every day" className="lg:col-span-7">
          <div className={`mt-5 ${prose}`}>
            <p>
              Beauty Stars began with a simple wish: products made for our skin and our climate, at prices that make
              sense, sold by people who will answer your questions. Too many of us have bought creams that promised the
              world, had labels we could not read, or cost far too much once imported.
            </p>
            <p>
              So we make our own. From body lotions and face creams to black soap, shower gels, treatment creams and
              make-up, every product is made for daily use and honest about what it does. Our mission is to help you
              feel like a star in your own skin: glowing, even and cared for.
            </p>
          </div>
        </PageSection>
        <div className="lg:col-span-5">
          <img
            src="/images/categories/make-up.svg"
            alt="Beauty Stars make-up: a compact powder with its mirror, a bottle of foundation and a pot of loose powder"
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="aspect-4/3 w-full rounded-[2rem] object-cover ring-1 ring-ink-100 lg:aspect-square"
          />
        </div>
      </PageBand>

      <PageBand className="mt-16 sm:mt-20">
        <PageSection id="values" eyebrow="What we stand for" title="Three promises">
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-3xl border border-brand-100 bg-brand-50/60 p-6">
                <h3 className="font-display text-xl text-brand-800">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      </PageBand>

      <PageBand className="mt-16 sm:mt-20">
        <div className="rounded-[2rem] bg-ink-900 px-6 py-10 text-ink-200 sm:px-12 sm:py-14">
          <CommunitySection />
        </div>
      </PageBand>
    </MarketingPage>
  );
}

function CommunitySection() {
  return (
    <section id="community" aria-labelledby="community-title" className="grid gap-8 lg:grid-cols-12 lg:gap-12">
      <div className="lg:col-span-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">Our community</p>
        <h2 id="community-title" className="mt-1 font-display text-3xl leading-snug text-white">
          Beauty Stars is its customers
        </h2>
      </div>
      <div className="space-y-4 leading-relaxed lg:col-span-7">
        <p>
          Our customers shape what we make. Your reviews tell other shoppers what really works, your messages to our
          Skin doctor show us what skin needs help with, and your photos and questions on our social pages keep us
          honest.
        </p>
        <p>
          We thank you for it: with{' '}
          <Link
            to="/status-point"
            className="font-semibold text-white underline decoration-gold-400 underline-offset-4 focus-visible:outline-brand-300"
          >
            BS Earn Status
          </Link>
          , every order earns points towards credit on the next one. Come and say hello on{' '}
          <a
            href={brand.socials.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-white underline decoration-gold-400 underline-offset-4 focus-visible:outline-brand-300"
          >
            Instagram
            <span className="sr-only">, opens in a new tab</span>
          </a>
          , or{' '}
          <Link
            to="/contact-us"
            className="font-semibold text-white underline decoration-gold-400 underline-offset-4 focus-visible:outline-brand-300"
          >
            send us a message
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
