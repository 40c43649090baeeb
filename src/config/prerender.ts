/**
 * What a prerendered page carries besides its markup (docs/decisions/0020-performance-choices.md):
 * a JSON script element with the URL it was rendered for and the queries it was rendered from.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PRERENDER_DATA_ID = 'prerendered-data';

export interface PrerenderData {
  /** Path and search the page was rendered for ('/products', '/product/3'). */
  url: string;
  /** When the page was rendered (epoch ms). */
  madeAt: number;
  state: DehydratedState;
}
