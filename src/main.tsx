// Start-up, in order: each step is a module of src/boot/, and each `await nextTask()` ends a task, so
// that none is long while the page loads (docs/architecture.md, "The boot sequence").
import './styles.css';
import { adoptPage, appRoot, buildApp, hydrateApp, renderApp } from './boot/app';
import { rowSetUpApplied, startMockOnDemand } from './boot/mock-backend';
import { loadFonts, pageSettled } from './boot/fonts';
import { askForPageCode } from './boot/page-code';
import { takePrerenderedPage } from './boot/prerendered';
import { openStorage } from './boot/open-storage';
import { nextTask } from './boot/tasks';

async function boot() {
  const pageShown = startMockOnDemand(); // a mock build only: it starts on demand, after pageShown()
  await nextTask();
  openStorage();
  await nextTask();
  const prerendered = takePrerenderedPage(appRoot()); // null: the page is drawn from nothing
  await nextTask();
  const app = buildApp();
  if (prerendered) await nextTask(); // drawn from nothing, the first render is this task's long part
  askForPageCode(app, pageShown);
  await rowSetUpApplied(); // a mock build opened by a catalogue row's link: signed in and the cart filled first
  if (!prerendered) {
    renderApp(app);
    return pageSettled(app).then(loadFonts); // after its data: on slow 4G they would share the bandwidth
  }
  await nextTask();
  adoptPage(app, prerendered);
  await nextTask();
  await hydrateApp(app);
  void loadFonts();
}

void boot();
