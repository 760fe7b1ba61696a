// The analytics sender (lazy chunk): the analytics session (SPEC 3), consent from TC_PRIVACY_CENTER and
// anonymisation (SPEC 6), the last guard against secrets (DESIGN 7), then batches to the collector: at 10
// events, 2 s after a batch's first event (at the next idle moment), and with navigator.sendBeacon when the page is hidden or left.
// Never awaited by the page; a failed send is dropped (docs/decisions.md "Analytics").
import {
  allowsPersonalised,
  anonymise,
  BATCH_DELAY_MS,
  BATCH_MAX_EVENTS,
  parsePrivacyCookie,
  PRIVACY_COOKIE,
  readStoredSession,
  scrub,
  sessionAt,
} from '../domain/analytics';
import type { TrackEvent } from '../domain/tracking';
import { whenIdle } from './idle';

export interface AppFacts {
  userId: string | null;
  legislation: string;
  language: string;
  currencyCode: string;
  platform: string;
  applicationType: string;
  universe: string;
  brand: string;
}

export interface Sender {
  track(item: { event: TrackEvent; app: AppFacts; at: number }): void;
  /** The page is about to leave (a document redirect): what waits goes now, by beacon. */
  leave(): void;
}

const DEVICE_KEY = 'cashier.analytics.device';
/** The longest a due batch waits for an idle moment. */
const IDLE_WAIT_MS = 1000;
const SESSION_KEY = 'cashier.analytics.session';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** randomUUID needs a secure context; getRandomValues does not (a page served over plain http on a LAN). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function cookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : null;
}

/** The device's id, kept in localStorage; a page without storage gets one per page. */
function deviceId(store: Storage | null): string {
  const known = store?.getItem(DEVICE_KEY);
  if (known) return known;
  const id = uuid();
  store?.setItem(DEVICE_KEY, id);
  return id;
}

export function createSender(config: { collectorUrl: string; appVersion: string }): Sender {
  const store = storage();
  const device = deviceId(store);
  /** One per opening of Cashier (this page). */
  const subSession = uuid();
  let seq = 0;
  const batch: unknown[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const body = () => JSON.stringify({ sent_at: new Date().toISOString(), events: batch.splice(0) });
  const flush = (leaving: boolean) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (batch.length === 0) return;
    const payload = body();
    // text/plain: a CORS-safelisted type, so neither the beacon nor the fetch needs a preflight.
    const blob = new Blob([payload], { type: 'text/plain;charset=UTF-8' });
    if (leaving && navigator.sendBeacon?.(config.collectorUrl, blob)) return;
    void fetch(config.collectorUrl, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', () => flush(true));

  return {
    leave: () => flush(true),
    track({ event, app, at }) {
      const session = sessionAt(readStoredSession(store?.getItem(SESSION_KEY) ?? null), at, uuid);
      store?.setItem(SESSION_KEY, JSON.stringify(session));
      const categories = parsePrivacyCookie(cookie(PRIVACY_COOKIE));
      const personalised = allowsPersonalised(categories);
      const full = { ...event.params, user_id: app.userId };
      const params = scrub(personalised ? full : anonymise(event.name, full));
      batch.push({
        name: event.name,
        params,
        at: new Date(at).toISOString(),
        seq: ++seq,
        device_id: device,
        session_id: session.sessionId,
        session_count: session.count,
        sub_session_id: subSession,
        consent: { categories, personalised },
        app: {
          version: config.appVersion,
          legislation: app.legislation,
          language: app.language,
          currency: app.currencyCode,
          platform: app.platform,
          application_type: app.applicationType,
          universe: app.universe,
          brand: app.brand,
        },
      });
      if (batch.length >= BATCH_MAX_EVENTS) flush(false);
      // Due after the delay, sent at the next idle moment (a tap's frame first).
      else timer ??= setTimeout(() => whenIdle(() => flush(false), IDLE_WAIT_MS), BATCH_DELAY_MS);
    },
  };
}
