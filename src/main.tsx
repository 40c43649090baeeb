/**
 * Boot: start the mock backend when no real host is configured, then render.
 * With VITE_API_BASE_URL set at build time, `env.mocksEnabled` is the constant `false`, so the
 * dynamic import below is dropped and no mock code ships.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { App } from './app';

async function boot() {
  if (env.mocksEnabled) {
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
