// The amount page (SPEC 2): amount entry with suggested presets, the payment means, the promotional
// banner and the player's deposit limits. Dialogs over it: the ineligibility dialog (then the player
// leaves), a failed deposit's error dialog, and the embedded deposit confirmation.
import { memo, useCallback, useMemo } from 'react';
import { useSelector } from '../../app/use-actor-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { amountMachine } from '../../../machines/amount.machine';
import type { EligibilityData } from '../../../machines/eligibility.machine';
import { amountErrorFor, effectiveBounds } from '../../domain/amount-validation';
import { canTryAgain, ineligibilityCode } from '../../domain/errors';
import { depositBounds, limitsDisplay, limitsSummary, validateAmount, type BoundsSource } from '../../domain/limits';
import { changeAmountField, formatAmountEntry, settleAmountField } from '../../domain/amount-entry';
import { amountDecimals, CURRENCY_SYMBOLS } from '../../domain/money';
import { useChild, useDeposit, useDepositActor, type DepositSnapshot } from '../../app/actor-context';
import { selectCurrency, selectIneligibleReason, selectLegislation, selectLocale } from '../../app/selectors';
import { AmountField, type AmountChange } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { PresetRow } from '../../ui/Chip';
import * as screen from '../screen.css';
import { ConfirmationDialog, ErrorDialog, LimitsDialog } from '../shared/lazy-dialogs';
import * as s from './AmountScreen.css';
import { AmountSkeleton } from './AmountSkeleton';
import { BannerSlot } from './BannerSlot';
import { useLimitLabel } from './limit-label';
import { useMoney } from './format';
import { MeansSection } from './MeansSection';
import { useMeansRef, useMeansShown, useSelectedMean } from './selected-mean';

type AmountRef = ActorRefFrom<typeof amountMachine>;

// What a tap on a method tile does not change is not drawn again (the tap answered within 50 ms):
// the amount field, the presets, the means section's frame and the banner keep their props from one
// render of the form to the next, so only what depends on the selected mean renders.
const AmountFieldMemo = memo(AmountField);
const PresetRowMemo = memo(PresetRow);
const MeansSectionMemo = memo(MeansSection);
const BannerSlotMemo = memo(BannerSlot);

const selectEligibility = (s: { context: { eligibility: EligibilityData | null } }) => s.context.eligibility;
const selectFailure = (s: DepositSnapshot) => (s.hasTag('depositFailed') ? s.context.failure : null);
const selectConfirming = (s: DepositSnapshot) => s.hasTag('confirmation');

/** `focus`: the amount page focused on the player's preferred means (route /preferred). */
export function AmountScreen({ focus }: { focus?: 'preferred' } = {}) {
  const actor = useDepositActor();
  const ineligibleReason = useDeposit(selectIneligibleReason);
  const failure = useDeposit(selectFailure);
  const confirming = useDeposit(selectConfirming);
  const amountRef = useChild<AmountRef>('amount');
  const close = () => actor.send({ type: 'dialog.closed' });
  // "Try again" sends the failed request again as a new intent (the root checks it can be paid, as Pay).
  const retry = () => {
    const request = actor.getSnapshot().context.request;
    close();
    if (request) actor.send({ type: 'deposit.requested', mean: request.mean, amount: request.amount, intentId: crypto.randomUUID() });
  };
  const canRetry = useDeposit((s) => s.context.request !== null);
  // A dialog without the amount page under it (ineligible, confirmation) opens over the page's shape,
  // never over a blank page.
  const page = amountRef ? <AmountForm amountRef={amountRef} focus={focus} /> : <AmountSkeleton backdrop />;
  if (ineligibleReason) {
    return (
      <>
        {page}
        <ErrorDialog code={ineligibilityCode(ineligibleReason)} onClose={close} />
      </>
    );
  }
  if (confirming)
    return (
      <>
        {page}
        <ConfirmationDialog />
      </>
    );
  return (
    <>
      {amountRef && page}
      {failure && <ErrorDialog code={failure} onClose={close} onRetry={canRetry && canTryAgain(failure) ? retry : undefined} />}
    </>
  );
}

