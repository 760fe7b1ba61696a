// The payment means of the amount page (SPEC 2): the horizontally scrolling list, each tile with its
// min–max footer (red when the amount is out of the mean's range), and the Pay button. Only means a flow
// can pay reach it (payment-means.machine.ts keeps no other: src/domain/methods.ts payableMeans).
import { useCallback, useMemo, useState } from 'react';
import { useSelector } from '../../app/use-actor-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { paymentMeansMachine } from '../../../machines/payment-means.machine';
import { amountErrorFor, canPay, meanAmountState } from '../../domain/amount-validation';
import { offeredMeans } from '../../domain/default-mean';
import { preferredMeans } from '../../domain/preferred-means';
import type { BoundsSource } from '../../domain/limits';
import { bankTransferPromotion } from '../../domain/promotions';
import { cardNetworkInfoUrl } from '../../domain/legislation';
import { selectDark, selectLanguage, selectLegislation } from '../../app/selectors';
import { useChild, useDeposit, useDepositActor } from '../../app/actor-context';
import { useFlow } from '../../app/use-flow';
import { useKeptReference } from '../../app/multibanco-reference';
import { liveReference, payShowsReference } from '../../domain/multibanco-reference';
import { Button } from '../../ui/Button';
import { MeanList, type MeanListScrollStatus } from '../../ui/MeanList';
import { Spinner } from '../../ui/Spinner';
import { useAfterReady } from './after-ready';
import { PayPalSlot } from './PayPalSlot';
import { ApplePayButton, GooglePayButton } from './WalletPayButton';
import { useMoneyRange } from './format';
import { meanLogo, useMeanLabels } from './mean-labels';
import * as s from './AmountScreen.css';
import { KeptReferenceOffer } from './KeptReference';

type MeansRef = ActorRefFrom<typeof paymentMeansMachine>;

/** `focus`: the amount page focused on the player's preferred means (route /preferred). */
export function MeansSection(props: { amount: number | null; bounds: BoundsSource; money: (n: number) => string; focus?: 'preferred' }) {
  const meansRef = useChild<MeansRef>('paymentMeans');
  return meansRef ? <MeansList meansRef={meansRef} {...props} /> : null;
}

