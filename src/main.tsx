/**
 * Boot: start the mock backend when no real host is configured, then render.
 * The condition reads `import.meta.env` directly: Vite replaces it with a literal at build time,
 * so with VITE_API_BASE_URL set the branch is dead and the mock chunk is not even emitted
 * (a property of an imported object would not be folded; e2e/real-host-build.e2e.ts checks this).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

async function boot() {
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
