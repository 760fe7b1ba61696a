// SPEC 2: a navigation to the same URL reloads and scrolls to the top (the layout applies it).

/** What the page shows: its path and the actor's screen there (machines/routes.ts screenFor). */
export interface ShownScreen {
  path: string;
  screen: string | null;
}

/**
 * SPEC 2 "Navigation to the same URL reloads and scrolls to the top": the actor moving to another screen on
 * the URL the page already shows (the mobile-money code form after its phone form, both at /mobile-money).
 */
export function isSameUrlNavigation(before: ShownScreen | null, after: ShownScreen): boolean {
  return before !== null && before.path === after.path && before.screen !== null && after.screen !== null && before.screen !== after.screen;
}
