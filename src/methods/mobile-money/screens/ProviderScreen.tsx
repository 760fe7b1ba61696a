// The operator's side (SPEC 2 route "mobile-money/provider"): the Wave QR code page (redirect_qrcode_wave),
// paid by scanning with the Wave app while the transaction is polled; or a post form to the operator,
// submitted at once.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { renderSVG } from 'uqr';
import { Spinner } from '../../../ui/Spinner';
import { useMoney } from '../../../screens/amount/format';
import { StopWaiting } from '../../../screens/shared/StopWaiting';
import * as screen from '../../../screens/screen.css';
import * as s from './MobileMoney.css';
import { useMobileMoneyFlow, type MobileMoneyRef } from './use-flow';

export function ProviderScreen() {
  const flow = useMobileMoneyFlow();
  return flow ? <Provider flow={flow} /> : null;
}

function Provider({ flow }: { flow: MobileMoneyRef }) {
  const redirect = useSelector(flow, (snap) => snap.context.redirect);
  if (redirect?.kind === 'waveQr') return <WaveQr flow={flow} qr={redirect.qr} />;
  if (redirect?.kind === 'postForm') return <PostForm url={redirect.url} fields={redirect.fields} />;
  return null;
}

function WaveQr({ flow, qr }: { flow: MobileMoneyRef; qr: string }) {
  const { t } = useLingui();
  const money = useMoney();
  const amount = useSelector(flow, (snap) => snap.context.amount);
  const svg = renderSVG(qr, { border: 2 });
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const isLink = /^https?:\/\//.test(qr);
  return (
    <section className={`${screen.stack} ${screen.centred}`} data-testid="wave-qr-page">
      <h1 className={screen.title}>
        <Trans>Pay {money(amount)} with Wave</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>Scan this QR code with the Wave app on your phone and confirm the payment.</Trans>
      </p>
      <img className={s.qr} src={src} alt={t`Wave payment QR code`} data-testid="wave-qr" data-qr={qr} />
      {isLink && (
        <a className={s.link} href={qr} data-testid="wave-link">
          <Trans>Open the Wave app</Trans>
        </a>
      )}
      <p className={screen.text} aria-live="polite">
        <Spinner size="sm" /> <Trans>Waiting for the payment…</Trans>
      </p>
      <StopWaiting onStop={() => flow.send({ type: 'wait.stopped' })} testId="momo-stop-waiting" />
    </section>
  );
}

function PostForm({ url, fields }: { url: string; fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={url} data-testid="momo-post-form" className={`${screen.stack} ${screen.centred}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Spinner size="lg" />
      <p className={screen.text}>
        <Trans>Taking you to your operator…</Trans>
      </p>
      <noscript>
        <button type="submit">
          <Trans>Continue</Trans>
        </button>
      </noscript>
    </form>
  );
}

export default ProviderScreen;
