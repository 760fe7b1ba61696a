// The router's chunk (router.tsx), fetched once: when the amount page has shown its means and the main
// thread is idle (App.tsx hands it to src/screens/amount/after-ready.ts), or at the first other route (App.tsx).
export type RouterModule = typeof import('./router');
let routerModule: Promise<RouterModule> | null = null;

export const loadRouter = (): Promise<RouterModule> => (routerModule ??= import('./router'));
