/**
 * The mock's session-wide settings back to where a fresh start has them: the clock on real time, no
 * rate-limit counts, no scenario on (nor its progress, its draws or its log), no address not
 * understood, tokens that last as configured and uploads that work. The data is the caller's to reset (tests restore the seed).
 */
import { addressProblems } from './scenarios/address-problems';
import { restartScenarioProgress, scenarioLog } from './scenarios/engine';
import { scenarioStore } from './scenarios/store';
import { authSettings } from './services/auth';
import { clock } from './services/clock';
import { rateLimits } from './services/rate-limits';
import { uploadSettings } from './services/uploads';

export function resetMockSettings(): void {
  clock.reset();
  rateLimits.clear();
  scenarioStore.clear();
  scenarioLog.clear();
  addressProblems.clear();
  restartScenarioProgress();
  Object.assign(authSettings, { accessTokenTtlS: null, refreshAlwaysFails: false });
  Object.assign(uploadSettings, { configured: true, failUploads: false });
}
