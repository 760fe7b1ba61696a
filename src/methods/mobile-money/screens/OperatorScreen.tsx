// Mobile money operator selection (SPEC 2 route "method_operator"): the operators the server lists for
// the method, in its display order (SPEC 3), carried by the flow's context.
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { PaymentLogo } from '../../../ui/logos/PaymentLogo';
import * as screen from '../../../screens/screen.css';
import { OPERATOR_LOGOS, OPERATOR_NAMES } from './labels';
import * as s from './MobileMoney.css';
import { useMobileMoneyFlow, type MobileMoneyRef } from './use-flow';

export function OperatorScreen() {
  const flow = useMobileMoneyFlow();
  return flow ? <Operators flow={flow} /> : null;
}

function Operators({ flow }: { flow: MobileMoneyRef }) {
  const operators = useSelector(flow, (snap) => snap.context.operators);
  return (
    <section className={screen.stack} data-testid="momo-operators">
      <h1 className={screen.title}>
        <Trans>Choose your mobile money operator</Trans>
      </h1>
      {operators.length === 0 ? (
        <p role="status" data-testid="momo-no-operator">
          <Trans>No mobile money operator is available right now.</Trans>
        </p>
      ) : (
        <ul className={s.operators}>
          {operators.map((op) => (
            <li key={op}>
              <button
                type="button"
                className={s.operator}
                data-testid={`momo-operator-${op}`}
                onClick={() => flow.send({ type: 'momo.operatorSelected', operator: op })}
              >
                <PaymentLogo id={OPERATOR_LOGOS[op]} decorative />
                <span>{OPERATOR_NAMES[op]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" fullWidth onClick={() => flow.send({ type: 'momo.cancelled' })}>
        <Trans>Choose another method</Trans>
      </Button>
    </section>
  );
}

export default OperatorScreen;
