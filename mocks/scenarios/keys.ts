/** Where the tab keeps its scenarios (sessionStorage); no imports, so the app's boot can read it too. */
export const SCENARIO_STORAGE_KEY = 'mock:scenarios';
export const SCENARIO_PARAM = 'scenario';
