/**
 * The store footer (spec section 2, Footer): the sign-up banner, the social links, an about blurb,
 * the four link columns with the spec's targets, and a last line with Terms (new tab), the
 * contacts and the copyright.
 */
import { Link } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import { brand } from '@/config/brand';
import { TermsLink } from '@/components/ui/terms-link';
import { FOOTER_SIGNUP_OFFER_PERCENT } from '@/config/constants';
import { now } from '@/lib/now';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, TikTokIcon, XIcon, YouTubeIcon } from './icons';

/** The link columns exactly as the spec lists them (labels and targets). */
export const FOOTER_COLUMNS = [
  {
    title: 'Customer Service',
    links: [
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Help Centre / FAQs', to: '/contact-us' },
      { label: 'Shipping', to: '/cart' },
    ],
  },
  { title: 'About', links: [{ label: 'About Us', to: '/about-us' }] },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: '/privacy-policy' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Accessibility', to: '/contact-us' },
    ],
  },
  {
    title: 'More',
    links: [
      { label: 'Find Out More', to: '/find-out-more' },
      { label: 'Meet our Skin doctor', to: '/meet-our-skin-doctor' },
    ],
  },
] as const;

export const SOCIAL_LINKS: { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { name: 'Facebook', href: brand.socials.facebook, Icon: FacebookIcon },
  { name: 'YouTube', href: brand.socials.youtube, Icon: YouTubeIcon },
  { name: 'X', href: brand.socials.x, Icon: XIcon },
  { name: 'Instagram', href: brand.socials.instagram, Icon: InstagramIcon },
  { name: 'TikTok', href: brand.socials.tiktok, Icon: TikTokIcon },
];

export const FOOTER_SIGNUP_TEXT = `${FOOTER_SIGNUP_OFFER_PERCENT}% off your order when you sign-up with your email`;

const footerLink =
  'inline-flex min-h-11 min-w-11 items-center rounded text-sm text-ink-300 transition hover:text-white hover:underline underline-offset-4';

export function Footer() {
  return (
    <footer className="render-when-near mt-auto [--near-h:1100px] md:[--near-h:780px] lg:[--near-h:520px]">
      <SignUpBanner />
      <div className="bg-ink-900 text-ink-300">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 pb-8 sm:px-6 lg:grid-cols-12 lg:gap-8 lg:pt-16">
          <div className="lg:col-span-4">
            <p className="font-display text-2xl font-semibold text-white">{brand.name}</p>
            <p className="mt-3 max-w-sm text-sm leading-relaxed">
              {brand.tagline}: body lotions, face creams, soaps, shower gels, treatment creams and make-up, with
              friendly help whenever you need it.
            </p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Follow us">
              {SOCIAL_LINKS.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-11 items-center justify-center rounded-full bg-white/5 text-ink-200 ring-1 ring-white/10 transition hover:bg-brand-700 hover:text-white focus-visible:outline-brand-300"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">{`${brand.shortName} on ${name} (opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4 lg:col-span-8">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-xs font-semibold tracking-widest text-gold-400 uppercase">{column.title}</h2>
                <ul className="mt-3">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} className={footerLink}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-col gap-x-6 gap-y-1 px-4 py-5 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between">
            <p className="py-2">{`© ${new Date(now()).getFullYear()} ${brand.name}. All rights reserved.`}</p>
            <ul className="flex flex-wrap items-center gap-x-5">
              <li>
                <TermsLink className={footerLink}>Terms</TermsLink>
              </li>
              <li>
                <a href={`tel:${brand.phone.replace(/\s+/g, '')}`} className={`${footerLink} gap-2`}>
                  <PhoneIcon className="size-4 text-gold-400" />
                  {brand.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${brand.email}`} className={`${footerLink} gap-2`}>
                  <MailIcon className="size-4 text-gold-400" />
                  {brand.email}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

function SignUpBanner() {
  return (
    <section aria-labelledby="footer-signup-title" className="border-t border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">Email sign-up</p>
          <h2 id="footer-signup-title" className="mt-1 font-display text-2xl text-ink-900 sm:text-3xl">
            {FOOTER_SIGNUP_TEXT}
          </h2>
        </div>
        <Link to="/account" search={{ mode: 'register' }} className="btn-primary shrink-0 px-8">
          Sign Up
        </Link>
      </div>
    </section>
  );
}
