// The issuer side of the sandbox card flow: the 3DS method page (fingerprint), the 3DS2 ACS challenge
// page shown in the app's iframe (EMVCo CReq in, CRes out), the 3DS1 and issuer-redirect pages.
import { escapeHtml, jsonForScript, page } from './html';

const ACS_CSS = `
body{background:#fff}
.acs{max-width:420px;margin:0 auto;padding:16px;font:15px/1.45 system-ui,sans-serif;color:#17202a}
.acs .bank{display:flex;align-items:center;gap:8px;font-weight:700;color:#0b3d91;margin-bottom:12px}
.acs .bank span{display:inline-block;width:28px;height:28px;border-radius:6px;background:#0b3d91}
.acs dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0}
.acs dt{color:#5d6875}.acs dd{margin:0;font-weight:600}
.acs label{display:block;margin:12px 0 4px;font-weight:600}
.acs input{font:inherit;width:100%;padding:10px;border:1px solid #b8c0ca;border-radius:8px;letter-spacing:.2em}
.acs .row{display:flex;gap:8px;margin-top:16px}.acs .row button{flex:1;padding:10px}
.acs .hint{color:#5d6875;font-size:13px}
`;

/** Page the 3DS method iframe loads: invisible, it only lets the issuer see the browser. */
export const methodPage = (): string =>
  '<!doctype html><html><head><meta charset="utf-8"><title>3DS method</title></head><body data-testid="threeds-method">ok</body></html>';

export function challengePage(o: { acsTransID: string; amount: string; merchant: string; lastDigits: string; hint: string; error?: boolean }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox Bank — payment verification</title><style>${ACS_CSS}</style></head>
<body><main class="acs" data-testid="acs-challenge">
<div class="bank"><span aria-hidden="true"></span>Sandbox Bank SecureCode</div>
<p>To confirm this payment, type the code we sent to your phone.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(o.merchant)}</dd><dt>Amount</dt><dd>${escapeHtml(o.amount)}</dd><dt>Card</dt><dd>•••• ${escapeHtml(o.lastDigits)}</dd></dl>
<form method="post" action="/sandbox/threeds/acs/submit">
<input type="hidden" name="acsTransID" value="${escapeHtml(o.acsTransID)}">
<label for="code">Verification code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" data-testid="acs-code" ${o.error ? 'aria-invalid="true"' : ''}>
<p class="hint">${escapeHtml(o.hint)}</p>
<div class="row"><button type="submit" name="action" value="submit" data-testid="acs-submit">Confirm</button>
<button type="submit" name="action" value="cancel" class="secondary" data-testid="acs-cancel">Cancel</button></div>
</form></main></body></html>`;
}

/**
 * The CRes posted to the 3DS requestor's notification URL; that page (same origin as the app here, as on
 * a real merchant) tells the app that the challenge ended. Only the transaction status leaves the frame.
 */
export function notificationPage(cres: { transStatus: string; acsTransID: string }): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>3DS notification</title></head><body data-testid="threeds-notification">
<p>Verification finished.</p>
<script>window.parent.postMessage({ channel: 'cashier.threeds', type: 'cres', transStatus: ${jsonForScript(cres.transStatus)} }, window.location.origin);</script>
</body></html>`;
}

export function threeDs1Page(o: { md: string; amount: string; lastDigits: string; error?: boolean }): string {
  return page({
    title: 'Sandbox Bank — 3-D Secure',
    body: `<main class="acs" data-testid="acs-3ds1">
<div class="bank"><span aria-hidden="true"></span>Sandbox Bank 3-D Secure</div>
<dl><dt>Amount</dt><dd>${escapeHtml(o.amount)}</dd><dt>Card</dt><dd>•••• ${escapeHtml(o.lastDigits)}</dd></dl>
<form method="post" action="/sandbox/acs/3ds1">
<input type="hidden" name="MD" value="${escapeHtml(o.md)}">
<label for="pw">3-D Secure password</label>
<input id="pw" name="password" type="password" data-testid="acs-password">
${o.error ? '<p class="error">Wrong password.</p>' : '<p class="hint">Sandbox: the password is 1234; anything else fails.</p>'}
<div class="row"><button type="submit" data-testid="acs-3ds1-submit">Submit</button></div>
</form></main>`,
    css: ACS_CSS,
  });
}

export function issuerPage(o: { uid: string; amount: string; lastDigits: string }): string {
  return page({
    title: 'Sandbox Bank — confirm in your banking app',
    body: `<main class="acs" data-testid="issuer-page">
<div class="bank"><span aria-hidden="true"></span>Sandbox Bank</div>
<p>Confirm the card payment of <strong>${escapeHtml(o.amount)}</strong> (card •••• ${escapeHtml(o.lastDigits)}).</p>
<form method="post" action="/sandbox/acs/issuer">
<input type="hidden" name="transaction_uid" value="${escapeHtml(o.uid)}">
<div class="row"><button type="submit" name="decision" value="approve" data-testid="issuer-approve">Approve</button>
<button type="submit" name="decision" value="decline" class="secondary" data-testid="issuer-decline">Decline</button></div>
</form></main>`,
    css: ACS_CSS,
  });
}
