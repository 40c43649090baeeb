/** A Monday, 10:30 in Lagos: the stories' instant. */
export declare const FIXED_NOW: number;
/** Where a shifted `Date` keeps its shift (`Symbol.for(SHIFT_KEY)`). */
export declare const SHIFT_KEY: string;
/** Moves `target`'s clock by `offsetMs`: `new Date()`, `Date()` and `Date.now()`; nothing else. */
export declare function shiftDate(offsetMs: number, target?: typeof globalThis): void;
