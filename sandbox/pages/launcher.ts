// GET /sandbox and /sandbox/launcher: open the app as any ready-made or custom player, on the web or
// inside the simulated native webview.
import { BRANDS, CURRENCIES, LANGUAGES, LEGISLATIONS, PLATFORMS, UNIVERSES } from '../spec';
import type { ReadyMadePlayer } from '../players';
import { FAULT_ENDPOINTS, FAULT_KINDS } from '../fault-specs';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_FEATURE_FLAGS, KNOWN_INELIGIBILITY_REASONS, MARKETS } from '../profile';
import { METHOD_NAMES } from '../means';
import { escapeHtml, jsonForScript, page } from './html';
import { ANALYTICS_PANEL_CSS, ANALYTICS_PANEL_SCRIPT, analyticsPanelHtml } from './analytics-panel';
import { TEST_DATA } from '../test-data';
import { PROCESSOR_WORKER_PATH } from '../paypal';

const PAYMENT_METHODS = METHOD_NAMES;
const LIMIT_TYPES = ['daily', 'weekly', 'monthly'] as const;

const CSS = `
.players{display:grid;grid-template-columns:repeat(auto-fill,minmax(290px,1fr));gap:12px}
.player h3{margin:0 0 2px;font-size:1rem}
.player p{margin:0 0 10px;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:6px}
.actions button{font-size:.85rem;padding:6px 10px}
form .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(210px,1fr));gap:10px 14px}
fieldset{border:1px solid var(--line);border-radius:8px;margin:0 0 12px;padding:10px 12px}
legend{font-weight:600;padding:0 4px}
label{display:flex;flex-direction:column;gap:3px;font-size:.85rem;color:var(--muted)}
label.check{flex-direction:row;align-items:center;gap:8px;color:var(--ink)}
textarea{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--ink);padding:6px 8px;border:1px solid #b9c0c8;border-radius:6px;min-height:76px;width:100%}
input,select{font:inherit;color:var(--ink);padding:6px 8px;border:1px solid #b9c0c8;border-radius:6px;background:#fff;min-width:0;width:100%}
input[type=checkbox]{width:auto}
.limit{display:grid;grid-template-columns:70px 1fr 1fr;gap:8px;align-items:end}
.limit span{font-size:.85rem;padding-bottom:8px}
.form-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:4px}
#launcher-error{min-height:1.4em;margin:8px 0 0}
.inspector{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.layout{display:flex;flex-direction:column;gap:12px}
.layout .testdata{order:-1}
@media (min-width:1000px){.layout{display:grid;grid-template-columns:minmax(0,1fr) 380px;gap:20px;align-items:start}.layout .testdata{order:0;position:sticky;top:12px;max-height:calc(100vh - 24px);overflow:auto}}
.testdata summary{font-weight:600;cursor:pointer}
.testdata h3{font-size:.9rem;margin:14px 0 4px}
.testdata ul{list-style:none;margin:0;padding:0}
.testdata li{padding:5px 0;border-bottom:1px solid var(--line);font-size:.85rem}
.testdata .datum{display:flex;align-items:center;justify-content:space-between;gap:8px}
.testdata .datum code{font-size:.9rem;overflow-wrap:anywhere}
.testdata button.copy{font-size:.75rem;padding:2px 8px;min-width:62px;flex:none}
.tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.tools label{flex-direction:row;align-items:center;gap:6px}
.tools select{width:auto}
details pre{background:#0f1720;color:#d7e3f1;padding:10px;border-radius:8px;margin-top:8px;max-height:320px;overflow:auto}
`;

const options = (values: readonly string[], selected?: string): string =>
  values.map((v) => `<option value="${escapeHtml(v)}"${v === selected ? ' selected' : ''}>${escapeHtml(v)}</option>`).join('');

const select = (name: string, label: string, values: readonly string[], selected?: string): string =>
  `<label>${escapeHtml(label)}<select name="${name}" data-testid="custom-${name}">${options(values, selected)}</select></label>`;

const input = (name: string, label: string, attrs: string): string =>
  `<label>${escapeHtml(label)}<input name="${name}" data-testid="custom-${name}" ${attrs}></label>`;

const check = (name: string, label: string, checked = false): string =>
  `<label class="check"><input type="checkbox" name="${name}" data-testid="custom-${name}"${checked ? ' checked' : ''}>${escapeHtml(label)}</label>`;

