/** The document title of a marketing page, for the route's `head`. */
import { brand } from '@/config/brand';

export function marketingHead(title: string) {
  return () => ({ meta: [{ title: `${title} | ${brand.name}` }] });
}
