/** Modules made at build time by scripts/vite-mock-plugins.ts. */
declare module 'virtual:mock-seed' {
  import type { SeedSnapshot } from './seed/snapshot';

  const seed: SeedSnapshot;
  export default seed;
}
