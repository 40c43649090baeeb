/** The tests' pinned Chromium (scripts/lib/test-browser.mjs). */
export interface TestBrowser {
  executablePath: string;
  /** What the browser's process needs besides the machine's environment: its libraries and fonts. */
  env: Record<string, string>;
  /** "@sparticuz/chromium 153.0.0", or the TEST_CHROMIUM_PATH override's path. */
  name: string;
  /** False when TEST_CHROMIUM_PATH runs another browser. */
  pinned: boolean;
}
export declare function testBrowser(): TestBrowser;
/** The language and time zone every test page has, whatever the machine's. */
export declare const TEST_PAGE_ENV: Record<'LANG' | 'LANGUAGE' | 'LC_ALL' | 'TZ', string>;
export declare function testBrowserLaunch(args: string[]): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