function MeansList({
  meansRef,
  amount,
  bounds,
  money,
  focus,
}: {
  meansRef: MeansRef;
  amount: number | null;
  bounds: BoundsSource;
  money: (n: number) => string;
  focus?: 'preferred';
}) {
  const moneyRange = useMoneyRange();
  const { t } = useLingui();
  const actor = useDepositActor();
  const labels = useMeanLabels();
  const means = useSelector(meansRef, (snap) => snap.context.data?.means ?? null);
  const wallet = useSelector(meansRef, (snap) => snap.context.wallet);
  const walletsLate = useSelector(meansRef, (snap) => snap.context.walletsLate);
  const ready = useSelector(meansRef, (snap) => snap.hasTag('ready'));
  const selectedId = useSelector(meansRef, (snap) => snap.context.selectedId);
  const defaultIds = useSelector(meansRef, (snap) => snap.context.defaultIds);
  const busy = useDeposit((snap) => snap.hasTag('busy'));
  // While the PayPal flow runs, its area (the PayPal button) stands in for the Pay button.
  const paypalRunning = useFlow('paypal') !== undefined;
  const dark = useDeposit(selectDark);
  const legislation = useDeposit(selectLegislation);
  const language = useDeposit(selectLanguage);
  const promotion = useDeposit(
    (snap) => bankTransferPromotion(snap.context.flags),
    (a, b) => a?.wave === b?.wave,
  );
  useAfterReady(ready && means !== null);

  // A tap on a tile changes only `selectedId`: what does not depend on it is kept from one render to the
  // next (the offered means, the tiles' items, the callbacks), so that the list re-renders the two tiles
  // whose selection changed and nothing else (the tap answered within 50 ms).
  const preferredSelection = focus === 'preferred' ? selectedId : null;
  const offered = useMemo(() => {
    if (!means) return [];
    const all = offeredMeans(means, wallet, walletsLate);
    return focus === 'preferred' ? preferredMeans(all, defaultIds, preferredSelection) : all;
  }, [means, wallet, walletsLate, focus, defaultIds, preferredSelection]);
  const unavailable = t`Unavailable right now`;
  const items = useMemo(
    () =>
      offered.map((mean) => {
        const range = meanAmountState(amount, mean);
        return {
          id: mean.id,
          logo: meanLogo(mean),
          ...labels(mean),
          disabled: mean.status !== 'enabled',
          // A mean that cannot be used now says why (SPEC 8: a failed PayPal client token disables PayPal).
          footer: mean.detail.unavailable ? unavailable : moneyRange(mean.detail.minAmount, mean.detail.maxAmount),
          footerError: range.outOfRange,
        };
      }),
    [offered, amount, labels, moneyRange, unavailable],
  );
  // One mark, where Pay goes (docs/decisions.md, "The mark is where Pay goes"): SPEC 4's two defaults
  // (P24 with BLIK, Multibanco with MB Way) stay the machine's defaults, but only the mean Pay uses is checked.
  const selectedIds = useMemo(() => (selectedId ? [selectedId] : []), [selectedId]);
  const onSelect = useCallback((id: string) => meansRef.send({ type: 'mean.selected', id }), [meansRef]);
  const onScrollStatusChange = useCallback((status: MeanListScrollStatus) => meansRef.send({ type: 'means.scrolled', status }), [meansRef]);
  // A Multibanco reference already given stays reachable, and Pay for the same deposit shows it rather than
  // asking for a second one (src/domain/multibanco-reference.ts; DESIGN 7 one intent, one deposit).
  const [referenceOpen, setReferenceOpen] = useState(false);
  const kept = liveReference(useKeptReference(), Date.now());
  // Not under the reference dialog of the flow that gave it: it appears with the amount page when the player
  // closes that dialog (an answer to their tap, not a notice arriving late above Pay).
  const referenceFlowOpen = useFlow('directDeposit') !== undefined;

  if (!ready || !means) {
    return (
      <div className={s.means}>
        <div className={s.meansLoading} role="status" aria-label={t`Loading payment methods`}>
          <Spinner />
        </div>
        <div className={s.payPlaceholder} aria-hidden="true" />
      </div>
    );
  }
  const selected = offered.find((m) => m.id === selectedId) ?? null;
  const error = amountErrorFor(amount, selected, bounds);
  const errorText = error === 'noMethodAvailable' ? t`No payment method is available for this amount.` : null;
  const payable = canPay(amount, selected, bounds);
  // While SPEC 4's two defaults stand (P24 with BLIK, Multibanco with MB Way), Pay also names the one it
  // pays with, the one checked (docs/decisions.md, "The mark is where Pay goes").
  const payName = selected && defaultIds.length > 1 && defaultIds.includes(selected.id) ? labels(selected).label : null;
  // Apple Pay and Google Pay start from their own buttons (WalletPayButton.tsx), named as Pay would read.
  const walletKind = selected?.type === 'APPLEPAY' || selected?.type === 'GOOGLEPAY' ? selected.type : null;
  let walletLabel = '';
  if (walletKind !== null && selected) {
    // The button shows only the wallet's mark; its name is Pay's words (the same messages).
    const payName = labels(selected).label;
    walletLabel = amount !== null && amount > 0 ? t`Deposit ${money(amount)} with ${payName}` : t`Deposit with ${payName}`;
  }
  const showsReference = payShowsReference(kept, selected, amount, Date.now());

  return (
    <div className={s.means}>
      <MeanList
        label={t`Payment methods`}
        darkLogos={dark}
        selectedIds={selectedIds}
        onSelect={onSelect}
        onScrollStatusChange={onScrollStatusChange}
        items={items}
      />
      {focus === 'preferred' && (
        <Button variant="ghost" fullWidth onClick={() => actor.send({ type: 'view.opened', view: 'methods' })} data-testid="all-methods">
          <Trans>All payment methods</Trans>
        </Button>
      )}
      {promotion && offered.some((m) => m.type === 'BANKTRANSFER_DEPOSIT') && (
        <p className={s.note} data-testid="bank-transfer-promotion">
          <Trans>
            Deposit {money(promotion.deposit)} or more by bank transfer and get a {money(promotion.freebet)} freebet.
          </Trans>
        </p>
      )}
      {errorText && (
        <p className={s.error} role="alert">
          {errorText}
        </p>
      )}
      {selected?.type === 'CARD' && cardNetworkInfoUrl(legislation) && (
        <a className={s.note} href={cardNetworkInfoUrl(legislation) ?? undefined} target="_blank" rel="noopener noreferrer" data-testid="card-network-link">
          <Trans>You can choose the card network (CB, Visa, Mastercard) used for your payment</Trans>
        </a>
      )}
      {kept && !referenceFlowOpen && (
        <KeptReferenceOffer kept={kept} open={referenceOpen} onOpen={() => setReferenceOpen(true)} onClose={() => setReferenceOpen(false)} />
      )}
      {paypalRunning ? (
        <PayPalSlot />
      ) : walletKind !== null && selected ? (
        <WalletPay
          kind={walletKind}
          meanId={selected.id}
          label={walletLabel}
          disabled={!payable}
          busy={busy}
          dark={dark}
          language={language}
          onPay={() => amount !== null && actor.send({ type: 'deposit.requested', mean: selected, amount, intentId: crypto.randomUUID() })}
        />
      ) : (
        <Button
          fullWidth
          disabled={!payable}
          loading={busy}
          data-testid="pay-button"
          data-mean-id={selected?.id}
          onClick={() => {
            if (showsReference) return setReferenceOpen(true);
            // One tap, one intent: its id is the deposit call's correlation id (a second tap is ignored by the root).
            if (selected && amount !== null) actor.send({ type: 'deposit.requested', mean: selected, amount, intentId: crypto.randomUUID() });
          }}
        >
          {showsReference ? (
            <Trans>See my Multibanco reference</Trans>
          ) : payName !== null ? (
            amount !== null && amount > 0 ? (
              <Trans>
                Deposit {money(amount)} with {payName}
              </Trans>
            ) : (
              <Trans>Deposit with {payName}</Trans>
            )
          ) : amount !== null && amount > 0 ? (
            <Trans>Deposit {money(amount)}</Trans>
          ) : (
            <Trans>Deposit</Trans>
          )}
        </Button>
      )}
    </div>
  );
}

function WalletPay({ kind, ...props }: { kind: 'APPLEPAY' | 'GOOGLEPAY' } & Parameters<typeof ApplePayButton>[0]) {
  return kind === 'APPLEPAY' ? <ApplePayButton {...props} /> : <GooglePayButton {...props} />;
}
