// The amount page's views (SPEC 2 routes "preferred" and "methods"), the root's `view` region
// beside `amount` and `flow` while the page is ready: the amount page (/), the amount page focused on the
// player's preferred means (/preferred, PREFERRED_METHODS, a root: close, not back), and the full list of
// payment means to choose from (/methods). Opening Cashier at /preferred or /methods lands there (context
// init reads the launch path: `entryView`). The guards `entryViewIs` and `viewOpened` are the root's own.
import { ROUTES } from './routes';

/** A view the launch path can ask for (machines/routes.ts entryViewOf). */
export type EntryView = 'preferred' | 'methods';
export type View = 'amount' | EntryView;

type ViewEvent = { event: { type: string; view?: View } };
const opened = (want: View) => ({ type: 'viewOpened' as const, params: ({ event }: ViewEvent) => ({ view: event.view ?? null, want }) });
const entry = (view: EntryView) => ({ type: 'entryViewIs' as const, params: { view } });

export const viewRegion = {
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: entry('preferred'), target: 'preferred' }, { guard: entry('methods'), target: 'methods' }, { target: 'amount' }] },
    amount: {
      on: {
        'view.opened': [
          { guard: opened('methods'), target: 'methods' },
          { guard: opened('preferred'), target: 'preferred' },
        ],
      },
    },
    preferred: {
      meta: { route: ROUTES.PREFERRED_METHODS },
      on: {
        'view.opened': [
          { guard: opened('methods'), target: 'methods' },
          { guard: opened('amount'), target: 'amount' },
        ],
      },
    },
    // A mean chosen here, or back, leads to the whole amount page with that mean selected.
    methods: {
      meta: { route: ROUTES.METHODS },
      on: {
        'view.opened': [
          { guard: opened('amount'), target: 'amount' },
          { guard: opened('preferred'), target: 'preferred' },
        ],
        'navigation.back': 'amount',
      },
    },
  },
} as const;