function AmountForm({ amountRef, focus }: { amountRef: AmountRef; focus?: 'preferred' }) {
  const { t } = useLingui();
  const legislation = useDeposit(selectLegislation);
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  const eligibility = useDeposit(selectEligibility);
  const money = useMoney();
  const text = useSelector(amountRef, (s) => s.context.text);
  const amount = useSelector(amountRef, (s) => s.context.amount);
  const source = useSelector(amountRef, (s) => s.context.source);
  const presets = useSelector(amountRef, (s) => s.context.presets);
  const limitsOpen = useSelector(amountRef, (s) => s.hasTag('limitsOpen'));
  const meansRef = useMeansRef();
  const mean = useSelectedMean(meansRef);
  // What sits below the means (banner, limits) comes with them: arriving earlier, the means' own
  // growth (a note under the list) would push it down (CLS).
  const meansShown = useMeansShown(meansRef);

  const wire: BoundsSource & { user_limits: EligibilityData['userLimits'] } = useMemo(
    () => ({
      min_deposit_amount: eligibility?.minDepositAmount ?? null,
      max_deposit_amount: eligibility?.maxDepositAmount ?? null,
      technical_max_deposit_amount: eligibility?.technicalMaxDepositAmount ?? null,
      user_limits: eligibility?.userLimits ?? [],
    }),
    [eligibility],
  );
  // The field reads and writes amounts as the player's locale does (docs/decisions.md "The amount field
  // reads the player's locale"): what is typed stays as typed until the field is left; Pay and the
  // request both read the amount parsed here.
  const format = useMemo(() => ({ locale, legislation, currency }), [locale, legislation, currency]);
  const onValueChange = useCallback(
    (value: string, how: AmountChange) => {
      const next = changeAmountField(value, how, format);
      if (next) amountRef.send({ type: 'amount.changed', ...next });
      return next !== null;
    },
    [amountRef, format],
  );
  const onBlur = useCallback(() => {
    const { text: now } = amountRef.getSnapshot().context;
    const settled = settleAmountField(now, format);
    if (settled && settled.text !== now) amountRef.send({ type: 'amount.changed', ...settled });
  }, [amountRef, format]);
  const presetItems = useMemo(() => presets.map((value) => ({ value, label: money(value) })), [presets, money]);
  const onPreset = useCallback(
    (value: number) => amountRef.send({ type: 'amount.presetSelected', amount: value, text: formatAmountEntry(value, format) }),
    [amountRef, format],
  );
  // With a mean selected, its bounds narrow the deposit bounds (SPEC 5); before, the deposit bounds alone.
  const bounds = mean ? effectiveBounds(mean, wire) : depositBounds(wire);
  const shown = limitsSummary(limitsDisplay(wire, legislation), bounds);
  const problem = mean ? amountErrorFor(amount, mean, wire) : validateAmount(amount, bounds);
  const error =
    problem === 'minLimit'
      ? t`The minimum deposit is ${money(bounds.min)}.`
      : problem === 'maxLimit'
        ? t`The maximum deposit is ${money(bounds.max)}.`
        : undefined;

  return (
    <section className={screen.stack} aria-labelledby="amount-title">
      <h1 id="amount-title" className={screen.title}>
        <Trans>How much do you want to deposit?</Trans>
      </h1>
      <AmountFieldMemo
        value={text}
        onValueChange={onValueChange}
        onBlur={onBlur}
        currencySymbol={CURRENCY_SYMBOLS[currency]}
        decimals={amountDecimals(legislation)}
        error={error}
        data-testid="amount-input"
      />
      <PresetRowMemo
        label={t`Suggested amounts`}
        presets={presetItems}
        selected={source === 'PRESET' || source === 'INITIATED' ? amount : null}
        onSelect={onPreset}
      />
      <MeansSectionMemo amount={amount} bounds={wire} money={money} focus={focus} />
      {meansShown && <BannerSlotMemo />}
      {meansShown && <LimitsSummary shown={shown} money={money} onDetails={() => amountRef.send({ type: 'limits.opened' })} />}
      {shown.lowest && <LimitsDialog open={limitsOpen} limit={shown.lowest} money={money} onClose={() => amountRef.send({ type: 'limits.closed' })} />}
    </section>
  );
}

function LimitsSummary({ shown, money, onDetails }: { shown: ReturnType<typeof limitsDisplay>; money: (n: number) => string; onDetails: () => void }) {
  const lowestLabel = useLimitLabel(shown.lowest?.type ?? 'monthly');
  if (shown.min === null && shown.max === null && !shown.lowest) return null;
  const min = shown.min === null ? null : money(shown.min);
  const max = shown.max === null ? null : money(shown.max);
  const left = shown.lowest ? money(shown.lowest.remaining) : null;
  return (
    <div className={s.limits} data-testid="deposit-limits">
      {min && (
        <div className={s.limitRow} data-testid="limit-min">
          <Trans>Minimum deposit</Trans>
          <span className={s.strong}>{min}</span>
        </div>
      )}
      {max && (
        <div className={s.limitRow} data-testid="limit-max">
          <Trans>Maximum deposit</Trans>
          <span className={s.strong}>{max}</span>
        </div>
      )}
      {left && (
        <div className={s.limitRow} data-testid="limit-lowest">
          <span>
            <Trans>
              Left on your {lowestLabel}: <span className={s.strong}>{left}</span>
            </Trans>
          </span>
          <Button variant="ghost" onClick={onDetails} data-testid="limits-details">
            <Trans>Details</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/** Route /preferred (SPEC 2 PREFERRED_METHODS): the amount page focused on the player's preferred means. */
export function PreferredScreen() {
  return <AmountScreen focus="preferred" />;
}
