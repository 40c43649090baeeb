/**
 * The Skin Doctor section of the home page (spec sections 1 and 2): people can message the skin
 * doctor through the brand's social pages or the contact page. There is no live chat yet, and the
 * section says so rather than offering a button that does nothing.
 */
import { Link } from '@tanstack/react-router';
import { ChatIcon, InstagramIcon, MailIcon } from '@/components/layout/icons';
import { brand } from '@/config/brand';

export const LIVE_CHAT_NOTE = 'Live chat is coming soon';

const channel =
  'flex flex-col gap-3 rounded-2xl bg-white/8 p-4 ring-1 ring-white/15 min-[400px]:flex-row min-[400px]:gap-4 sm:p-5';
const iconWrap = 'flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-400';
const outLink =
  'py-1 font-semibold text-white underline decoration-white/40 underline-offset-4 transition hover:decoration-white focus-visible:outline-white';

export function SkinDoctorSection() {
  return (
    <section
      aria-labelledby="skin-doctor-title"
      className="render-when-near mx-auto max-w-7xl px-4 py-10 [--near-h:850px] md:[--near-h:740px] lg:[--near-h:570px] sm:px-6 lg:py-14"
    >
      <div className="-mx-4 grid gap-8 overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-5 py-10 text-brand-50 sm:mx-0 sm:rounded-3xl sm:px-10 lg:grid-cols-2 lg:gap-12 lg:px-14 lg:py-14">
        <div className="flex flex-col justify-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">Expert advice</p>
          <h2 id="skin-doctor-title" className="mt-2 font-display text-3xl text-white sm:text-4xl">
            Ask our skin doctor
          </h2>
          <p className="mt-4 max-w-lg leading-relaxed text-brand-100">
            Dark spots, uneven tone, acne marks or dry patches? Tell our skin doctor about your skin and get advice on
            the products and the routine that suit it.
          </p>
          <div className="mt-7">
            <Link
              to="/meet-our-skin-doctor"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-6 py-2 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-white"
            >
              Meet our skin doctor
            </Link>
          </div>
        </div>
        <ul className="grid gap-3 self-center" aria-label="Ways to reach the skin doctor">
          <li className={channel}>
            <span className={iconWrap}>
              <InstagramIcon className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-white">Send us a message</p>
              <p className="mt-1 text-sm leading-relaxed text-brand-100">
                Message us on{' '}
                <a href={brand.socials.instagram} target="_blank" rel="noopener noreferrer" className={outLink}>
                  Instagram<span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                or{' '}
                <a href={brand.socials.facebook} target="_blank" rel="noopener noreferrer" className={outLink}>
                  Facebook<span className="sr-only"> (opens in a new tab)</span>
                </a>
                .
              </p>
            </div>
          </li>
          <li className={channel}>
            <span className={iconWrap}>
              <MailIcon className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-white">Write to us</p>
              <p className="mt-1 text-sm leading-relaxed text-brand-100">
                Use our{' '}
                <Link to="/contact-us" className={outLink}>
                  contact page
                </Link>{' '}
                and we will reply by email.
              </p>
            </div>
          </li>
          <li className="flex flex-col gap-3 rounded-2xl border border-dashed border-white/30 p-4 min-[400px]:flex-row min-[400px]:gap-4 sm:p-5">
            <span className={iconWrap}>
              <ChatIcon className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-white">{LIVE_CHAT_NOTE}</p>
              <p className="mt-1 text-sm leading-relaxed text-brand-100">
                We do not have a live chat yet. Until we do, a message or the contact page reaches the same team.
              </p>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
