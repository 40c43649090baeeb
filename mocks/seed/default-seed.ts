/**
 * The default seed as the browser gets it: the snapshot made in Node at build time
 * (`virtual:mock-seed`, scripts/vite-mock-plugins.ts). A module of its own so that it is a chunk of
 * its own, loaded only when there is no saved data to restore (mocks/browser.ts).
 */
export { default } from 'virtual:mock-seed';
