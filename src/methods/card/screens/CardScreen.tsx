// The card route (SPEC 2 "card"): the card form for a new card, or the CVV form for a saved one, and
// the edge work of the card flow's states on this route: the hidden 3DS method iframe (fingerprint)
// and the issuer redirect's notice (the card flow emits the redirect itself).
// The card number and CVV live only in this component's state (memory) and in the submit event.
import { lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { useDeposit } from '../../../app/actor-context';
import { selectDark } from '../../../app/selectors';
import {
  binOf,
  cardFormError,
  cardNumberError,
  cvvError,
  CVV_MAX_LENGTH,
  digitsOf,
  expiryError,
  formatCardNumber,
  formatExpiry,
  maskCardNumber,
  offersBrandChoice,
} from '../rules';
import { claimOf } from '../../../i18n/claims';
import { ERROR_MESSAGES } from '../../../i18n/error-messages';
import { Button } from '../../../ui/Button';
import { useIsDesktop } from '../../../ui/breakpoints';
import { PaymentLogo } from '../../../ui/logos';
import { TextField, type TextFieldProps } from '../../../ui/TextField';
import { focusFirstInvalid } from '../../../ui/focus-first-invalid';
import { useFocusedOnMount } from '../../../ui/focus-on-mount';
import { useMoney } from '../../../screens/amount/format';
import { StopWaiting } from '../../../screens/shared/StopWaiting';
import { BrandDropdown, selectBrandDropdown } from './BrandDropdown';
import { BrandMenu } from './BrandMenu';
import * as screen from '../../../screens/screen.css';
import { HelpSlot } from '../../../screens/shared/HelpSlot';
import { ErrorDialog } from '../../../screens/shared/lazy-dialogs';
import * as s from './card.css';
import { BRAND_NAMES, CARD_MESSAGES } from './messages';
import { sameList, useCard, useCardRef, type CardRef } from './use-card';
import type { CardNotice } from '../../../../machines/card.context';
import { useQueuedSubmit } from './use-queued-submit';

const CvvHelp = lazy(() => import('./CvvHelp'));
/** The CVV input (one per screen): its help keeps clear of it. */
const CVV_INPUT_ID = 'card-security-code';

export function CardScreen() {
  const ref = useCardRef();
  return ref ? <CardFlowScreen cardRef={ref} /> : null;
}

function CardFlowScreen({ cardRef }: { cardRef: CardRef }) {
  const isToken = useCard(cardRef, (s) => s.context?.isToken ?? false);
  // Once the bank has the payment (3DS2 result read, issuer page), the form is no step of the player's: the
  // wait and its way out take the screen's top (docs/decisions.md "Page lifecycle"), never a spinning Pay
  // over an empty form. The form stays mounted, hidden, so a refusal back on it keeps what was typed.
  const waiting = useCard(cardRef, (s) => s.hasTag?.('bankWait') ?? false);
  return (
    <>
      <div hidden={waiting}>{isToken ? <CvvForm cardRef={cardRef} /> : <CardForm cardRef={cardRef} />}</div>
      {waiting && <BankWait cardRef={cardRef} />}
      <ThreeDsMethodFrame cardRef={cardRef} />
    </>
  );
}

/** The bank has the payment: the issuer's page (SPEC 4 detail 6) or the 3DS2 result being read, with the way on. */
function BankWait({ cardRef }: { cardRef: CardRef }) {
  const money = useMoney();
  const amount = useCard(cardRef, (s) => s.context?.amount ?? 0);
  const issuer = useCard(cardRef, (s) => s.hasTag?.('issuer') ?? false);
  return (
    <section className={screen.stack} data-testid="card-bank-wait">
      {/* The form that had focus (Pay) is hidden on the same route: the heading takes it, so it is not lost. */}
      <h1 className={screen.title} tabIndex={-1} ref={useFocusedOnMount()}>
        <Trans>Your bank is confirming your payment of {money(amount)}</Trans>
      </h1>
      {issuer ? <IssuerRedirect cardRef={cardRef} /> : <StopWaiting onStop={() => cardRef.send({ type: 'wait.stopped' })} testId="card-stop-waiting" />}
    </section>
  );
}

const textOf = (i18n: I18n, code: string | null) => {
  if (!code) return undefined;
  const d = CARD_MESSAGES[code];
  return d ? i18n._(d) : code;
};

function useBrandState(cardRef: CardRef) {
  const brands = useCard(cardRef, (s) => s.context?.brands ?? [], sameList);
  const scheme = useCard(cardRef, (s) => s.context?.scheme ?? null);
  const legislation = useCard(cardRef, (s) => s.context?.app.legislation ?? '');
  const unknown = useCard(cardRef, (s) => s.hasTag?.('brandUnknown') ?? false);
  const looking = useCard(cardRef, (s) => s.hasTag?.('brandLookup') ?? false);
  return { brands, scheme, choice: offersBrandChoice(legislation, brands), unknown, looking };
}

/** The card's network; none is claimed for a number that is not valid. */
function BrandRow({ cardRef, invalid = false }: { cardRef: CardRef; invalid?: boolean }) {
  const { t } = useLingui();
  const dark = useDeposit(selectDark);
  const { brands, scheme, choice } = useBrandState(cardRef);
  const dropdown = useDeposit(selectBrandDropdown);
  const desktop = useIsDesktop();
  if (invalid || !brands.length || !scheme) return null;
  // Flag payment-f-new-brand-choice-enabled: the choice is made here instead of on the network-channels page,
  // a dropdown on desktop and a collapsing menu of brand tiles on phones (below 840px).
  if (choice && dropdown) {
    return desktop ? <BrandDropdown cardRef={cardRef} brands={brands} scheme={scheme} /> : <BrandMenu cardRef={cardRef} brands={brands} scheme={scheme} />;
  }
  const logo = scheme === 'mastercard' || scheme === 'visa' || scheme === 'cb' ? scheme : null;
  return (
    <div className={s.brandRow} data-testid={choice ? 'card-brand-choice' : 'card-brand-readonly'} data-brand={scheme}>
      <span className={s.brandLabel}>
        {logo && <PaymentLogo id={logo} dark={dark} decorative />}
        <span>
          <Trans>Card network: {BRAND_NAMES[scheme] ?? scheme}</Trans>
        </span>
      </span>
      {choice && (
        <button
          type="button"
          className={s.brandButton}
          onClick={() => cardRef.send({ type: 'brand.choose' })}
          aria-label={t`Change the card network`}
          data-testid="card-brand-change"
        >
          <Trans>Change</Trans>
        </button>
      )}
    </div>
  );
}

/** The refused intents whose error dialog the player closed (memory, this page): each opens once. */
const dialogClosedFor = new Set<string>();
/** Per card flow, the notice above the fields: a refusal's, once its dialog was closed. */
const noticeShown = new WeakMap<CardRef, CardNotice>();

/**
 * A refusal back on the form (SPEC 4: payment.genericfailure returns to the card route): the error dialog
 * SPEC 8 shows on every deposit failure, over the form, then the notice above the fields. The notice comes
 * when the player closes the dialog (their own tap), never with the answer: the dialog's code may still be
 * loading then, and the form would move under the finger (DESIGN 7). Until then the last notice shown stays.
 */
function Notice({ cardRef }: { cardRef: CardRef }) {
  const { i18n } = useLingui();
  const notice = useCard(cardRef, (s) => s.context?.notice ?? null);
  const [, closed] = useState(0);
  if (!notice) return null;
  const dialogOpen = !dialogClosedFor.has(notice.intentId);
  if (!dialogOpen) noticeShown.set(cardRef, notice);
  const shown = noticeShown.get(cardRef) ?? null;
  const d = shown ? ERROR_MESSAGES[`${shown.reason}.text`] : undefined;
  const closeDialog = () => {
    dialogClosedFor.add(notice.intentId);
    closed((n) => n + 1);
  };
  return (
    <>
      {/* Keyed by the refused intent: a second refusal is a new alert, read out again in the same place. */}
      {shown && (
        <p key={shown.intentId} className={s.notice} role="alert" data-testid="card-notice" data-claim={claimOf(`${shown.reason}.text`) ?? undefined}>
          {d ? i18n._(d) : shown.reason}
        </p>
      )}
      {dialogOpen && <ErrorDialog code={notice.reason} onClose={closeDialog} />}
    </>
  );
}

/**
 * What was typed, kept in memory only while the brand choice page replaces the form (the route changes),
 * keyed by the running card flow so it goes away with it.
 */
interface Typed {
  number: string;
  expiry: string;
  cvv: string;
  remember: boolean;
}
const typedByFlow = new WeakMap<CardRef, Typed>();

/**
 * The card last sent for payment, without its CVV: a refused card's "Try again" (a new card flow) opens the
 * form with the number and expiry kept, the CVV to type again (docs/decisions.md, "Try again keeps the
 * card"). Memory only, taken by the next card form, gone with the page.
 */
let lastSent: Omit<Typed, 'cvv'> | null = null;
const takeLastSent = () => {
  const sent = lastSent;
  lastSent = null;
  return sent;
};

function CardForm({ cardRef }: { cardRef: CardRef }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const amount = useCard(cardRef, (s) => s.context?.amount ?? 0);
  const busy = useCard(cardRef, (s) => s.hasTag?.('busy') ?? false);
  const hasSaved = useCard(cardRef, (s) => s.context?.hasSaved ?? false);
  const { unknown, looking, brands } = useBrandState(cardRef);
  const [kept] = useState<Typed | undefined>(() => {
    const same = typedByFlow.get(cardRef);
    if (same) return same;
    const sent = takeLastSent();
    return sent ? { ...sent, cvv: '' } : undefined;
  });
  // The kept card of another (refused) flow: its brands are read again by this one.
  const [fromRefused] = useState(() => kept !== undefined && !typedByFlow.has(cardRef));
  const [number, setNumber] = useState(kept?.number ?? '');
  const [expiry, setExpiry] = useState(kept?.expiry ?? '');
  const [cvv, setCvv] = useState(kept?.cvv ?? '');
  const [remember, setRemember] = useState(kept?.remember ?? true);
  const [touched, setTouched] = useState({ number: false, expiry: false, cvv: false });
  const [focused, setFocused] = useState(false);
  const lastBin = useRef<string | null>(fromRefused ? null : binOf(kept?.number ?? ''));
  const typed = useRef<Typed>({ number, expiry, cvv, remember });
  typed.current = { number, expiry, cvv, remember };
  useEffect(() => {
    typedByFlow.delete(cardRef);
    return () => {
      typedByFlow.set(cardRef, typed.current);
    };
  }, [cardRef]);
  // Once, for the card kept from the refused flow: its brands are asked for again.
  const refusedBinSent = useRef(false);
  useEffect(() => {
    if (!fromRefused || refusedBinSent.current) return;
    refusedBinSent.current = true;
    const bin = binOf(number);
    lastBin.current = bin;
    if (bin !== null) cardRef.send({ type: 'card.binChanged', bin });
  }, [fromRefused, number, cardRef]);
  const now = new Date();

  const onNumber = (value: string) => {
    const digits = digitsOf(value).slice(0, 19);
    setNumber(digits);
    const bin = binOf(digits);
    if (bin !== lastBin.current) {
      lastBin.current = bin;
      cardRef.send({ type: 'card.binChanged', bin });
    }
  };

  const numberErr = cardNumberError(number, touched.number);
  const expiryErr = expiryError(expiry, touched.expiry, now);
  const cvvErr = cvvError(cvv, touched.cvv);
  const brandErr = unknown ? t`This card is not accepted. Please use another card.` : undefined;

  // A tap while the number's brands are being read is kept and sent once they are known.
  const pay = useQueuedSubmit(looking, () => {
    if (unknown || !brands.length) return;
    lastSent = { number, expiry, remember };
    cardRef.send({ type: 'card.submitted', number, expiry, cvv, remember, intentId: crypto.randomUUID() });
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched({ number: true, expiry: true, cvv: true });
    if (busy) return;
    if (cardFormError({ number, expiry, cvv }, now)) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    pay.submit();
  };
  // An empty field left (say, to open the CVV help) is not an error yet: only what was typed is checked.
  const leave = (field: keyof typeof touched, value: string) => value && setTouched((x) => ({ ...x, [field]: true }));

  // SPEC 9: away from the field, a valid number shows masked from position 8 to all but the last 4; an
  // invalid one stays readable so it can be corrected.
  const display = focused || numberErr || number.length < 13 ? formatCardNumber(number) : groupMasked(maskCardNumber(number, '•'));

  return (
    <form className={screen.stack} onSubmit={submit} noValidate data-testid="card-form" autoComplete="on">
      <h1 className={screen.title}>
        <Trans>Pay by card</Trans>
      </h1>
      <p className={s.amount} data-testid="card-amount">
        {money(amount)}
      </p>
      <Notice cardRef={cardRef} />
      <TextField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        value={display}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          leave('number', number);
        }}
        onChange={(e) => onNumber(e.target.value)}
        error={textOf(i18n, numberErr) ?? brandErr}
        data-testid="card-number"
      />
      <div className={s.brandSlot} data-testid="card-brand-slot">
        <BrandRow cardRef={cardRef} invalid={numberErr !== null} />
      </div>
      <div className={s.row}>
        <TextField
          label={t`Expiry date`}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t({ message: 'MM/YY', comment: 'Expiry placeholder: month and year, two letters each, in the language (MM/AA, MM/RR)' })}
          value={formatExpiry(expiry)}
          onChange={(e) => setExpiry(digitsOf(e.target.value).slice(0, 4))}
          onBlur={() => leave('expiry', expiry)}
          error={textOf(i18n, expiryErr)}
          data-testid="card-expiry"
        />
        <CvvField value={cvv} onDigits={setCvv} onBlur={() => leave('cvv', cvv)} error={textOf(i18n, cvvErr)} id={CVV_INPUT_ID} data-testid="card-cvv" />
      </div>
      <HelpSlot>
        <CvvHelp explains={CVV_INPUT_ID} />
      </HelpSlot>
      <label className={s.check}>
        <input type="checkbox" className={s.checkbox} checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="card-remember" />
        <Trans>Remember this card for my next deposits</Trans>
      </label>
      <Button type="submit" fullWidth loading={busy || pay.queued} data-testid="card-submit">
        <Trans>Pay {money(amount)}</Trans>
      </Button>
      {hasSaved && (
        <Button variant="ghost" fullWidth disabled={busy} onClick={() => cardRef.send({ type: 'card.useSaved' })} data-testid="card-use-saved">
          <Trans>Use my saved card</Trans>
        </Button>
      )}
      <Button variant="ghost" fullWidth disabled={busy} onClick={() => cardRef.send({ type: 'card.cancelled' })} data-testid="card-cancel">
        <Trans>Choose another method</Trans>
      </Button>
    </form>
  );
}

