// The amount page while its calls load: its title and grey blocks where the
// field, presets, means and Pay button will be, so the page paints early and nothing shifts after.
import { Trans } from '@lingui/react/macro';
import * as screen from '../screen.css';
import * as s from './AmountSkeleton.css';

/** `backdrop`: the page's shape under a dialog that has no amount page to open over (not loading). */
export function AmountSkeleton({ backdrop = false }: { backdrop?: boolean }) {
  return (
    <section className={screen.stack} aria-busy={!backdrop} aria-hidden={backdrop || undefined} data-testid={backdrop ? 'amount-backdrop' : 'amount-skeleton'}>
      <h1 className={screen.title}><Trans>How much do you want to deposit?</Trans></h1>
      <div className={`${s.block} ${s.label}`} />
      <div className={`${s.block} ${s.field}`} />
      <div className={`${s.block} ${s.presets}`} />
      <div className={`${s.block} ${s.means}`} />
      <div className={`${s.block} ${s.pay}`} />
    </section>
  );
}
