/** The store's contacts: phone, WhatsApp, email and the pickup address (from src/config/brand.ts). */
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/layout/icons';
import { emailHref, phoneHref, whatsappHref } from './contact-links';

const contactLink =
  'inline-flex min-h-11 items-center text-lg font-semibold text-white underline decoration-white/30 underline-offset-4 transition hover:decoration-gold-400 focus-visible:outline-brand-300';

export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-title" className="rounded-3xl bg-ink-900 p-6 text-ink-200 sm:p-8">
      <h2 id="contact-details-title" className="font-display text-2xl text-white">
        Other ways to reach us
      </h2>
      <ul className="mt-6 space-y-5">
        <Detail icon={<PhoneIcon className="size-5" />} term="Phone">
          <a href={phoneHref} className={contactLink}>
            {brand.phone}
          </a>
        </Detail>
        <Detail icon={<ChatIcon />} term="WhatsApp">
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={contactLink}>
            {brand.whatsapp} <span className="sr-only">on WhatsApp (opens in a new tab)</span>
          </a>
        </Detail>
        <Detail icon={<MailIcon className="size-5" />} term="Email">
          <a href={emailHref} className={`${contactLink} break-words`}>
            {brand.email}
          </a>
        </Detail>
        <Detail icon={<PinIcon />} term="Pickup address">
          <address className="not-italic text-white">{brand.pickupAddress}</address>
          <p className="mt-1 text-sm text-ink-300">Choose pickup at checkout and collect your order here.</p>
        </Detail>
      </ul>
    </section>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-400"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-widest text-gold-400 uppercase">{term}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