/** 49701012••••7890 shown in groups of four. */
const groupMasked = (masked: string) => masked.replace(/(.{4})(?=.)/g, '$1 ');

function CvvForm({ cardRef }: { cardRef: CardRef }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const dark = useDeposit(selectDark);
  const amount = useCard(cardRef, (s) => s.context?.amount ?? 0);
  const busy = useCard(cardRef, (s) => s.hasTag?.('busy') ?? false);
  const fetchingBrands = useCard(cardRef, (s) => s.hasTag?.('fetchingBrands') ?? false);
  const last = useCard(cardRef, (s) => s.context?.card?.lastDigits ?? '');
  const month = useCard(cardRef, (s) => s.context?.card?.expiry.month ?? 0);
  const year = useCard(cardRef, (s) => s.context?.card?.expiry.year ?? 0);
  const scheme = useCard(cardRef, (s) => s.context?.scheme ?? null);
  const [cvv, setCvv] = useState('');
  const [touched, setTouched] = useState(false);
  const err = cvvError(cvv, touched);
  const logo = scheme === 'mastercard' || scheme === 'visa' || scheme === 'cb' ? scheme : 'card';

  // A tap while the saved card's brands are being read is kept and sent once they are known.
  const pay = useQueuedSubmit(fetchingBrands, () => cardRef.send({ type: 'cvv.submitted', cvv, intentId: crypto.randomUUID() }));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(true);
    if (busy) return;
    if (cvvError(cvv, true)) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    pay.submit();
  };

  return (
    <form className={`${screen.stack} ${s.cvvEnter}`} onSubmit={submit} noValidate data-testid="cvv-form">
      <h1 className={screen.title}>
        <Trans>Confirm your card</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>For your security, enter the security code of your saved card.</Trans>
      </p>
      <div className={`${s.savedCard} ${s.cvvCardEnter}`} data-testid="cvv-card">
        <PaymentLogo id={logo} dark={dark} decorative />
        <span>
          •••• {last} · {String(month).padStart(2, '0')}/{String(year).slice(-2)}
        </span>
      </div>
      <p className={s.amount} data-testid="cvv-amount">
        {money(amount)}
      </p>
      <Notice cardRef={cardRef} />
      {/* Its place is kept while the saved card's brands are read, so the CVV field never moves under the finger. */}
      <div className={s.brandSlot} data-testid="cvv-brand-slot">
        <BrandRow cardRef={cardRef} />
      </div>
      <CvvField
        value={cvv}
        onDigits={setCvv}
        onBlur={() => cvv && setTouched(true)}
        error={textOf(i18n, err)}
        reserveErrorSpace
        id={CVV_INPUT_ID}
        data-testid="cvv-input"
        autoFocus
      />
      <HelpSlot>
        <CvvHelp explains={CVV_INPUT_ID} />
      </HelpSlot>
      <Button type="submit" fullWidth loading={busy || pay.queued} data-testid="cvv-submit">
        <Trans>Pay {money(amount)}</Trans>
      </Button>
      <Button variant="ghost" fullWidth disabled={busy || pay.queued} onClick={() => cardRef.send({ type: 'card.useNew' })} data-testid="cvv-use-new">
        <Trans>Use another card</Trans>
      </Button>
      <Button variant="ghost" fullWidth disabled={busy} onClick={() => cardRef.send({ type: 'card.cancelled' })} data-testid="cvv-cancel">
        <Trans>Choose another method</Trans>
      </Button>
    </form>
  );
}

