/**
 * /meet-our-skin-doctor: ask for skin advice through a social page, the contact page or a live
 * chat. The spec says no chat exists, so the page says so plainly and offers no chat button.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';
import { menuSlug } from '@/config/catalog';
import { FacebookIcon, InstagramIcon } from '@/components/layout/icons';
import { MarketingPage, PageBand, PageSection } from './marketing-page';

export const NO_LIVE_CHAT_TEXT =
  'Live chat is coming soon. Until then, message us on Instagram or through the contact page.';

const CONCERNS = [
  'Dark Knuckles Removing Cream',
  'Sun-Burn Removing Cream',
  'Acne/Pimples Treatment Cream',
  'Ringworm and Eczema Treatment Cream',
];

const TELL_US = [
  'Your skin type (dry, oily, combination or sensitive), if you know it.',
  'What worries you, where on your body, and for how long.',
  'The products you use now, including soaps and lotions.',
  'Anything your skin has reacted to before.',
];

export function SkinDoctorPage() {
  return (
    <MarketingPage
      eyebrow="Skin advice"
      title="Meet our Skin doctor"
      lead="Not sure which product suits your skin, or how to use it? Tell us about your skin and our Skin doctor will help you choose a routine that fits."
      image={{ src: '/images/categories/skin-treatment-cream.svg' }}
    >
      <PageBand className="mt-12 sm:mt-16">
        <PageSection id="ways-to-ask" eyebrow="Ask a question" title="How to reach our Skin doctor">
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            <WayCard title="Message us on social media">
              <p>Send a private message to our Instagram or Facebook page.</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <SocialLink
                  href={brand.socials.instagram}
                  name="Instagram"
                  icon={<InstagramIcon className="size-5" />}
                />
                <SocialLink href={brand.socials.facebook} name="Facebook" icon={<FacebookIcon className="size-5" />} />
              </div>
            </WayCard>
            <WayCard title="Use the contact page">
              <p>Write to us with the contact form, by email or on WhatsApp.</p>
              <Link to="/contact-us" className="btn-primary mt-5">
                Go to the contact page
              </Link>
            </WayCard>
            <WayCard title="Live chat" badge="Coming soon">
              <p>{NO_LIVE_CHAT_TEXT}</p>
            </WayCard>
          </ul>
        </PageSection>
      </PageBand>

      <PageBand className="mt-16 grid gap-12 sm:mt-20 lg:grid-cols-2 lg:gap-16">
        <PageSection id="what-to-tell-us" eyebrow="Before you write" title="What to tell us">
          <ul className="mt-5 space-y-3 leading-relaxed text-ink-700">
            {TELL_US.map((line) => (
              <li key={line} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-600" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 max-w-prose leading-relaxed text-ink-700">
            If you want to show us a photo, send it in a private message only, never in a public comment.
          </p>
        </PageSection>
        <PageSection id="concerns" eyebrow="Treatment creams" title="Concerns we often help with">
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {CONCERNS.map((name) => (
              <li key={name}>
                <Link
                  to="/products"
                  search={{ subcategory: menuSlug(name) }}
                  className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-ink-200 px-4 py-3 font-medium text-ink-900 transition hover:border-brand-300 hover:bg-brand-50"
                >
                  {name}
                  <span aria-hidden="true" className="text-brand-700">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      </PageBand>

      <PageBand className="mt-16">
        <div className="rounded-3xl border border-gold-400/50 bg-gold-100/60 p-6 sm:p-8">
          <h2 className="font-semibold text-ink-900">A note on safety</h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-ink-800">
            Our advice by message is general guidance about skin care and our products, not a medical diagnosis. Try a
            new product on a small patch of skin first. If a skin problem is painful, spreading or not getting better,
            please see a doctor or dermatologist in person.
          </p>
        </div>
      </PageBand>
    </MarketingPage>
  );
}

function WayCard({ title, badge, children }: { title: string; badge?: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-3xl border border-ink-200 bg-white p-6 leading-relaxed text-ink-700 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
        {badge && (
          <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            {badge}
          </span>
        )}
      </div>
      <div className="mt-2 flex flex-1 flex-col items-start">{children}</div>
    </li>
  );
}

function SocialLink({ href, name, icon }: { href: string; name: string; icon: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
      {icon}
      {name} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
