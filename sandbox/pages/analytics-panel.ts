// A small live panel of the analytics events the sandbox collects (GET
// /sandbox/analytics/stream), shown by the launcher and the simulated webview: name, consent and params.

export const ANALYTICS_PANEL_CSS = `
.analytics{margin-top:16px}
.analytics ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;max-height:360px;overflow:auto}
.analytics li{background:#fff;border:1px solid var(--line);border-radius:8px;padding:6px 10px;font-size:.85rem}
.analytics li .consent{color:var(--muted);font-size:12px;margin-left:6px}
.analytics li pre{margin:2px 0 0;color:#314050;white-space:pre-wrap;word-break:break-all}
`;

export const analyticsPanelHtml = (): string => `<section class="analytics" aria-labelledby="analytics-title" data-testid="analytics-panel">
<h2 id="analytics-title">Analytics events <span class="muted">(<span id="analytics-count" data-testid="analytics-count">0</span>, live)</span></h2>
<p id="analytics-empty" class="muted">No analytics event yet. The app posts them in batches to <code>/ext/analytics/v1/events</code>.</p>
<ol id="analytics-log" data-testid="analytics-log" aria-live="off"></ol></section>`;

/** Listens to the stream and lists each event (newest first), at most 200. */
export const ANALYTICS_PANEL_SCRIPT = `
(function () {
  const log = document.getElementById('analytics-log');
  const empty = document.getElementById('analytics-empty');
  const count = document.getElementById('analytics-count');
  let n = 0;
  const source = new EventSource('/sandbox/analytics/stream');
  source.onmessage = function (m) {
    let e; try { e = JSON.parse(m.data); } catch (x) { return; }
    const li = document.createElement('li');
    li.dataset.testid = 'analytics-event';
    li.dataset.name = e.name;
    const strong = document.createElement('strong'); strong.textContent = e.name;
    const consent = document.createElement('span'); consent.className = 'consent';
    consent.textContent = (e.consent && e.consent.personalised ? 'with consent' : 'anonymised') + ' · session ' + e.session_count;
    const pre = document.createElement('pre'); pre.textContent = JSON.stringify(e.params);
    li.append(strong, consent, pre);
    log.prepend(li);
    while (log.children.length > 200) log.lastChild.remove();
    empty.hidden = true;
    count.textContent = String(++n);
  };
})();
`;
