/** Placeholder until the app shell (routes, layout) lands: shows that the API answers. */
import { useEffect, useState } from 'react';
import { api } from '@/api/client';
import { brand } from '@/config/brand';

export function App() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    void api.GET('/products', { params: { query: { per_page: 1 } } }).then(({ data }) => setCount(data?.pagination.total ?? null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui', padding: 24 }}>
      <h1>{brand.name}</h1>
      <p data-testid="product-count">{count === null ? 'Loading…' : `${count} products`}</p>
    </main>
  );
}
