/**
 * Set-up file of the browser-journey projects: each journey file starts once the e2e build is
 * served (it builds while the unit tests run; e2e/global-setup.ts), or fails saying why it is not.
 */
import { beforeAll, inject } from 'vitest';
import { READY_PATH } from '../global-setup';

beforeAll(async () => {
  const response = await fetch(`${inject('baseUrl')}${READY_PATH}`, { signal: AbortSignal.timeout(590_000) });
  if (!response.ok) throw new Error(`The e2e build is not served: ${await response.text()}`);
}, 600_000);