const triState = (name: string, label: string): string =>
  `<label>${escapeHtml(label)}<select name="${name}" data-testid="custom-${name}"><option value="">(not in URL)</option><option>true</option><option>false</option></select></label>`;

const NATIVE_NAMES: Readonly<Record<string, string>> = { IOS: 'iOS', ANDROID: 'Android', MACOS: 'macOS' };

function playerCard(p: ReadyMadePlayer): string {
  const k = escapeHtml(p.key);
  const platform = p.profile.platform;
  // A native app's player opens in its own platform's webview, as is (platform, universe, apple_pay).
  const buttons =
    platform && platform !== 'web'
      ? `<button type="button" data-player="${k}" data-mode="native" data-testid="open-native-${k}">Open in the ${escapeHtml(NATIVE_NAMES[platform] ?? platform)} app (webview)</button>`
      : `<button type="button" data-player="${k}" data-mode="web" data-testid="open-web-${k}">Open web</button>
<button type="button" class="secondary" data-player="${k}" data-mode="ios" data-testid="open-ios-${k}">Open in iOS webview</button>
<button type="button" class="secondary" data-player="${k}" data-mode="android" data-testid="open-android-${k}">Open in Android webview</button>`;
  return `<article class="card player" data-testid="player-${k}">
<h3>${escapeHtml(p.label)}</h3>
<p class="muted">${escapeHtml(p.description)}</p>
<div class="actions">
${buttons}
</div></article>`;
}

/** The test data, each value with a copy button (docs/sandbox.md has every outcome). */
function testDataPanel(): string {
  const groups = TEST_DATA.map(
    (g) =>
      `<h3>${escapeHtml(g.title)}</h3><ul data-testid="testdata-${escapeHtml(g.key)}">${g.rows
        .map(
          (r) =>
            `<li data-testid="testdata-row"><div class="datum"><code>${escapeHtml(r.value)}</code><button type="button" class="copy secondary" data-copy="${escapeHtml(r.value)}" aria-label="Copy ${escapeHtml(r.value)} (${escapeHtml(r.label)})">Copy</button></div><div class="muted"><b>${escapeHtml(r.label)}</b>: ${escapeHtml(r.outcome)}</div></li>`,
        )
        .join('')}</ul>`,
  ).join('\n');
  return `<aside class="card testdata" data-testid="testdata"><details open id="testdata-details"><summary>Test data</summary>
<p class="muted">Every outcome, fault and endpoint: docs/sandbox.md in the repository.</p>
${groups}
</details></aside>`;
}

