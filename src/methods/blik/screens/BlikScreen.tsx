// BLIK (SPEC 2 route "blik"): the code form (steps text, the 6-digit code with a numeric keyboard, the
// one-click consent, close), then the wait while the player confirms in the banking app (the amount, the
// code's time left, a way back). SPEC 5: a missing code shows payment.null.information.error.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { blikMachine } from '../../../../machines/blik.machine';
import { useFlow } from '../../../app/use-flow';
import { BLIK_CODE_LENGTH, BLIK_CODE_LIFETIME_MS, BLIK_CODE_MISSING, blikCodeError, blikDigits } from '../rules';
import { Button } from '../../../ui/Button';
import { CountdownLabel } from '../../../ui/CountdownLabel';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useMoney } from '../../../screens/amount/format';
import * as screen from '../../../screens/screen.css';
import { Sending } from '../../../screens/shared/Sending';
import * as s from './blik.css';
import { useWaitLeft } from '../../../screens/shared/use-wait-left';

type BlikRef = ActorRefFrom<typeof blikMachine>;

const CODE_ERRORS = {
  [BLIK_CODE_MISSING]: msg({ id: 'payment.null.information.error', message: 'Please fill in this field.' }),
  incomplete: msg`Enter the 6-digit BLIK code.`,
};

export function BlikScreen() {
  const flow = useFlow<BlikRef>('blik');
  return flow ? <Blik flow={flow} /> : null;
}

function Blik({ flow }: { flow: BlikRef }) {
  const step = useSelector(flow, (snap) => (snap.hasTag('waiting') ? 'waiting' : snap.hasTag('busy') ? 'busy' : 'form'));
  const isToken = useSelector(flow, (snap) => snap.context.tokenId !== null);
  if (step === 'waiting') return <Waiting flow={flow} />;
  // BLIK one-click is paid without the form: its call runs behind a spinner.
  if (isToken) {
    return (
      <Sending testId="blik-sending">
        <Trans>Sending your BLIK payment to your bank…</Trans>
      </Sending>
    );
  }
  return <CodeForm flow={flow} busy={step === 'busy'} />;
}

function CodeForm({ flow, busy }: { flow: BlikRef; busy: boolean }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const amount = useSelector(flow, (snap) => snap.context.amount);
  const [code, setCode] = useState('');
  const [oneClick, setOneClick] = useState(false);
  const [touched, setTouched] = useState(false);
  const error = blikCodeError(code);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error === null) flow.send({ type: 'blik.submitted', code, oneClick });
  };

  return (
    <form className={screen.stack} onSubmit={submit} noValidate data-testid="blik-form">
      <h1 className={screen.title}>
        <Trans>Pay with BLIK</Trans>
      </h1>
      <ol className={s.steps} data-testid="blik-steps">
        <li>
          <Trans>Open your banking app and generate a BLIK code.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code below.</Trans>
        </li>
        <li>
          <Trans>Confirm the payment in your banking app.</Trans>
        </li>
      </ol>
      <TextField
        label={t`BLIK code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputClassName={s.code}
        placeholder="000000"
        maxLength={BLIK_CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(blikDigits(e.target.value))}
        error={touched && error ? i18n._(error === BLIK_CODE_MISSING ? CODE_ERRORS[BLIK_CODE_MISSING] : CODE_ERRORS.incomplete) : undefined}
        disabled={busy}
        data-testid="blik-code"
      />
      <label className={s.check}>
        <input
          type="checkbox"
          className={s.checkbox}
          checked={oneClick}
          disabled={busy}
          onChange={(e) => setOneClick(e.target.checked)}
          data-testid="blik-one-click"
        />
        <Trans>Save BLIK for one-click payments: next time, just confirm in your banking app, without a code.</Trans>
      </label>
      <Button type="submit" fullWidth loading={busy} disabled={busy} data-testid="blik-submit">
        <Trans>Deposit {money(amount)}</Trans>
      </Button>
      <Button variant="ghost" fullWidth disabled={busy} onClick={() => flow.send({ type: 'blik.cancelled' })} data-testid="blik-close">
        <Trans>Close</Trans>
      </Button>
    </form>
  );
}

function Waiting({ flow }: { flow: BlikRef }) {
  const money = useMoney();
  const amount = useSelector(flow, (snap) => snap.context.amount);
  const resumed = useSelector(flow, (snap) => snap.context.resume);
  const msLeft = useWaitLeft(BLIK_CODE_LIFETIME_MS, resumed);
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="blik-waiting" aria-live="polite">
      <Spinner size="lg" />
      <h1 className={screen.title}>
        <Trans>Confirm the payment in your banking app</Trans>
      </h1>
      <p className={s.amount} data-testid="blik-amount">
        {money(amount)}
      </p>
      <p className={s.timeLeft}>
        <Trans>Time left to confirm:</Trans> <CountdownLabel msLeft={msLeft} />
      </p>
      <p className={screen.text}>
        <Trans>This page updates by itself once you confirm. If you leave, your deposit is credited as soon as your bank confirms it.</Trans>
      </p>
      <Button variant="ghost" onClick={() => flow.send({ type: 'blik.cancelled' })} data-testid="blik-leave">
        <Trans>Don't wait</Trans>
      </Button>
    </section>
  );
}

export default BlikScreen;
