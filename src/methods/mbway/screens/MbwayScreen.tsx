// MB Way (SPEC 2 route "mbway"): the phone form (+351, Portuguese mobile numbers, a tel keyboard; the
// optional mandate with the MBWayPA authorised-payments consent tooltip), then the wait while the player
// approves in the MB Way app (the amount, the phone number, the time left, a way back), or, in a native
// app, the MB Way app opened app-to-app. SPEC 5: a missing number shows payment.null.information.error.
import { lazy, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { MBWAY_APPROVAL_WAIT_MS, type mbwayMachine } from '../../../../machines/mbway.machine';
import { useFlow } from '../../../app/use-flow';
import { MBWAY_CALLING_CODE, MBWAY_PHONE_MISSING, mbwayDigits, mbwayPhoneError } from '../rules';
import { Button } from '../../../ui/Button';
import { CountdownLabel } from '../../../ui/CountdownLabel';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useMoney } from '../../../screens/amount/format';
import * as screen from '../../../screens/screen.css';
import { HelpSlot } from '../../../screens/shared/HelpSlot';
import { Sending } from '../../../screens/shared/Sending';
import * as s from './mbway.css';
import { useWaitLeft } from '../../../screens/shared/use-wait-left';

type MbwayRef = ActorRefFrom<typeof mbwayMachine>;

const MandateHelp = lazy(() => import('./MandateHelp'));

const PHONE_ERRORS = {
  [MBWAY_PHONE_MISSING]: msg({ id: 'payment.null.information.error', message: 'Please fill in this field.' }),
  invalid: msg`Enter a Portuguese mobile number: 9 digits starting with 91, 92, 93 or 96.`,
};

/** 912345678 -> 912 345 678 (as the number is printed on MB Way cards and in the app). */
const grouped = (digits: string) => digits.replace(/(\d{3})(?=\d)/g, '$1 ');
/** A saved number (+351912345678) or typed digits, shown as +351 912 345 678. */
const shownPhone = (saved: string | null, digits: string) => `+${MBWAY_CALLING_CODE} ${grouped(saved ? mbwayDigits(saved) : digits)}`;

export function MbwayScreen() {
  const flow = useFlow<MbwayRef>('mbway');
  return flow ? <Mbway flow={flow} /> : null;
}

function Mbway({ flow }: { flow: MbwayRef }) {
  const step = useSelector(flow, (snap) => (snap.hasTag('waiting') ? 'waiting' : snap.hasTag('appToApp') ? 'appToApp' : snap.hasTag('busy') ? 'busy' : 'form'));
  const isToken = useSelector(flow, (snap) => snap.context.tokenId !== null);
  if (step === 'waiting') return <Waiting flow={flow} />;
  if (step === 'appToApp') return <AppToApp flow={flow} />;
  // A saved MB Way is paid without the form: its call runs behind a spinner.
  if (isToken) {
    return (
      <Sending testId="mbway-sending">
        <Trans>Sending your payment request to MB Way…</Trans>
      </Sending>
    );
  }
  return <PhoneForm flow={flow} busy={step === 'busy'} />;
}

