// GET /sandbox/multibanco: the sandbox's Multibanco ATM. A Multibanco deposit is paid later, at an ATM or
// in a banking app, with the entity and reference the app showed; here a person pays it (the deposit
// becomes success and the player is credited) or lets it expire (failure), through the same
// POST /sandbox/deposits/{uid}/settle the tests use.
import type { Deposit } from '../store';
import { escapeHtml, page } from './html';

const CSS = `
.atm{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.atm dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 12px;margin:0 0 8px}
.atm dt{color:var(--muted)}
.atm dd{margin:0;overflow-wrap:anywhere}
.atm .actions{display:flex;gap:6px;flex-wrap:wrap}
.atm button{font-size:.85rem;padding:5px 10px}
.status-success{color:var(--ok);font-weight:600}
.status-failure{color:var(--warn);font-weight:600}
`;

const SCRIPT = `
document.querySelectorAll('button[data-uid]').forEach((b) => b.addEventListener('click', async () => {
  const body = b.dataset.settle === 'pay' ? { status: 'success' } : { status: 'failure' };
  document.querySelectorAll('button[data-uid="' + b.dataset.uid + '"]').forEach((x) => { x.disabled = true; });
  const res = await fetch('/sandbox/deposits/' + encodeURIComponent(b.dataset.uid) + '/settle', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const note = document.getElementById('atm-result');
  note.textContent = res.ok ? (b.dataset.settle === 'pay' ? 'Paid: ' : 'Expired: ') + b.dataset.uid : 'Could not settle: HTTP ' + res.status;
  if (res.ok) setTimeout(() => location.reload(), 600);
  else document.querySelectorAll('button[data-uid="' + b.dataset.uid + '"]').forEach((x) => { x.disabled = false; });
}));
`;

function row(d: Deposit, entity: string, reference: string): string {
  const uid = escapeHtml(d.transaction_uid);
  const actions =
    d.status === 'pending'
      ? `<div class="actions"><button type="button" data-uid="${uid}" data-settle="pay" data-testid="atm-pay">Pay at the ATM</button><button type="button" class="secondary" data-uid="${uid}" data-settle="expire" data-testid="atm-expire">Let it expire</button></div>`
      : '';
  return `<li class="card" data-testid="atm-deposit" data-transaction-uid="${uid}" data-status="${escapeHtml(d.status)}"><dl>
<dt>Entity</dt><dd><code>${escapeHtml(entity)}</code></dd><dt>Reference</dt><dd><code>${escapeHtml(reference)}</code></dd>
<dt>Amount</dt><dd>${escapeHtml(d.amount)} ${escapeHtml(d.currency)}</dd><dt>Status</dt><dd class="status-${escapeHtml(d.status)}">${escapeHtml(d.status)}</dd>
<dt>Transaction</dt><dd><code>${uid}</code> <span class="muted">${escapeHtml(d.created_at)}</span></dd></dl>${actions}</li>`;
}

export function multibancoPage(deposits: readonly Deposit[], entity: string, reference: string): string {
  const rows = deposits.map((d) => row(d, entity, reference)).join('\n');
  return page({
    title: 'Cashier sandbox — Multibanco ATM',
    heading: 'Multibanco ATM (sandbox)',
    css: CSS,
    body: `<main data-testid="atm">
<p class="muted">Multibanco deposits are paid after the app shows the entity and reference. Pay one here: the deposit
becomes <b>success</b> and the player is credited; or let it expire: <b>failure</b>. Newest first; this page does not
refresh by itself.</p>
<p id="atm-result" role="status" data-testid="atm-result"></p>
${
  deposits.length === 0
    ? '<p class="card" data-testid="atm-empty">No Multibanco deposit yet: open a PT player from the launcher, choose Multibanco and pay.</p>'
    : `<ul class="atm">${rows}</ul>`
}
</main>`,
    script: SCRIPT,
  });
}
