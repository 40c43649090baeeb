/** Links for the store's contacts (src/config/brand.ts): phone, WhatsApp and email. */
import { brand } from '@/config/brand';

/** tel:+2348035550142 */
export const phoneHref = `tel:${brand.phone.replace(/[^\d+]/g, '')}`;
/** wa.me takes the number in international form, digits only. */
export const whatsappHref = `https://wa.me/${brand.whatsapp.replace(/\D/g, '')}`;
export const emailHref = `mailto:${brand.email}`;
/** The website without its scheme, as people say it ("beautystars.ng"). */
export const websiteLabel = brand.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