/**
 * SPEC 4 detail 2: the 3DS method runs in a hidden iframe that posts threeDSMethodData to
 * threeDSMethodURL; its load tells the flow the fingerprint is done.
 */
function ThreeDsMethodFrame({ cardRef }: { cardRef: CardRef }) {
  const fingerprinting = useCard(cardRef, (s) => s.hasTag?.('fingerprinting') ?? false);
  const url = useCard(cardRef, (s) => s.context?.threeDs?.threeDSMethodURL ?? null);
  const data = useCard(cardRef, (s) => s.context?.threeDs?.methodData ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (fingerprinting && url && formRef.current && !posted.current) {
      posted.current = true;
      formRef.current.submit();
    }
    if (!fingerprinting) posted.current = false;
  }, [fingerprinting, url]);
  if (!fingerprinting || !url) return null;
  return (
    <div className={s.hidden} aria-hidden="true">
      <iframe
        name="threeds-method"
        title="3DS method"
        className={s.hidden}
        data-testid="threeds-method-frame"
        onLoad={() => posted.current && cardRef.send({ type: 'threeds.methodCompleted' })}
      />
      <form ref={formRef} method="post" action={url} target="threeds-method">
        <input type="hidden" name="threeDSMethodData" value={data} />
      </form>
    </div>
  );
}

