import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { FIXED_NOW } from '../e2e/support/shift-date.mjs';
import { fixStoryClock } from './mock-backend';
import * as previewAnnotations from './preview';
import { rememberStory, snapshotStory } from './visual';

// Two cores, browser tests in parallel: the 1 s default of findBy* flakes (docs/stack.md).
configure({ asyncUtilTimeout: 5000 });
setProjectAnnotations([a11yAnnotations, previewAnnotations, { beforeEach: rememberStory }]);

// Every story starts at the same instant of the mock's clock (a Monday, 10:30 in Lagos), so dates
// on screen do not change from day to day.
fixStoryClock(FIXED_NOW);

// Every story's picture at each width, compared with its baseline (docs/decisions/0037-visual-snapshots.md).
afterEach(async ({ task }) => {
  await snapshotStory(task.result?.state === 'fail');
});
