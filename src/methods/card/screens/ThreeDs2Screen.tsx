// The 3DS2 challenge page (SPEC 2 "card/3ds2", SPEC 4 detail 3): the issuer's ACS in an iframe. The app
// posts the EMVCo CReq to acsURL in that frame; when the ACS has posted its CRes to the notification
// page, that page tells this one (postMessage, same origin) and the flow polls for the result.
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useMoney } from '../../../screens/amount/format';
import * as screen from '../../../screens/screen.css';
import * as s from './card.css';
import { useCard, useCardRef, type CardRef } from './use-card';

export const THREEDS_CHANNEL = 'cashier.threeds';

export function ThreeDs2Screen() {
  const ref = useCardRef();
  return ref ? <Challenge cardRef={ref} /> : null;
}

function Challenge({ cardRef }: { cardRef: CardRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const acsUrl = useCard(cardRef, (s) => s.context?.threeDs?.acsURL ?? null);
  const creq = useCard(cardRef, (s) => s.context?.threeDs?.creq ?? '');
  const tx = useCard(cardRef, (s) => s.context?.threeDs?.transactionId ?? '');
  const amount = useCard(cardRef, (s) => s.context?.amount ?? 0);
  // Back (header or browser) on the challenge asks first (machines/card.machine.ts `challenge`).
  const asking = useCard(cardRef, (s) => s.hasTag?.('dialog') ?? false);
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (acsUrl && form.current && posted.current !== tx) {
      posted.current = tx;
      form.current.submit();
    }
  }, [acsUrl, tx]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== window.location.origin) return;
      const data = e.data as { channel?: string; type?: string } | null;
      if (data?.channel === THREEDS_CHANNEL && data.type === 'cres') cardRef.send({ type: 'threeds.challengeCompleted' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [cardRef]);

  return (
    <section className={`${screen.stack} ${s.wide}`} data-testid="threeds2-page">
      <h1 className={screen.title}>
        <Trans>Confirm with your bank</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>Your bank asks you to confirm the payment of {money(amount)}.</Trans>
      </p>
      <iframe ref={frame} name="threeds-challenge" title={t`Your bank's verification page`} className={s.challengeFrame} data-testid="threeds2-frame" />
      {acsUrl && (
        <form ref={form} method="post" action={acsUrl} target="threeds-challenge" className={s.hidden}>
          <input type="hidden" name="creq" value={creq} />
        </form>
      )}
      <ConfirmDialog
        open={asking}
        title={<Trans>Cancel the payment?</Trans>}
        message={<Trans>Your bank is still waiting for your confirmation. If you leave now, the payment is cancelled.</Trans>}
        confirmLabel={<Trans>Cancel the payment</Trans>}
        cancelLabel={<Trans>Continue with my bank</Trans>}
        onConfirm={() => cardRef.send({ type: 'threeds.cancelConfirmed' })}
        onCancel={() => cardRef.send({ type: 'threeds.cancelDismissed' })}
        data-testid="threeds2-cancel-dialog"
      />
    </section>
  );
}
