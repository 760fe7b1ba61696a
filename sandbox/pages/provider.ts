// GET /sandbox/provider/:method — the provider's payment page a redirect deposit sends the player to.
// Approve, decline or cancel POSTs the decision, then the page goes back to the deposit's return URL.
import type { ProviderPageKey } from '../deposit-flow';
import type { Deposit } from '../store';
import { escapeHtml, jsonForScript } from './html';

interface ProviderLook {
  name: string;
  tagline: string;
  color: string;
  ink: string;
  approve: string;
  /** What the player would do on the real page, shown above the buttons. */
  form: (d: Deposit, merchant: string) => string;
}

const LOOKS: Record<ProviderPageKey, ProviderLook> = {
  paysafecard: {
    name: 'paysafecard',
    tagline: 'Pay cash online with your 16-digit PIN',
    color: '#008ac9',
    ink: '#fff',
    approve: 'Pay',
    form: () =>
      `<label>paysafecard PIN<input value="0000 0000 0990 1234" inputmode="numeric" data-testid="provider-pin"></label>
<p class="muted">Sandbox: any PIN is accepted; the button decides.</p>`,
  },
  przelewy24: {
    name: 'Przelewy24',
    tagline: 'Szybkie płatności internetowe — choose your bank',
    color: '#d13239',
    ink: '#fff',
    approve: 'Zapłać (pay)',
    form: () =>
      `<div class="banks">${['mBank', 'PKO BP', 'ING', 'Pekao', 'Santander', 'BLIK'].map((b, i) => `<label class="bank"><input type="radio" name="bank"${i === 0 ? ' checked' : ''}>${b}</label>`).join('')}</div>`,
  },
  skrill: {
    name: 'Skrill',
    tagline: 'Pay with your Skrill wallet',
    color: '#862165',
    ink: '#fff',
    approve: 'Pay now',
    form: () => `<p>Signed in to your Skrill wallet. Available balance: <strong>€1,250.00</strong></p>`,
  },
  banktransfer: {
    name: 'Sandbox Bank',
    tagline: 'Online banking — payment order confirmation',
    color: '#0b6e4f',
    ink: '#fff',
    approve: 'Confirm transfer',
    form: (d, merchant) =>
      `<table><tbody>
<tr><th>From</th><td>Current account ···· 0189</td></tr>
<tr><th>Beneficiary</th><td>${escapeHtml(merchant)}</td></tr>
<tr><th>Beneficiary IBAN</th><td>FR76 3000 4000 0500 0012 3456 789</td></tr>
<tr><th>Reference</th><td>DEP-${escapeHtml(d.deposit_id)}</td></tr>
</tbody></table>`,
  },
};

const formatAmount = (d: Deposit): string => {
  const decimals = d.currency === 'XOF' || d.currency === 'CDF' ? 0 : 2;
  return `${d.amount.toFixed(decimals)} ${d.currency}`;
};

export function providerPage(key: ProviderPageKey, deposit: Deposit, merchant: string): string {
  const look = LOOKS[key];
  const decisionUrl = `/sandbox/provider/${key}/${encodeURIComponent(deposit.transaction_uid)}/decision`;
  const final = deposit.status === 'success' || deposit.status === 'failure' || deposit.status === 'aborted';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(look.name)} — sandbox payment page</title>
<style>
*,*::before,*::after{box-sizing:border-box}
html{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d232a;background:#eef0f3}
body{margin:0}
header{background:${look.color};color:${look.ink};padding:18px 20px}
header h1{margin:0;font-size:1.5rem;letter-spacing:.02em}
header p{margin:2px 0 0;opacity:.9}
main{max-width:480px;margin:20px auto;padding:0 14px}
.card{background:#fff;border-radius:12px;padding:18px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.amount{font-size:2rem;font-weight:700;margin:4px 0 12px}
.muted{color:#5d6875;font-size:.9rem}
label{display:flex;flex-direction:column;gap:4px;font-size:.9rem;margin:10px 0}
input{font:inherit;padding:8px;border:1px solid #b9c0c8;border-radius:6px}
.banks{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:10px 0}
.bank{flex-direction:row;align-items:center;gap:8px;border:1px solid #d5d9de;border-radius:8px;padding:8px;margin:0}
table{border-collapse:collapse;width:100%;margin:10px 0}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e6ea;font-size:.9rem}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}
button{font:inherit;font-weight:600;border-radius:8px;padding:11px;cursor:pointer;border:1px solid ${look.color}}
button.approve{background:${look.color};color:${look.ink}}
button.decline{background:#fff;color:#b3261e;border-color:#b3261e}
button.cancel{background:#fff;color:#3b4550;border-color:#b9c0c8}
button:disabled{opacity:.55;cursor:default}
#provider-error{color:#b3261e;min-height:1.3em}
footer{text-align:center;color:#5d6875;font-size:.8rem;margin:18px 0}
</style>
</head>
<body>
<header data-testid="provider-header"><h1 data-testid="provider-name">${escapeHtml(look.name)}</h1><p>${escapeHtml(look.tagline)}</p></header>
<main data-testid="provider-page" data-method="${key}" data-transaction-uid="${escapeHtml(deposit.transaction_uid)}" data-status="${escapeHtml(deposit.status)}">
<section class="card">
<div class="muted">Payment to <strong data-testid="provider-merchant">${escapeHtml(merchant)}</strong></div>
<div class="amount" data-testid="provider-amount">${escapeHtml(formatAmount(deposit))}</div>
${look.form(deposit, merchant)}
${final ? `<p data-testid="provider-final">This payment is already ${escapeHtml(deposit.status)}.</p>` : ''}
<div class="actions">
<button type="button" class="approve" data-decision="approve" data-testid="provider-approve"${final ? ' disabled' : ''}>${escapeHtml(look.approve)}</button>
<button type="button" class="decline" data-decision="decline" data-testid="provider-decline"${final ? ' disabled' : ''}>Decline</button>
<button type="button" class="cancel" data-decision="cancel" data-testid="provider-cancel"${final ? ' disabled' : ''}>Cancel and return to ${escapeHtml(merchant)}</button>
</div>
<p id="provider-error" data-testid="provider-error" role="alert"></p>
</section>
<footer>Cashier sandbox — simulated ${escapeHtml(look.name)} page. Transaction ${escapeHtml(deposit.transaction_uid)}</footer>
</main>
<script>
const DECISION_URL = ${jsonForScript(decisionUrl)};
const buttons = document.querySelectorAll('button[data-decision]');
const errorBox = document.getElementById('provider-error');
buttons.forEach((b) => b.addEventListener('click', async () => {
  buttons.forEach((x) => { x.disabled = true; });
  errorBox.textContent = '';
  try {
    const res = await fetch(DECISION_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: b.dataset.decision }) });
    const data = await res.json().catch(() => null);
    if (!res.ok || !data || typeof data.return_url !== 'string') throw new Error((data && data.message) || 'HTTP ' + res.status);
    location.assign(data.return_url);
  } catch (e) {
    errorBox.textContent = 'The payment could not be completed: ' + e.message;
    buttons.forEach((x) => { x.disabled = false; });
  }
}));
</script>
</body>
</html>`;
}