/** SPEC 4 detail 6: the card flow sends the player to the issuer (the root forwards it); this says why. */
function IssuerRedirect({ cardRef }: { cardRef: CardRef }) {
  // In a native app the issuer page is the app's (paymentRedirectInApp) and this page stays under it. The
  // player may close that page and the bridge does not tell: the text holds either way, and the page can be
  // opened again (docs/decisions.md "The bank's page, closed"), or the player goes back (the app is then told
  // to close it, paymentCancelRedirectInApp).
  return (
    <>
      <p className={screen.text} role="status" data-testid="issuer-redirect">
        <Trans>Your bank needs to confirm this payment on its page. If you closed that page, open it again.</Trans>
      </p>
      <Button fullWidth onClick={() => cardRef.send({ type: 'card.issuerReopened' })} data-testid="issuer-redirect-reopen">
        <Trans>Open my bank's page</Trans>
      </Button>
      <Button variant="ghost" fullWidth onClick={() => cardRef.send({ type: 'card.cancelled' })} data-testid="issuer-redirect-cancel">
        <Trans>Choose another method</Trans>
      </Button>
    </>
  );
}

/** The security code field of the new-card and saved-card forms: digits only, masked, at most 4. */
function CvvField({ onDigits, ...rest }: Omit<TextFieldProps, 'label' | 'onChange'> & { onDigits(digits: string): void }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Security code`}
      inputMode="numeric"
      autoComplete="cc-csc"
      type="password"
      placeholder="123"
      maxLength={CVV_MAX_LENGTH}
      onChange={(e) => onDigits(digitsOf(e.target.value).slice(0, CVV_MAX_LENGTH))}
      {...rest}
    />
  );
}