function PhoneForm({ flow, busy }: { flow: MbwayRef; busy: boolean }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const amount = useSelector(flow, (snap) => snap.context.amount);
  const mandateOffered = useSelector(flow, (snap) => snap.context.mandateOffered);
  const [digits, setDigits] = useState('');
  const [createMandate, setCreateMandate] = useState(false);
  const [touched, setTouched] = useState(false);
  const error = mbwayPhoneError(digits);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error === null) flow.send({ type: 'mbway.submitted', phoneDigits: digits, createMandate: mandateOffered && createMandate });
  };

  return (
    <form className={screen.stack} onSubmit={submit} noValidate data-testid="mbway-form">
      <h1 className={screen.title}>
        <Trans>Pay with MB Way</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>Enter the mobile number of your MB Way account, then approve the payment in the MB Way app.</Trans>
      </p>
      <TextField
        prefix={<span data-testid="mbway-calling-code">+{MBWAY_CALLING_CODE}</span>}
        label={t`MB Way phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="912 345 678"
        value={grouped(digits)}
        onChange={(e) => setDigits(mbwayDigits(e.target.value))}
        onBlur={() => setTouched(digits !== '')}
        error={touched && error ? i18n._(error === MBWAY_PHONE_MISSING ? PHONE_ERRORS[MBWAY_PHONE_MISSING] : PHONE_ERRORS.invalid) : undefined}
        disabled={busy}
        reserveErrorSpace
        data-testid="mbway-phone"
      />
      {mandateOffered && (
        <div className={s.mandate}>
          <label className={s.check}>
            <input
              type="checkbox"
              className={s.checkbox}
              checked={createMandate}
              disabled={busy}
              onChange={(e) => setCreateMandate(e.target.checked)}
              data-testid="mbway-mandate"
            />
            <Trans>Authorise my next MB Way deposits (no approval needed each time)</Trans>
          </label>
          <HelpSlot>
            <MandateHelp />
          </HelpSlot>
        </div>
      )}
      <Button type="submit" fullWidth loading={busy} disabled={busy} data-testid="mbway-submit">
        <Trans>Deposit {money(amount)}</Trans>
      </Button>
      <Button variant="ghost" fullWidth disabled={busy} onClick={() => flow.send({ type: 'mbway.cancelled' })} data-testid="mbway-close">
        <Trans>Close</Trans>
      </Button>
    </form>
  );
}

function usePhone(flow: MbwayRef) {
  const saved = useSelector(flow, (snap) => snap.context.savedPhone);
  const digits = useSelector(flow, (snap) => snap.context.phoneDigits);
  return saved || digits ? shownPhone(saved, digits) : null;
}

function Waiting({ flow }: { flow: MbwayRef }) {
  const money = useMoney();
  const amount = useSelector(flow, (snap) => snap.context.amount);
  const phone = usePhone(flow);
  const resumed = useSelector(flow, (snap) => snap.context.resume);
  const msLeft = useWaitLeft(MBWAY_APPROVAL_WAIT_MS, resumed);
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="mbway-waiting" aria-live="polite">
      <Spinner size="lg" />
      <h1 className={screen.title}>
        <Trans>Approve the payment in the MB Way app</Trans>
      </h1>
      <p className={s.amount} data-testid="mbway-amount">
        {money(amount)}
      </p>
      {phone && (
        <p className={s.detail}>
          <Trans>Sent to</Trans> <span data-testid="mbway-phone-shown">{phone}</span>
        </p>
      )}
      <p className={s.detail}>
        <Trans>Time left to approve:</Trans> <CountdownLabel msLeft={msLeft} />
      </p>
      <p className={screen.text}>
        <Trans>This page updates by itself once you approve. If you leave, your deposit is credited as soon as MB Way confirms it.</Trans>
      </p>
      <Button variant="ghost" onClick={() => flow.send({ type: 'mbway.cancelled' })} data-testid="mbway-leave">
        <Trans>Don't wait</Trans>
      </Button>
    </section>
  );
}

function AppToApp({ flow }: { flow: MbwayRef }) {
  const money = useMoney();
  const amount = useSelector(flow, (snap) => snap.context.amount);
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="mbway-app-to-app" aria-live="polite">
      <Spinner size="lg" />
      <h1 className={screen.title}>
        <Trans>Continue in the MB Way app</Trans>
      </h1>
      <p className={s.amount}>{money(amount)}</p>
      <p className={screen.text}>
        <Trans>The MB Way app opens to approve the payment, then brings you back here.</Trans>
      </p>
      <Button variant="ghost" onClick={() => flow.send({ type: 'mbway.cancelled' })} data-testid="mbway-leave">
        <Trans>Don't wait</Trans>
      </Button>
    </section>
  );
}

export default MbwayScreen;
