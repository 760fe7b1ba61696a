// Every waiting screen has a way out. The deposit was accepted and may still complete, so
// stopping ends as pending, unconfirmed ("we are confirming your deposit"): never failed, never a new deposit.
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import * as screen from '../screen.css';

export function StopWaiting({ onStop, testId }: { onStop(): void; testId: string }) {
  return (
    <>
      <p className={screen.text}>
        <Trans>Taking too long? You can stop waiting: your deposit goes on and your balance is updated once it is confirmed.</Trans>
      </p>
      <Button variant="ghost" fullWidth onClick={onStop} data-testid={testId}>
        <Trans>Stop waiting</Trans>
      </Button>
    </>
  );
}