function customForm(): string {
  const fr = MARKETS.FR;
  const limits = LIMIT_TYPES.map(
    (t) =>
      `<div class="limit"><span>${t}</span>${input(`limit_${t}_value`, 'value', 'type="number" min="0" step="any"')}${input(`limit_${t}_remaining`, 'remaining', 'type="number" min="0" step="any"')}</div>`,
  ).join('');
  const faults = FAULT_ENDPOINTS.map((e) => select(`fault_${e}`, e, ['', ...FAULT_KINDS])).join('');
  const flags = Object.entries(DEFAULT_FEATURE_FLAGS)
    .map(([name, on]) => check(`flag_${name}`, name, on))
    .join('');
  return `<form id="custom-form" class="card" data-testid="custom-form" novalidate>
<fieldset><legend>Player</legend><div class="grid">
${select('legislation', 'Legislation', LEGISLATIONS, 'FR')}
${select('language', 'Language', LANGUAGES, fr.language)}
${select('currency', 'Currency', CURRENCIES, fr.currency)}
${select('platform', 'Platform (token plt)', PLATFORMS, 'web')}
${select('universe', 'Universe', UNIVERSES, 'sports')}
${select('brand', 'Brand', BRANDS, 'kestrel')}
${input('balance', 'Balance', 'type="number" min="0" step="any" value="50"')}
${check('first_deposit', 'First depositor (never deposited)')}
</div></fieldset>
<fieldset><legend>Eligibility</legend><div class="grid">
${select('eligible', 'Outcome', ['eligible', 'not eligible'])}
${input('reason', 'Reason (when not eligible)', 'list="reasons" placeholder="payment.deposit.eligibility.not_eligible"')}
<datalist id="reasons">${options(KNOWN_INELIGIBILITY_REASONS)}</datalist>
</div></fieldset>
<fieldset><legend>Limits</legend><div class="grid">
${input('min_deposit_amount', 'Minimum deposit (empty: currency default)', 'type="number" min="0" step="any"')}
${input('max_deposit_amount', 'Maximum deposit (empty: none)', 'type="number" min="0" step="any"')}
${input('technical_max_deposit_amount', 'Technical maximum (empty: currency default)', 'type="number" min="0" step="any"')}
</div><p class="muted">User limits (leave the value empty for none; remaining defaults to the value)</p>${limits}</fieldset>
<fieldset><legend>Last deposit</legend><div class="grid">
${select('last_method', 'Method', ['', ...PAYMENT_METHODS])}
${input('last_amount', 'Amount', 'type="number" min="0" step="any" value="17"')}
${input('last_date', 'Date (empty: 3 days ago)', 'type="datetime-local"')}
</div></fieldset>
<fieldset><legend>Payment means (JSON; empty: market defaults / no saved means)</legend><div class="grid">
<label>payment_methods, e.g. ["CARD", {"name": "SKRILL", "unavailable": true}]<textarea name="payment_methods" data-testid="custom-payment_methods" spellcheck="false" placeholder="[&quot;CARD&quot;, &quot;PAYSAFECARD&quot;]"></textarea></label>
<label>tokens, e.g. [{"type": "CARD", "last_digits": "4242"}, {"type": "EWALLET"}]<textarea name="tokens" data-testid="custom-tokens" spellcheck="false" placeholder="[{&quot;type&quot;: &quot;CARD&quot;}]"></textarea></label>
</div></fieldset>
<fieldset><legend>Session</legend><div class="grid">
${input('access_token_ttl_seconds', 'Access token TTL, s (0: already expired)', `type="number" min="0" step="1" value="${DEFAULT_ACCESS_TOKEN_TTL_SECONDS}"`)}
${check('session_expired', 'Session expired (refresh answers 401)')}
</div></fieldset>
<fieldset><legend>Faults</legend><div class="grid">${faults}</div></fieldset>
<fieldset><legend>Feature flags</legend><div class="grid">${flags}</div></fieldset>
<fieldset><legend>URL options</legend><div class="grid">
${input('url_success', 'url_success', 'value="/sandbox/return?outcome=success"')}
${input('url_back', 'url_back', 'value="/sandbox/return?outcome=back"')}
${triState('show_header', 'show_header')}
${triState('is_dark', 'is_dark')}
${triState('embed_confirmation', 'embed_confirmation')}
${triState('apple_pay', 'apple_pay (iOS sports, macOS poker)')}
</div></fieldset>
<div class="form-actions">
<button type="button" data-mode="web" data-testid="custom-open-web">Open web</button>
<button type="button" class="secondary" data-mode="ios" data-testid="custom-open-ios">Open in iOS webview</button>
<button type="button" class="secondary" data-mode="android" data-testid="custom-open-android">Open in Android webview</button>
</div>
<details><summary>Profile JSON (POST /sandbox/sessions)</summary><pre data-testid="custom-profile-json" id="profile-json"></pre></details>
</form>`;
}

