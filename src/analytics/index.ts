// The one tracking edge (DESIGN 3): every `analytics.track` the machines emit (the root's, its running
// flow's through the root, and those of its amount, banner and payment-means children) and every screen
// reached (open_screen, from routeFor: the route the router follows) go to one `send`. This part is in the
// initial bundle and only buffers; the sender (session, consent, anonymisation, batching, beacon) is its
// own chunk, loaded on the first event, never on the page's critical path.
import type { AnyActorRef } from 'xstate';
import { FLOW_ACTOR_ID, flowRoute, routeFor, type Route } from '../../machines/routes';
import { tracked, type TrackEvent } from '../domain/tracking';
import type { AppFacts, Sender } from './sender';
import { whenIdle } from './idle';
import { keepForNextPage, OUTBOX_MAX, takeKept, type Tracked } from './outbox';

type Snapshot = Parameters<typeof routeFor>[0] & { context: { app: AppFacts } };

/** The root's children whose own tracking is forwarded (a child's emitted events do not reach the root's `on`). */
const TRACKED_CHILDREN = ['amount', 'banner', 'paymentMeans'] as const;

export interface TrackingConfig {
  collectorUrl: string;
  appVersion: string;
  /** The sender's chunk; tests give their own. */
  loadSender?: () => Promise<{ createSender: typeof import('./sender').createSender }>;
}

/** The tracking edge's hold on the page's way out. */
export interface Tracking {
  /**
   * Before a document redirect (src/app/effects.ts): everything tracked so far handed to the browser (the
   * sender's chunk loaded if it was still on its way, its batch sent by beacon). A page that leaves first
   * loses them: a provider's return resolved before the chunk arrived sent no deposit_front_success.
   */
  beforeLeaving(): Promise<void>;
}

export function wireTracking(root: AnyActorRef, config: TrackingConfig): Tracking {
  let sender: Sender | null = null;
  let loading: Promise<void> | null = null;
  const waiting: Tracked[] = [];
  // The sender's work (session in localStorage, consent cookie, anonymisation) waits for an idle moment:
  // never in the task of the player's tap or keystroke that emitted the event (the tap answered
  // within 50 ms). The event's facts and time are taken now; a page being hidden or left sends what waits.
  const later: Tracked[] = [];
  let idle = false;
  const drain = () => {
    idle = false;
    later.splice(0).forEach(deliver);
  };
  const send = (event: TrackEvent) => {
    later.push({ event, app: (root.getSnapshot() as Snapshot).context.app, at: Date.now() });
    if (idle) return;
    idle = true;
    whenIdle(drain, 1000);
  };
  if (typeof window !== 'undefined') {
    // Capture on window: before the sender's own pagehide / visibilitychange listeners flush its batch. What
    // no sender can take before the page goes (its chunk still on its way) is kept for the next page.
    window.addEventListener(
      'pagehide',
      () => {
        drain();
        if (!sender) keepForNextPage(waiting.splice(0));
      },
      { capture: true },
    );
    window.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && drain(), { capture: true });
    // What an earlier page kept goes with this page's events, off the first screen's path.
    whenIdle(() => takeKept().forEach(deliver), 2000);
  }
  function deliver(item: Tracked) {
    if (sender) {
      try {
        sender.track(item);
      } catch {
        // storage full or blocked: this event is lost, the page goes on
      }
      return;
    }
    waiting.push(item);
    waiting.splice(0, waiting.length - OUTBOX_MAX);
    loading ??= (config.loadSender ?? (() => import('./sender')))()
      .then(({ createSender }) => {
        sender = createSender({ collectorUrl: config.collectorUrl, appVersion: config.appVersion });
        waiting.splice(0).forEach((w) => sender!.track(w));
      })
      .catch(() => {
        // No analytics rather than a broken page: the next event tries the chunk again; what waits is kept
        // for the next page if this one leaves first.
        loading = null;
      });
  }

  root.on('analytics.track', (e: { event: TrackEvent }) => send(e.event));

  // open_screen: each route reached, the flow's own screens included (its transitions make no root snapshot).
  let screen: Route | null = null;
  const follow: Record<string, { ref: AnyActorRef | undefined; off?: { unsubscribe(): void } }> = {};
  const onRoute = () => {
    const snap = root.getSnapshot() as Snapshot;
    const flow = snap.children?.[FLOW_ACTOR_ID];
    // A flow that just ended is still the root's child until the root reads its end: wait for the root.
    if (flow && (flow.getSnapshot() as { status: string }).status !== 'active') return;
    const rootRoute = routeFor(snap);
    const route = rootRoute === null ? null : (flowRoute(flow) ?? rootRoute);
    if (route === null || route === screen) return;
    send(tracked('open_screen', { screen: route, previous_screen: screen }).event);
    screen = route;
  };
  const watch = (id: string, ref: AnyActorRef | undefined, attach: (ref: AnyActorRef) => { unsubscribe(): void }) => {
    const f = (follow[id] ??= { ref: undefined });
    if (f.ref === ref) return;
    f.off?.unsubscribe();
    f.ref = ref;
    f.off = ref ? attach(ref) : undefined;
  };
  root.subscribe((snap: Snapshot) => {
    const children = snap.children ?? {};
    watch(FLOW_ACTOR_ID, children[FLOW_ACTOR_ID], (flow) => flow.subscribe(onRoute));
    for (const id of TRACKED_CHILDREN) watch(id, children[id], (child) => child.on('analytics.track', (e: { event: TrackEvent }) => send(e.event)));
    onRoute();
  });

  return {
    async beforeLeaving() {
      drain();
      if (!sender && loading) await loading;
      try {
        sender?.leave();
      } catch {
        // a beacon refused: these events are lost, the page leaves
      }
    },
  };
}
