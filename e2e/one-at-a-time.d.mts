/** The browser journeys that run one at a time, after everything else. */
export declare const ONE_AT_A_TIME: string[];
/** The sweeps, run by `npm run test:walks`, not `npm test`. */
export declare const WALKS: string[];
