/**
 * Build-time settings. One setting decides where the API lives:
 * - VITE_API_BASE_URL unset → the in-browser mock backend serves `/api` (MSW service worker);
 * - VITE_API_BASE_URL set   → every call goes to that host and no mock code is bundled.
 */
const rawBase: unknown = import.meta.env.VITE_API_BASE_URL;

function readBaseUrl(value: unknown): string {
  if (value === undefined || value === '') return MOCK_API_BASE;
  if (typeof value !== 'string' || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value)) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL or an absolute path, got ${String(value)}`);
  }
  return value.replace(/\/+$/, '');
}

/** Where the mock backend answers, on the page's own origin. */
export const MOCK_API_BASE = '/api';

export const env = {
  apiBaseUrl: readBaseUrl(rawBase),
  /** True when no real host is configured: the mock backend starts before the app renders. */
  mocksEnabled: !rawBase,
} as const;
