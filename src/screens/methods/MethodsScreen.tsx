// Route /methods (SPEC 2 "methods"): the full list of payment means to choose from. Choosing one
// selects it and opens the amount page with it; the header's back (or the browser's) goes there too.
import { useSelector } from '../../app/use-actor-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { paymentMeansMachine } from '../../../machines/payment-means.machine';
import { offeredMeans } from '../../domain/default-mean';
import { useChild, useDeposit, useDepositActor } from '../../app/actor-context';
import { selectDark } from '../../app/selectors';
import { PaymentLogo } from '../../ui/logos/PaymentLogo';
import { Spinner } from '../../ui/Spinner';
import { useMoneyRange } from '../amount/format';
import { meanLogo, useMeanLabels } from '../amount/mean-labels';
import * as screen from '../screen.css';
import * as s from './MethodsScreen.css';
import { Identity } from '../../ui/Identity';

type MeansRef = ActorRefFrom<typeof paymentMeansMachine>;

export function MethodsScreen() {
  const meansRef = useChild<MeansRef>('paymentMeans');
  return meansRef ? <Methods meansRef={meansRef} /> : null;
}

function Methods({ meansRef }: { meansRef: MeansRef }) {
  const { t } = useLingui();
  const actor = useDepositActor();
  const labels = useMeanLabels();
  const moneyRange = useMoneyRange();
  const dark = useDeposit(selectDark);
  const means = useSelector(meansRef, (snap) => snap.context.data?.means ?? null);
  const wallet = useSelector(meansRef, (snap) => snap.context.wallet);
  const walletsLate = useSelector(meansRef, (snap) => snap.context.walletsLate);
  const selectedId = useSelector(meansRef, (snap) => snap.context.selectedId);
  if (!means)
    return (
      <div role="status" aria-label={t`Loading payment methods`}>
        <Spinner />
      </div>
    );
  const offered = offeredMeans(means, wallet, walletsLate);
  const choose = (id: string) => {
    meansRef.send({ type: 'mean.selected', id });
    actor.send({ type: 'view.opened', view: 'amount' });
  };
  return (
    <section className={screen.stack} data-testid="methods">
      <h1 className={screen.title}>
        <Trans>All payment methods</Trans>
      </h1>
      <ul className={s.list}>
        {offered.map((mean) => {
          const { label, sublabel } = labels(mean);
          const disabled = mean.status !== 'enabled';
          return (
            <li key={mean.id}>
              <button
                type="button"
                className={s.item}
                disabled={disabled}
                aria-current={mean.id === selectedId ? 'true' : undefined}
                data-testid="methods-item"
                data-mean-id={mean.id}
                onClick={() => choose(mean.id)}
              >
                <PaymentLogo id={meanLogo(mean)} dark={dark} decorative />
                <span className={s.text}>
                  <span className={s.label}>{label}</span>
                  {sublabel && (
                    <span className={s.sub}>
                      <Identity text={sublabel} />
                    </span>
                  )}
                </span>
                <span className={s.range}>{mean.detail.unavailable ? t`Unavailable right now` : moneyRange(mean.detail.minAmount, mean.detail.maxAmount)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default MethodsScreen;
