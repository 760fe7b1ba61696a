// docs/analytics.md, the event catalogue, generated from src/domain/analytics.ts (TRACK_EVENTS and the
// consent rules): `npx tsx scripts/analytics-doc.ts` writes it; scripts/analytics-doc.test.ts fails when
// it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEAVE_WAIT_MS } from '../src/domain/tracking';
import {
  ALWAYS_CATEGORY,
  BATCH_DELAY_MS,
  BATCH_MAX_EVENTS,
  PERSONAL_KEYS,
  PERSONALISED_CATEGORY,
  PRIVACY_COOKIE,
  SESSION_IDLE_MS,
  TRACK_EVENTS,
  type TrackEventSpec,
} from '../src/domain/analytics';

export const DOC_PATH = fileURLToPath(new URL('../docs/analytics.md', import.meta.url));

const cell = (s: string) => s.replace(/\|/g, '\\|');

export function analyticsDoc(): string {
  const rows = Object.entries(TRACK_EVENTS as Record<string, TrackEventSpec>).map(
    ([name, e]) =>
      `| \`${name}\` | ${cell(e.when)} | ${
        Object.entries(e.params)
          .map(([k, v]) => `\`${k}\`: ${cell(v)}`)
          .join('<br>') || '—'
      } | ${e.keepsUserId ? 'yes' : 'no'} |`,
  );
  return `# Analytics: the event catalogue

Generated from \`src/domain/analytics.ts\` by \`npx tsx scripts/analytics-doc.ts\` (do not edit by hand;
\`scripts/analytics-doc.test.ts\` fails when this page is stale). Why each choice: docs/decisions.md
"Analytics".

Machines emit \`{ type: 'analytics.track', event: { name, params } }\` from their actions (the root's
\`track\` action, mapping in \`machines/deposit.tracking.ts\`; a flow's own, forwarded by the root; the
amount, banner and payment-means children's, forwarded by the edge). \`open_screen\` is derived from
\`routeFor\`, the route the router follows. One edge, \`src/analytics\`, adds the common fields, applies
consent and sends.

## Events

| name | when | params | user_id kept without consent |
|---|---|---|---|
${rows.join('\n')}

Every event also carries \`user_id\` (the session token's \`sub\`) in its params, removed without consent
unless the last column says it is kept.

## Common fields (every event)

| field | value |
|---|---|
| \`name\`, \`params\` | as above; params are flat (string, number, boolean or null) |
| \`at\` | ISO time of the event; \`seq\`: its number in this opening of Cashier |
| \`device_id\` | a UUID kept in localStorage (\`cashier.analytics.device\`) |
| \`session_id\`, \`session_count\` | the analytics session: a new one (count + 1) after ${SESSION_IDLE_MS / 60_000} minutes without an event (localStorage \`cashier.analytics.session\`) |
| \`sub_session_id\` | a UUID per opening of Cashier (page load; a provider's return is a new opening) |
| \`consent\` | \`{ categories, personalised }\` read from the ${PRIVACY_COOKIE} cookie at the event |
| \`app\` | \`version\`, \`legislation\`, \`language\`, \`currency\`, \`platform\`, \`application_type\`, \`universe\`, \`brand\` |

## Consent (SPEC 6)

- ${PRIVACY_COOKIE}: the allowed category ids, comma separated (\`1,2,5\`, URL-encoded or not); anything
  else is ignored; category ${ALWAYS_CATEGORY} is always added.
- Category ${PERSONALISED_CATEGORY} allows non-anonymous events. Without it these params are removed:
  ${PERSONAL_KEYS.map((k) => `\`${k}\``).join(', ')} (user_id stays on the events marked "yes" above).
- Whatever the consent, keys that name a secret (card number, CVV, token, password, code, OTP, IBAN,
  phone) are dropped and a value that looks like a card number or a JWT becomes null.

## Sending

Batches of at most ${BATCH_MAX_EVENTS} events, sent ${BATCH_DELAY_MS} ms after a batch's first event, or at once with
\`navigator.sendBeacon\` when the page is hidden or left (pagehide). \`POST {'/ext/' base}/ext/analytics/v1/events\`,
body \`{ sent_at, events: [...] }\` as \`text/plain\` JSON (no preflight), no auth header (SPEC 7: /ext/ paths),
\`credentials: 'omit'\`. A failed send is dropped. The sender is its own chunk, loaded on the first event.
Before each document redirect (a provider's page, url_success, the way out) the page waits until what was
tracked is handed to the browser (the sender's chunk loaded if still on its way, the batch sent by beacon),
${LEAVE_WAIT_MS} ms at most: the outcome tracked just before the player leaves is not lost with the page.
The sandbox collects them (docs/sandbox.md "Analytics").
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DOC_PATH, analyticsDoc());
  console.log(`analytics-doc: wrote ${DOC_PATH}`);
}
