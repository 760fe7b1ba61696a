// GET /sandbox/return: stands for the operator's site the player lands on after leaving Cashier.
import { escapeHtml, page } from './html';

export function returnPage(query: URLSearchParams): string {
  const rows = [...query.entries()]
    .map(([k, v]) => `<tr data-testid="return-param" data-name="${escapeHtml(k)}"><th>${escapeHtml(k)}</th><td><code>${escapeHtml(v)}</code></td></tr>`)
    .join('');
  const raw = query.toString();
  return page({
    title: 'Operator site (sandbox return page)',
    heading: 'Operator site',
    body: `<main><section class="card" data-testid="return-page">
<h2 style="margin-top:0">Back on the operator's site</h2>
<p class="muted">Cashier sent the player here. Query string:</p>
<pre data-testid="return-query">${raw ? `?${escapeHtml(raw)}` : '(empty)'}</pre>
${rows ? `<table style="margin-top:12px"><tbody>${rows}</tbody></table>` : ''}
<p style="margin-top:16px"><a class="btn" href="/sandbox">Back to the launcher</a></p>
</section></main>`,
  });
}
