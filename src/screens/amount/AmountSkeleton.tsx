// The amount page while its calls load: its title and grey blocks where the
// field, presets, means and Pay button will be, so the page paints early and nothing shifts after.
import { Trans } from '@lingui/react/macro';
import * as screen from '../screen.css';
import * as s from './AmountSkeleton.css';

/**
 * `backdrop`: under a dialog that has no amount page to open over (ineligible, a confirmation after a
 * provider's return): the page's title on its plain background. Not the skeleton: no page is coming to fill
 * its grey blocks, and a sheet on a loading page reads as something still under way (docs/decisions.md "A
 * sheet with no page under it"). The title stays: focus waits on it while the dialog loads (focus-on-screen.ts).
 */
export function AmountSkeleton({ backdrop = false }: { backdrop?: boolean }) {
  if (backdrop) {
    return (
      <section className={screen.stack} aria-hidden="true" data-testid="amount-backdrop">
        <h1 className={screen.title}>
          <Trans>How much do you want to deposit?</Trans>
        </h1>
      </section>
    );
  }
  return (
    <section className={screen.stack} aria-busy="true" data-testid="amount-skeleton">
      <h1 className={screen.title}>
        <Trans>How much do you want to deposit?</Trans>
      </h1>
      <div className={`${s.block} ${s.label}`} />
      <div className={`${s.block} ${s.field}`} />
      <div className={`${s.block} ${s.presets}`} />
      <div className={`${s.block} ${s.means}`} />
      <div className={`${s.block} ${s.pay}`} />
    </section>
  );
}
