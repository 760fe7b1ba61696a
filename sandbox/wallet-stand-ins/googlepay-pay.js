// Sandbox stand-in of the Google Pay script (pay.js), served at the app's configured script URL
// offline (src/app/wallet-config.ts). It implements the PaymentsClient subset the app uses:
// isReadyToPay, createButton (the Pay button in Google's look) and loadPaymentData, whose payment sheet lists the sandbox's test cards
// (sandbox/wallets.ts) and returns a test token naming the card picked ("sandbox-card:<id>").
// Readiness: localStorage 'sandbox.googlePay' = 'ready' (Google Pay, no card yet) or 'card' (a card
// in the wallet); anything else: a browser without Google Pay. Built with the DOM only (CSP: no inline styles).
(function () {
  'use strict';
  var CARDS = __SANDBOX_CARDS__;
  function readiness() {
    try {
      return window.localStorage.getItem('sandbox.googlePay');
    } catch {
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
    s.position = 'fixed';
    s.inset = '0';
    s.background = 'rgba(0,0,0,.5)';
    s.zIndex = '2147483647';
    s.display = 'flex';
    s.alignItems = 'flex-end';
    s.justifyContent = 'center';
    s.fontFamily = 'system-ui,sans-serif';
    var panel = el('div');
    var p = panel.style;
    p.background = '#fff';
    p.color = '#202124';
    p.width = '100%';
    p.maxWidth = '28rem';
    p.padding = '1rem 1.25rem 1.5rem';
    p.borderRadius = '12px 12px 0 0';
    panel.appendChild(el('h2', 'Google Pay (sandbox)'));
    var info = request.transactionInfo || {};
    panel.appendChild(el('p', 'Pay ' + info.totalPrice + ' ' + info.currencyCode + ' to ' + ((request.merchantInfo || {}).merchantName || ''), 'gpay-total'));
    CARDS.forEach(function (card) {
      var b = el('button', card.label, 'gpay-card-' + card.id);
      b.type = 'button';
      b.style.display = 'block';
      b.style.width = '100%';
      b.style.margin = '.5rem 0';
      b.style.padding = '.75rem';
      b.style.fontSize = '1rem';
      b.onclick = function () {
        overlay.remove();
        onPick(card);
      };
      panel.appendChild(b);
    });
    var cancel = el('button', 'Cancel', 'gpay-cancel');
    cancel.type = 'button';
    cancel.onclick = function () {
      overlay.remove();
      onCancel();
    };
    panel.appendChild(cancel);
    overlay.appendChild(panel);
    document.body.appendChild(overlay);
  }
  function developerError(message) {
    return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: message });
  }
  // biome-ignore lint/correctness/noComponentHookFactories: Google's own constructor name (google.payments.api.PaymentsClient), not a React component
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
  // createButton as Google's: a container holding a <button> in Google's look (black, or white with a grey
  // edge), "Pay with G Pay" in the button's language, filling its container with buttonSizeMode 'fill'.
  var PAY_WITH = { en: 'Pay with', fr: 'Payer avec', pt: 'Pagar com', pl: 'Zapłać przez' };
  PaymentsClient.prototype.createButton = function (options) {
    options = options || {};
    var white = options.buttonColor === 'white';
    var fill = options.buttonSizeMode === 'fill';
    var container = el('div');
    container.className = 'gpay-button-fill';
    var c = container.style;
    c.display = 'flex';
    c.width = fill ? '100%' : '240px';
    c.height = fill ? '100%' : '40px';
    var b = el('button', null, 'gpay-button');
    b.type = 'button';
    b.setAttribute('aria-label', 'Google Pay');
    var st = b.style;
    st.flex = '1';
    st.display = 'flex';
    st.alignItems = 'center';
    st.justifyContent = 'center';
    st.gap = '6px';
    st.border = white ? '1px solid #747775' : '0';
    st.borderRadius = (options.buttonRadius != null ? options.buttonRadius : 4) + 'px';
    st.background = white ? '#FFFFFF' : '#000000';
    st.color = white ? '#1F1F1F' : '#FFFFFF';
    st.font = '500 16px system-ui, sans-serif';
    st.cursor = 'pointer';
    var lang = String(options.buttonLocale || 'en').slice(0, 2);
    var words = options.buttonType === 'plain' ? null : el('span', PAY_WITH[lang] || PAY_WITH.en);
    if (words) b.appendChild(words);
    var mark = el('span');
    var g = el('span', 'G');
    g.style.color = '#4285F4';
    g.style.fontWeight = '700';
    mark.appendChild(g);
    mark.appendChild(document.createTextNode(' Pay'));
    b.appendChild(mark);
    b.onclick = function (e) {
      if (!b.disabled && options.onClick) options.onClick(e);
    };
    container.appendChild(b);
    return container;
  };
  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient: PaymentsClient } };
})();
