// Apple Pay and Google Pay start from their own branded buttons, as Apple's and Google's rules ask, never
// from the generic "Deposit 25 €" (docs/decisions.md "The wallets' own buttons"). The button is still the
// page's Pay (data-testid pay-button, data-mean-id): the UI invariants and the tests read it as Pay, and a
// press sends the same deposit.requested.
//  - Google Pay: the button of the Google Pay API (PaymentsClient.createButton: Google's look, in the
//    player's language), once its script is there (loaded by the wallets' check); until then, or in the
//    Android app, whose Google Pay goes through the bridge and loads no script, the same look drawn here.
//  - Apple Pay: Apple's <apple-pay-button> element needs Apple's script, which the app does not load (no
//    third-party script where none is needed, and none offline); WebKit draws the same button from CSS
//    (`-webkit-appearance: -apple-pay-button`), which is where Apple Pay exists. Elsewhere: its look drawn here.
import { useEffect, useRef, useState } from 'react';
import { PaymentLogo } from '../../ui/logos';
import * as s from './WalletPayButton.css';

/** The wallet's mark at the size of a Pay button's label. */
const MARK_SIZE = { width: 60, height: 42 };

interface WalletPayProps {
  meanId: string;
  /** The accessible name: what the press does ("Deposit 25 € with Apple Pay"). */
  label: string;
  disabled: boolean;
  busy: boolean;
  dark: boolean;
  /** BCP 47 language of the page, for Google's button text. */
  language: string;
  onPay: () => void;
}

/** A wallet's button drawn by the app: its mark on the wallet's colours, the page's Pay. */
function DrawnWalletButton({
  wallet,
  className,
  markClassName,
  markDark,
  meanId,
  label,
  disabled,
  busy,
  dark,
  onPay,
}: Omit<WalletPayProps, 'language'> & {
  wallet: 'applepay' | 'googlepay';
  className: string;
  markClassName: string;
  /** The mark's own variant (Google's mark is drawn on the opposite of the page's colours). */
  markDark: boolean;
}) {
  return (
    <button
      type="button"
      className={className}
      data-dark={dark}
      aria-label={label}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onPay}
      data-testid="pay-button"
      data-mean-id={meanId}
      data-wallet-button={wallet}
    >
      <span className={markClassName}>
        <PaymentLogo id={wallet} dark={markDark} size={MARK_SIZE} decorative />
      </span>
    </button>
  );
}

export function ApplePayButton(props: WalletPayProps) {
  return (
    <DrawnWalletButton {...props} wallet="applepay" className={`${s.drawn} ${s.applePay}`} markClassName={`${s.mark} ${s.appleMark}`} markDark={props.dark} />
  );
}

export function GooglePayButton({ meanId, label, disabled, busy, dark, language, onPay }: WalletPayProps) {
  const host = useRef<HTMLDivElement>(null);
  const onPayRef = useRef(onPay);
  onPayRef.current = onPay;
  const [native, setNative] = useState<HTMLButtonElement | null>(null);

  // Google's button, drawn by its script (already loaded by the wallets' check when the tile shows).
  useEffect(() => {
    if (!window.google?.payments?.api?.PaymentsClient) return;
    let element: HTMLElement | null = null;
    let gone = false;
    void import('../../app/google-pay-client')
      .then(({ paymentsClient }) => {
        if (gone || !host.current) return;
        element = paymentsClient().createButton({
          onClick: () => onPayRef.current(),
          buttonType: 'pay',
          buttonColor: dark ? 'white' : 'black',
          buttonSizeMode: 'fill',
          buttonRadius: 8,
          buttonLocale: language,
        });
        const button = element.matches('button') ? (element as HTMLButtonElement) : element.querySelector('button');
        if (!button) return;
        host.current.replaceChildren(element);
        setNative(button);
      })
      .catch(() => undefined); // the drawn button stays
    return () => {
      gone = true;
      element?.remove();
      setNative(null);
    };
  }, [dark, language]);

  // Google's button is the page's Pay: named, enabled and busy as Pay is.
  useEffect(() => {
    if (!native) return;
    native.disabled = disabled;
    native.setAttribute('aria-label', label);
    native.setAttribute('data-testid', 'pay-button');
    native.setAttribute('data-mean-id', meanId);
    native.setAttribute('data-wallet-button', 'googlepay');
    if (busy) native.setAttribute('aria-disabled', 'true');
    else native.removeAttribute('aria-disabled');
  }, [native, disabled, busy, label, meanId]);

  return (
    <div className={s.googlePayHost}>
      {/* Google's button goes in its own slot: React renders nothing there, so it never removes it. */}
      <div ref={host} className={s.googlePaySlot} />
      {native === null && (
        <DrawnWalletButton
          wallet="googlepay"
          className={s.drawn}
          markClassName={s.mark}
          markDark={!dark}
          meanId={meanId}
          label={label}
          disabled={disabled}
          busy={busy}
          dark={dark}
          onPay={onPay}
        />
      )}
    </div>
  );
}
