// Sandbox stand-in of Safari's ApplePaySession, installed only by the sandbox's simulated iOS/macOS
// webview and by the e2e tests (never by the app). Its sheet lists the sandbox's test cards
// (sandbox/wallets.ts) and hands over a token naming the card picked ("sandbox-card:<id>").
// canMakePaymentsWithActiveCard: localStorage 'sandbox.applePay' = 'card' (an active card) or not.
// Built with the DOM only (CSP: no inline styles).
(function () {
  'use strict';
  var CARDS = __SANDBOX_CARDS__;
  function el(tag, text, testId) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (testId) node.setAttribute('data-testid', testId);
    return node;
  }
  function ApplePaySession(version, request) {
    if (!ApplePaySession.supportsVersion(version)) throw new Error('ApplePaySession version ' + version + ' is not supported');
    if (!request || !request.total || !request.supportedNetworks || !request.merchantCapabilities) throw new TypeError('invalid ApplePayPaymentRequest');
    this.request = request;
    this.overlay = null;
    this.onvalidatemerchant = null;
    this.onpaymentauthorized = null;
    this.oncancel = null;
  }
  ApplePaySession.STATUS_SUCCESS = 0;
  ApplePaySession.STATUS_FAILURE = 1;
  ApplePaySession.supportsVersion = function (v) {
    return v >= 1 && v <= 14;
  };
  ApplePaySession.canMakePayments = function () {
    return true;
  };
  ApplePaySession.canMakePaymentsWithActiveCard = function () {
    var v = null;
    try {
      v = window.localStorage.getItem('sandbox.applePay');
    } catch {}
    return Promise.resolve(v === 'card');
  };
  ApplePaySession.prototype.show = function (title, build) {
    if (!this.overlay) {
      var o = el('div', null, 'applepay-sheet');
      o.setAttribute('role', 'dialog');
      o.setAttribute('aria-label', 'Apple Pay (sandbox)');
      var s = o.style;
      s.position = 'fixed';
      s.inset = '0';
      s.background = 'rgba(0,0,0,.5)';
      s.zIndex = '2147483647';
      s.display = 'flex';
      s.alignItems = 'flex-end';
      s.justifyContent = 'center';
      s.fontFamily = 'system-ui,sans-serif';
      document.body.appendChild(o);
      this.overlay = o;
    }
    this.overlay.replaceChildren();
    var panel = el('div');
    var p = panel.style;
    p.background = '#fff';
    p.color = '#000';
    p.width = '100%';
    p.maxWidth = '28rem';
    p.padding = '1rem 1.25rem 1.5rem';
    p.borderRadius = '12px 12px 0 0';
    panel.appendChild(el('h2', 'Apple Pay (sandbox)'));
    var t = this.request.total;
    panel.appendChild(el('p', t.label + ': ' + t.amount + ' ' + this.request.currencyCode, 'applepay-total'));
    panel.appendChild(el('p', title, 'applepay-status'));
    if (build) build(panel);
    this.overlay.appendChild(panel);
  };
  ApplePaySession.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };
  ApplePaySession.prototype.cancelButton = function (panel) {
    var self = this;
    var cancel = el('button', 'Cancel', 'applepay-cancel');
    cancel.type = 'button';
    cancel.onclick = function () {
      self.close();
      if (self.oncancel) self.oncancel({});
    };
    panel.appendChild(cancel);
  };
  ApplePaySession.prototype.begin = function () {
    var self = this;
    this.show('Contacting the merchant…', function (panel) {
      self.cancelButton(panel);
    });
    setTimeout(function () {
      if (self.onvalidatemerchant) self.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    }, 0);
  };
  ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
    var self = this;
    if (!merchantSession || typeof merchantSession !== 'object') throw new TypeError('invalid merchant session');
    this.show('Choose a card', function (panel) {
      CARDS.forEach(function (card) {
        var b = el('button', card.label, 'applepay-card-' + card.id);
        b.type = 'button';
        b.style.display = 'block';
        b.style.width = '100%';
        b.style.margin = '.5rem 0';
        b.style.padding = '.75rem';
        b.style.fontSize = '1rem';
        b.onclick = function () {
          self.show('Processing…');
          if (self.onpaymentauthorized) {
            self.onpaymentauthorized({
              payment: {
                token: {
                  paymentData: { version: 'EC_v1', data: 'sandbox-card:' + card.id, signature: 'sandbox', header: { transactionId: 'sandbox' } },
                  paymentMethod: { displayName: card.label, network: card.id.split('-')[0], type: 'debit' },
                  transactionIdentifier: 'sandbox-' + Date.now(),
                },
              },
            });
          }
        };
        panel.appendChild(b);
      });
      self.cancelButton(panel);
    });
  };
  ApplePaySession.prototype.completePayment = function (status) {
    var self = this;
    var ok = (typeof status === 'object' ? status.status : status) === ApplePaySession.STATUS_SUCCESS;
    this.show(ok ? 'Done' : 'Payment not completed');
    setTimeout(function () {
      self.close();
    }, 300);
  };
  ApplePaySession.prototype.abort = function () {
    this.close();
  };
  window.ApplePaySession = ApplePaySession;
})();
