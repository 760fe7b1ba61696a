// Events the graph traversal of the global overlay loader tries (machines/overlay-loader.machine.ts).
export const overlayLoaderEvents = [
  { type: 'overlay.show', duration: 3000 },
  { type: 'overlay.show', duration: null },
  { type: 'overlay.hide' },
  { type: 'page.visible' },
  { type: 'page.unloaded' },
  { type: 'callback.failed' },
  { type: 'xstate.after.duration.overlayLoader.shown.timed' },
];