const SCRIPT = `
// Copy buttons: the clipboard API on localhost (a secure context), else a selection (a LAN address).
document.querySelectorAll('button[data-copy]').forEach((b) => b.addEventListener('click', async () => {
  const text = b.dataset.copy;
  try { await navigator.clipboard.writeText(text); }
  catch {
    const area = document.createElement('textarea');
    area.value = text; document.body.appendChild(area); area.select();
    document.execCommand('copy'); area.remove();
  }
  b.textContent = 'Copied';
  setTimeout(() => { b.textContent = 'Copy'; }, 1500);
}));
if (window.matchMedia('(max-width: 999px)').matches) document.getElementById('testdata-details').open = false;
// Google Pay in this browser: the sandbox's Google Pay script reads this (docs/sandbox.md).
const gpay = document.getElementById('googlepay-mode');
gpay.value = localStorage.getItem('sandbox.googlePay') || '';
gpay.addEventListener('change', () => {
  if (gpay.value) localStorage.setItem('sandbox.googlePay', gpay.value); else localStorage.removeItem('sandbox.googlePay');
});
// New PayPal in a plain browser: braintree-web talks only to its own https hosts; a service worker of this
// origin answers them from the sandbox for the pages it controls (the app's included). No app code knows.
const processorStatus = document.getElementById('processor-status');
let processorRegistration = null;
if ('serviceWorker' in navigator) {
  processorRegistration = navigator.serviceWorker.register('${PROCESSOR_WORKER_PATH}', { scope: '/' }).then(
    () => navigator.serviceWorker.ready.then(() => { processorStatus.textContent = 'ready in this browser'; processorStatus.dataset.state = 'ready'; }),
    (e) => { processorStatus.textContent = 'unavailable (' + e.message + '): PayPal cannot be approved here'; processorStatus.dataset.state = 'failed'; },
  );
} else {
  processorStatus.textContent = 'unavailable: no service workers here (open the launcher on http://localhost, not a LAN address)';
  processorStatus.dataset.state = 'failed';
}
/** Waits (at most 3 s) for the PayPal stand-in's worker before a session opens, so the app page is in its scope. */
function processorReady() {
  if (!processorRegistration) return Promise.resolve();
  return Promise.race([processorRegistration, new Promise((r) => setTimeout(r, 3000))]);
}
const inspectBox = document.getElementById('open-with-inspector');
/** "Open with inspector": inspect=1 on the app URL (inside the webview's src too), for the workbench's live view. */
function withInspector(url) {
  if (!inspectBox || !inspectBox.checked) return url;
  const u = new URL(url, location.origin);
  if (u.pathname === '/sandbox/webview') {
    const src = new URL(u.searchParams.get('src') || '/', location.origin);
    src.searchParams.set('inspect', '1');
    u.searchParams.set('src', src.pathname + src.search);
  } else u.searchParams.set('inspect', '1');
  return u.pathname + u.search;
}
const PLAYERS = JSON.parse(document.getElementById('players-data').textContent);
const MARKETS = JSON.parse(document.getElementById('markets-data').textContent);
const errorBox = document.getElementById('launcher-error');
async function openSession(profile, mode, button) {
  const body = Object.assign({}, profile);
  const webview = mode !== 'web';
  if (mode === 'ios') body.platform = 'IOS';
  if (mode === 'android') body.platform = 'ANDROID';
  await processorReady();
  errorBox.textContent = '';
  if (button) button.disabled = true;
  try {
    const res = await fetch('/sandbox/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const data = await res.json().catch(() => null);
    if (res.status !== 201 || !data) throw new Error((data && data.message) || 'HTTP ' + res.status);
    location.href = withInspector(webview ? data.webview_url : data.app_url);
  } catch (e) {
    errorBox.textContent = 'Could not create the session: ' + e.message;
    if (button) button.disabled = false;
  }
}
document.querySelectorAll('button[data-player]').forEach((b) => b.addEventListener('click', () => {
  const p = PLAYERS.find((x) => x.key === b.dataset.player);
  if (p) openSession(p.profile, b.dataset.mode, b);
}));
const form = document.getElementById('custom-form');
const val = (n) => { const el = form.elements.namedItem(n); return el ? el.value.trim() : ''; };
const num = (n) => val(n) === '' ? undefined : Number(val(n));
const checked = (n) => form.elements.namedItem(n).checked;
function profileFromForm() {
  const p = {
    legislation: val('legislation'), language: val('language'), currency: val('currency'),
    platform: val('platform'), universe: val('universe'), brand: val('brand'),
    balance: num('balance') ?? 0, first_deposit: checked('first_deposit'),
    eligibility: { eligible: val('eligible') === 'eligible' },
    limits: { user_limits: [] },
    access_token_ttl_seconds: num('access_token_ttl_seconds') ?? ${DEFAULT_ACCESS_TOKEN_TTL_SECONDS},
    session_expired: checked('session_expired'),
    faults: {}, feature_flags: {},
  };
  if (!p.eligibility.eligible && val('reason')) p.eligibility.reason = val('reason');
  if (num('min_deposit_amount') !== undefined) p.limits.min_deposit_amount = num('min_deposit_amount');
  p.limits.max_deposit_amount = num('max_deposit_amount') ?? null;
  if (num('technical_max_deposit_amount') !== undefined) p.limits.technical_max_deposit_amount = num('technical_max_deposit_amount');
  for (const t of ['daily', 'weekly', 'monthly']) {
    const value = num('limit_' + t + '_value');
    if (value === undefined) continue;
    const l = { type: t, value };
    if (num('limit_' + t + '_remaining') !== undefined) l.remaining = num('limit_' + t + '_remaining');
    p.limits.user_limits.push(l);
  }
  if (val('last_method') && !p.first_deposit) {
    p.last_deposit = { payment_method: val('last_method'), amount: num('last_amount') ?? 0 };
    if (val('last_date')) p.last_deposit.created_date = new Date(val('last_date')).toISOString();
  } else p.last_deposit = null;
  for (const el of form.querySelectorAll('select[name^="fault_"]')) if (el.value) p.faults[el.name.slice(6)] = el.value;
  for (const el of form.querySelectorAll('input[name^="flag_"]')) p.feature_flags[el.name.slice(5)] = el.checked;
  for (const k of ['payment_methods', 'tokens']) {
    if (!val(k)) continue;
    try { p[k] = JSON.parse(val(k)); } catch { p[k] = val(k); }
  }
  for (const k of ['url_success', 'url_back']) if (val(k)) p[k] = val(k);
  for (const k of ['show_header', 'is_dark', 'embed_confirmation', 'apple_pay']) if (val(k)) p[k] = val(k) === 'true';
  return p;
}
const preview = () => { document.getElementById('profile-json').textContent = JSON.stringify(profileFromForm(), null, 2); };
form.addEventListener('input', preview);
form.addEventListener('change', (e) => {
  if (e.target.name === 'legislation') {
    const m = MARKETS[e.target.value];
    if (m) { form.elements.namedItem('language').value = m.language; form.elements.namedItem('currency').value = m.currency; }
  }
  preview();
});
form.querySelectorAll('.form-actions button').forEach((b) => b.addEventListener('click', () => openSession(profileFromForm(), b.dataset.mode, b)));
preview();
`;

