/**
 * Imported first by mocks/browser.ts. The built store's Content-Security-Policy allows no eval
 * (docs/decisions/0017); zod compiles object parsers with `new Function` and tests for it when
 * each `z.object` is built, so without this every page would report a CSP violation. The mock's
 * tables parse a few thousand rows at most: the compiled parsers save nothing that shows.
 */
import { z } from 'zod';

z.config({ jitless: true });
