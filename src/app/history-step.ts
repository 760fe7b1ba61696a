// What the browser history does when the actor's route changes (DESIGN 4: the browser's back sends an
// event, the actor decides). Entering a flow from a root-level page pushes ONE entry, so the browser's
// back (and Android's hardware back in a webview) lands on the page below inside the app and can be
// turned into `navigation.back`; moving between a flow's screens replaces that entry; returning to a
// root-level page pops it. The two error pages replace, whatever (SPEC 2). Pure: router.tsx applies it.
import { ROUTES, type Route } from '../../machines/routes';

/** Pages with no flow of the app behind them: the amount page (and its preferred view, a root: SPEC 2) and the pages that stand alone. */
const ROOT_LEVEL: ReadonlySet<string> = new Set<Route>([
  ROUTES.AMOUNT,
  ROUTES.PREFERRED_METHODS,
  ROUTES.CALLBACK,
  ROUTES.SESSION_TIMEOUT,
  ROUTES.ERROR_TECHNICAL,
]);
/** SPEC 2: these pages replace history. */
const REPLACING: ReadonlySet<string> = new Set<Route>([ROUTES.SESSION_TIMEOUT, ROUTES.ERROR_TECHNICAL]);

export const isFlowScreen = (route: Route): boolean => !ROOT_LEVEL.has(route);

export type HistoryStep = 'none' | 'push' | 'replace' | 'pop';

/**
 * The step from the page the browser shows (`from`, a pathname) to the actor's route (`to`), knowing
 * whether the app's extra entry is the current one (`hasEntry`). After a push the entry exists, after
 * a pop it does not; a replace keeps it as it was.
 */
export function historyStep(from: string, to: Route, hasEntry: boolean): HistoryStep {
  if (from === to) return 'none';
  if (REPLACING.has(to)) return 'replace';
  if (isFlowScreen(to)) return hasEntry ? 'replace' : 'push';
  return hasEntry ? 'pop' : 'replace';
}

// The same-URL rule lives apart (./same-url), so the layout reads it without this module (the router's).
export { isSameUrlNavigation, type ShownScreen } from './same-url';
