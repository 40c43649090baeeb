/** Puts the devtools on the page, in their own React root (the app never imports them). */
import { createRoot } from 'react-dom/client';
import { db } from '../db';
import { savePersisted } from '../persistence';
import { reloadWithAddress } from './address';
import { resumeAutoRun } from './auto-run';
import { MockDevtools } from './devtools';

export function mountDevtools(reset: () => Promise<void>): void {
  if (document.querySelector('[data-mock-devtools-root]')) return;
  const host = document.createElement('div');
  host.setAttribute('data-mock-devtools-root', '');
  document.body.append(host);
  createRoot(host).render(
    <MockDevtools
      actions={{
        reset,
        // After an import: restoring does not count as a change, so save whatever the state.
        save: () => {
          if (!savePersisted(localStorage, db, { force: true }))
            throw new Error('The browser refused to store the imported data (storage full?).');
        },
        // The address rewritten from what is on, so the reload keeps it (./address.ts).
        reload: () => reloadWithAddress(),
        open: (path) => location.assign(path),
      }}
    />,
  );
  // A test run checking rows itself carries on after each row's page loads.
  void resumeAutoRun();
}
