// Sandbox stand-in of the Google Pay script (pay.js), served at the app's configured script URL
// offline (src/app/wallet-config.ts). It implements the PaymentsClient subset the app uses:
// isReadyToPay and loadPaymentData, whose payment sheet lists the sandbox's test cards
// (sandbox/wallets.ts) and returns a test token naming the card picked ("sandbox-card:<id>").
// Readiness: localStorage 'sandbox.googlePay' = 'ready' (Google Pay, no card yet) or 'card' (a card
// in the wallet); anything else: a browser without Google Pay. Built with the DOM only (CSP: no inline styles).
(function () {
  'use strict';
  var CARDS = __SANDBOX_CARDS__;
  function readiness() {
    try {
      return window.localStorage.getItem('sandbox.googlePay');
    } catch (e) {
      return null;
    }
  }
  function el(tag, text, testId) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (testId) node.setAttribute('data-testid', testId);
    return node;
  }
  function sheet(request, onPick, onCancel) {
    var overlay = el('div', null, 'gpay-sheet');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Google Pay (sandbox)');
    var s = overlay.style;
    s.position = 'fixed'; s.inset = '0'; s.background = 'rgba(0,0,0,.5)'; s.zIndex = '2147483647';
    s.display = 'flex'; s.alignItems = 'flex-end'; s.justifyContent = 'center'; s.fontFamily = 'system-ui,sans-serif';
    var panel = el('div');
    var p = panel.style;
    p.background = '#fff'; p.color = '#202124'; p.width = '100%'; p.maxWidth = '28rem'; p.padding = '1rem 1.25rem 1.5rem'; p.borderRadius = '12px 12px 0 0';
    panel.appendChild(el('h2', 'Google Pay (sandbox)'));
    var info = request.transactionInfo || {};
    panel.appendChild(el('p', 'Pay ' + info.totalPrice + ' ' + info.currencyCode + ' to ' + ((request.merchantInfo || {}).merchantName || ''), 'gpay-total'));
    CARDS.forEach(function (card) {
      var b = el('button', card.label, 'gpay-card-' + card.id);
      b.type = 'button';
      b.style.display = 'block'; b.style.width = '100%'; b.style.margin = '.5rem 0'; b.style.padding = '.75rem'; b.style.fontSize = '1rem';
      b.onclick = function () { overlay.remove(); onPick(card); };
      panel.appendChild(b);
    });
    var cancel = el('button', 'Cancel', 'gpay-cancel');
    cancel.type = 'button';
    cancel.onclick = function () { overlay.remove(); onCancel(); };
    panel.appendChild(cancel);
    overlay.appendChild(panel);
    document.body.appendChild(overlay);
  }
  function developerError(message) {
    return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: message });
  }
  function PaymentsClient(options) {
    this.environment = (options && options.environment) || 'TEST';
  }
  PaymentsClient.prototype.isReadyToPay = function (request) {
    if (!request || request.apiVersion !== 2) return developerError('apiVersion 2 expected');
    var r = readiness();
    var answer = { result: r === 'ready' || r === 'card' };
    if (request.existingPaymentMethodRequired) answer.paymentMethodPresent = r === 'card';
    return Promise.resolve(answer);
  };
  PaymentsClient.prototype.loadPaymentData = function (request) {
    if (!request || request.apiVersion !== 2 || !request.transactionInfo || !request.allowedPaymentMethods) {
      return developerError('a PaymentDataRequest of API version 2 is expected');
    }
    return new Promise(function (resolve, reject) {
      sheet(
        request,
        function (card) {
          resolve({
            apiVersion: 2,
            apiVersionMinor: 0,
            paymentMethodData: {
              type: 'CARD',
              description: card.label,
              info: { cardNetwork: card.id.split('-')[0].toUpperCase(), cardDetails: card.label.replace(/\D/g, '').slice(-4) },
              tokenizationData: {
                type: 'PAYMENT_GATEWAY',
                token: JSON.stringify({ protocolVersion: 'ECv2', signature: 'sandbox', signedMessage: 'sandbox-card:' + card.id }),
              },
            },
          });
        },
        function () {
          reject({ statusCode: 'CANCELED', statusMessage: 'The player closed the payment sheet' });
        },
      );
    });
  };
  PaymentsClient.prototype.prefetchPaymentData = function () {};
  PaymentsClient.prototype.createButton = function (options) {
    var b = el('button', 'Pay with Google Pay', 'gpay-button');
    b.type = 'button';
    b.onclick = options && options.onClick;
    return b;
  };
  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient: PaymentsClient } };
})();
