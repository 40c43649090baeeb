/**
 * Storybook's manager (the UI around the story): each story opens in its own frame, which the
 * toolbar's width menu can then change (frame.ts); the Scenario menu with a search (scenario-tool.tsx).
 */
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { addons, types } from 'storybook/manager-api';
import { viewportOnOpen, viewportValue, widthInAddress } from './frame';
import { OverriddenTool, ScenarioTool } from './scenario-tool';

addons.register('store/frame', (api) => {
  // The width of the link the Storybook was opened from: it holds for the story the link names.
  let linked = widthInAddress(location.search);
  let opened: string | undefined;
  // The preview sends the story's globals as it prepares each story, then after each change.
  api.on(GLOBALS_UPDATED, ({ storyGlobals, userGlobals }: Record<string, Record<string, unknown> | undefined>) => {
    const { storyId, viewMode } = api.getUrlState();
    if (viewMode !== 'story' || !storyId || storyId === opened) return;
    opened = storyId;
    const value = viewportOnOpen({ storyGlobals, shown: viewportValue(userGlobals?.viewport), linked });
    linked = undefined;
    if (value) api.updateGlobals({ viewport: { value, isRotated: false } });
  });
});

addons.register('store/scenario', () => {
  addons.add('store/scenario/tool', {
    type: types.TOOL,
    title: 'Scenario',
    match: ({ viewMode }) => viewMode === 'story',
    render: ScenarioTool,
  });
  addons.add('store/scenario/overridden', {
    type: types.TOOL,
    title: 'Replaced by the story',
    match: ({ viewMode }) => viewMode === 'story',
    render: OverriddenTool,
  });
});
