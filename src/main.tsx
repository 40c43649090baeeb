/**
 * Boot: start the mock backend when no real host is configured, then render.
 * The condition reads `import.meta.env` directly: Vite replaces it with a literal at build time,
 * so with VITE_API_BASE_URL set the branch is dead and the mock chunk is not even emitted
 * (a property of an imported object would not be folded; e2e/real-host-build.e2e.ts checks this).
 */
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '@/api/client';
import { signOut } from '@/api/queries/auth';
import { createQueryClient, signOutInAdminArea } from '@/api/query-client';
import { createAppRouter } from './router';

async function boot() {
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  const queryClient = createQueryClient({ onUnauthorized: signOutInAdminArea(signOut) });
  const router = createAppRouter(queryClient);
  // The refresh failed: the tokens are gone; send the user to /account.
  api.setSessionExpiredHandler(() => {
    queryClient.clear();
    void router.navigate({ to: '/account' });
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
