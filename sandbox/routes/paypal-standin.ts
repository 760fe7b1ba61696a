// The sandbox's stand-in for PayPal's JS SDK (served at /sandbox/paypal/sdk/js, the app's
// CASHIER_PAYPAL_SDK_URL in the sandbox build) and its approval page. The stand-in speaks the part of the
// SDK the app uses: `paypal.Buttons({ fundingSource, createOrder, onApprove, onCancel, onError })
// .render(container)` and `.close()`, `paypal.FUNDING.PAYPAL`. Its button opens the approval page in a
// pop-up, as PayPal's does; the page answers approve (with the PayPal account's e-mail), cancel or error.
// Two races kept out (the e2e's PayPal flakes under load): the approval page's buttons stay disabled
// until its script has wired them (a click on a bare button did nothing: no answer, the test waited 30 s),
// and the pop-up does not close itself: the opener closes it once the answer is read, so a closed pop-up
// seen by the opener's poll is always the player closing it, never an answer still in flight.

export const PAYPAL_SDK_STANDIN = `(function () {
  'use strict';
  if (window.paypal && window.paypal.__sandbox) return;
  function Buttons(opts) {
    var button = null, popup = null, timer = null, listener = null, settled = true;
    function finish() {
      settled = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (listener) window.removeEventListener('message', listener);
      listener = null;
    }
    function start() {
      finish();
      settled = false;
      // Opened at once, in the click, as PayPal does (pop-up blockers allow it), then sent to the order.
      popup = window.open('about:blank', 'paypal-sandbox-checkout', 'width=480,height=640');
      Promise.resolve()
        .then(function () { return opts.createOrder(); })
        .then(function (token) {
          if (!popup) throw new Error('The PayPal window could not open');
          listener = function (e) {
            if (e.origin !== window.location.origin || !e.data || e.data.type !== 'paypal-sandbox' || e.data.token !== token) return;
            finish();
            if (!popup.closed) popup.close();
            if (e.data.result === 'approve') opts.onApprove({ orderID: token, payerID: e.data.payerId });
            else if (e.data.result === 'cancel') opts.onCancel({ orderID: token });
            else opts.onError(new Error('PayPal (sandbox) reported an error'));
          };
          window.addEventListener('message', listener);
          popup.location.href = '/sandbox/paypal/checkout?token=' + encodeURIComponent(token);
          timer = setInterval(function () {
            if (!settled && popup && popup.closed) { finish(); opts.onCancel({ orderID: token }); }
          }, 500);
        })
        .catch(function (error) {
          finish();
          if (popup && !popup.closed) popup.close();
          opts.onError(error);
        });
    }
    return {
      render: function (container) {
        var host = typeof container === 'string' ? document.querySelector(container) : container;
        if (!host) return Promise.reject(new Error('No container for the PayPal button'));
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'PayPal');
        button.setAttribute('data-testid', 'paypal-button');
        var st = button.style;
        st.width = '100%'; st.minHeight = '45px'; st.border = '0'; st.borderRadius = '4px';
        st.background = '#ffc439'; st.color = '#003087'; st.fontWeight = '700'; st.fontSize = '18px'; st.cursor = 'pointer';
        button.addEventListener('click', start);
        host.appendChild(button);
        return Promise.resolve();
      },
      close: function () {
        finish();
        if (button && button.parentNode) button.parentNode.removeChild(button);
        return Promise.resolve();
      },
      isEligible: function () { return true; }
    };
  }
  window.paypal = { __sandbox: true, version: 'sandbox', FUNDING: { PAYPAL: 'paypal' }, Buttons: Buttons };
})();
`;

export const PAYPAL_APPROVAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>PayPal (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.75rem 1.25rem;margin:.25rem 0;width:100%}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}</style>
</head><body>
<h1>PayPal (sandbox)</h1>
<p>Approve the payment with this PayPal account. An e-mail starting with <code>refused</code> is refused by PayPal, <code>pending</code> stays pending.</p>
<label for="email">PayPal account</label>
<input id="email" type="email" value="camille.martin@example.com" data-testid="paypal-email">
<button id="approve" data-testid="paypal-approve" disabled>Approve and pay</button>
<button id="cancel" data-testid="paypal-cancel" disabled>Cancel and return</button>
<button id="error" data-testid="paypal-error" disabled>Simulate an error</button>
<script src="/sandbox/paypal/checkout.js"></script>
</body></html>`;

export const PAYPAL_APPROVAL_SCRIPT = `(function () {
  'use strict';
  var token = new URLSearchParams(window.location.search).get('token') || '';
  function tell(message) {
    message.type = 'paypal-sandbox';
    message.token = token;
    // The opener reads the answer, then closes this window; without an opener there is no one to tell.
    if (window.opener) window.opener.postMessage(message, window.location.origin);
    else window.close();
  }
  document.getElementById('approve').addEventListener('click', function () {
    var email = document.getElementById('email').value;
    fetch('/sandbox/paypal/approvals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token, email: email }) })
      .then(function (r) { if (!r.ok) throw new Error('approval refused'); return r.json(); })
      .then(function (a) { tell({ result: 'approve', payerId: a.payerId }); }, function () { tell({ result: 'error' }); });
  });
  document.getElementById('cancel').addEventListener('click', function () { tell({ result: 'cancel' }); });
  document.getElementById('error').addEventListener('click', function () { tell({ result: 'error' }); });
  // Usable only now that they answer.
  ['approve', 'cancel', 'error'].forEach(function (id) { document.getElementById(id).disabled = false; });
})();
`;