export function launcherPage(markets: readonly ReadyMadePlayer[], scenarios: readonly ReadyMadePlayer[], nativeApps: readonly ReadyMadePlayer[] = []): string {
  const players = [...markets, ...scenarios, ...nativeApps];
  return page({
    title: 'Cashier sandbox — launcher',
    heading: 'Cashier sandbox',
    css: CSS + ANALYTICS_PANEL_CSS,
    body: `<main data-testid="launcher">
<p class="muted">Open Cashier as a player of any market. Sessions, tokens and players live in this server's memory; the operator API is served under <code>/kong</code>.</p>
<p class="inspector"><label class="check"><input type="checkbox" id="open-with-inspector" data-testid="open-with-inspector"> Open with inspector (adds <code>inspect=1</code>: the app reports its statecharts live)</label>
<a class="btn secondary" href="/sandbox/workbench" target="_blank" rel="noopener" data-testid="workbench-link">Statechart workbench</a></p>
<p class="tools"><a class="btn secondary" href="/sandbox/multibanco" target="_blank" rel="noopener" data-testid="multibanco-link">Multibanco ATM</a>
<label>Google Pay in this browser <select id="googlepay-mode" data-testid="googlepay-mode"><option value="">none (as most browsers)</option><option value="ready">ready, no card</option><option value="card">a card in the wallet</option></select></label>
<span>PayPal approval: <span id="processor-status" data-testid="processor-status">starting…</span></span></p>
<p class="muted">Apple Pay exists only in Safari and Apple's webviews: try it with the native app players below (the webview's toolbar chooses the wallet card).</p>
<p id="launcher-error" class="error" role="alert" data-testid="launcher-error"></p>
<div class="layout"><div>
<h2>Markets</h2>
<div class="players">${markets.map(playerCard).join('')}</div>
<h2>Scenarios</h2>
<div class="players">${scenarios.map(playerCard).join('')}</div>
${nativeApps.length ? `<h2>Native apps</h2>\n<div class="players">${nativeApps.map(playerCard).join('')}</div>` : ''}
<h2>Custom player</h2>
${customForm()}
${analyticsPanelHtml()}
</div>
${testDataPanel()}
</div>
</main>
<script type="application/json" id="players-data">${jsonForScript(players)}</script>
<script type="application/json" id="markets-data">${jsonForScript(MARKETS)}</script>`,
    script: SCRIPT + ANALYTICS_PANEL_SCRIPT,
  });
}
