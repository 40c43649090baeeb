/**
 * `npm run visual:accept -- <story id>`: accepts one story's change from the last visual run
 * (`test-results/visual/index.html` shows each story's command).
 */
import { acceptStory } from '../.storybook/visual-report.ts';

const ids = process.argv.slice(2);
if (!ids.length) {
  console.error('Name a story: npm run visual:accept -- <story id> (the id is in the report’s row).');
  process.exit(1);
}
let failed = false;
for (const id of ids) {
  const widths = acceptStory(id);
  if (widths.length) console.info(`${id}: new baselines at ${widths.join(' and ')} px in .storybook/visual-baselines`);
  else {
    console.error(
      `${id}: no picture of this story in the last run’s report (test-results/visual); run the stories first.`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
