// Skrill (SPEC 2 route "skrill"): the player's Skrill login and password, sent with the deposit and
// never kept; the login is prefilled from the saved Skrill account.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { directDepositMachine } from '../../../../machines/direct-deposit.machine';
import { useFlow } from '../../../app/use-flow';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { useMoney } from '../../../screens/amount/format';
import * as screen from '../../../screens/screen.css';

/** The Skrill login is remembered on this device (SPEC 9 persisted values); never the password. */
const LOGIN_KEY = 'cashier-skrill-login';
const rememberedLogin = (): string => {
  try {
    return localStorage.getItem(LOGIN_KEY) ?? '';
  } catch {
    return '';
  }
};
const rememberLogin = (login: string) => {
  try {
    localStorage.setItem(LOGIN_KEY, login);
  } catch {
    // Storage may be off in a private webview; the form still works.
  }
};

type DirectRef = ActorRefFrom<typeof directDepositMachine>;

export function SkrillScreen() {
  const flow = useFlow<DirectRef>('directDeposit');
  return flow ? <SkrillForm flow={flow} /> : null;
}

function SkrillForm({ flow }: { flow: DirectRef }) {
  const { t } = useLingui();
  const saved = useSelector(flow, (s) => s.context.login ?? '');
  const amount = useSelector(flow, (s) => s.context.amount);
  const money = useMoney();
  const [login, setLogin] = useState(() => saved || rememberedLogin());
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = login.trim() === '' || password === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missing) return;
    rememberLogin(login.trim());
    flow.send({ type: 'skrill.submitted', login: login.trim(), password });
  };

  return (
    <form className={screen.stack} onSubmit={submit} noValidate data-testid="skrill-form">
      <h1 className={screen.title}>
        <Trans>Pay with Skrill</Trans>
      </h1>
      <TextField
        label={t`Skrill email`}
        type="email"
        autoComplete="username"
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={touched && login.trim() === '' ? t`Please fill in this field.` : undefined}
        data-testid="skrill-login"
      />
      <PasswordField
        label={t`Skrill password`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && password === '' ? t`Please fill in this field.` : undefined}
        data-testid="skrill-password"
      />
      <Button type="submit" fullWidth data-testid="skrill-submit">
        <Trans>Deposit {money(amount)}</Trans>
      </Button>
      <Button variant="ghost" fullWidth onClick={() => flow.send({ type: 'skrill.cancelled' })}>
        <Trans>Choose another method</Trans>
      </Button>
    </form>
  );
}
