// The FR card brand choice, dropdown variant (SPEC 2 "card brand choice page (button list, dropdown, ...)",
// SPEC 4 "The brand choice dropdown appears only for FR with more than one brand"), behind the flag
// payment-f-new-brand-choice-enabled (docs/decisions.md "Card brand choice variants"). Flag off, the form's
// "Change" opens the network-channels page (NetworkChannelsScreen). The dropdown is a native <select>: the
// browser gives it its keyboard and screen-reader behaviour; where `appearance: base-select` is supported
// its list is drawn in the page in the app's style. Choosing sends the same brand.chosen event as the page,
// so the deposit body (scheme, scheme_selection_type user) is the same.
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { DepositSnapshot } from '../../../app/actor-context';
import { useDeposit } from '../../../app/actor-context';
import { selectDark } from '../../../app/selectors';
import { PaymentLogo } from '../../../ui/logos';
import * as s from './brand-dropdown.css';
import { ringHost, ringInner } from '../../../ui/focus-ring.css';
import { cx } from '../../../ui/cx';
import { BRAND_NAMES } from './messages';
import type { CardRef } from './use-card';

/** The flag that swaps the network-channels page for the dropdown on the card form. */
export const selectBrandDropdown = (snap: DepositSnapshot) => snap.context.flags['payment-f-new-brand-choice-enabled'] === true;

export function BrandDropdown({ cardRef, brands, scheme }: { cardRef: CardRef; brands: readonly string[]; scheme: string }) {
  const id = useId();
  const dark = useDeposit(selectDark);
  const logo = scheme === 'mastercard' || scheme === 'visa' || scheme === 'cb' ? scheme : null;
  return (
    <div className={s.field} data-testid="card-brand-choice" data-variant="dropdown" data-brand={scheme}>
      <label htmlFor={id} className={s.label}>
        <Trans>Card network</Trans>
      </label>
      <div className={cx(s.control, ringHost)}>
        {logo && (
          <span className={s.logo}>
            <PaymentLogo id={logo} dark={dark} decorative />
          </span>
        )}
        <select
          id={id}
          className={cx(s.select, ringInner)}
          data-logo={logo !== null}
          value={scheme}
          onChange={(e) => cardRef.send({ type: 'brand.chosen', brand: e.currentTarget.value })}
          data-testid="card-brand-select"
        >
          {brands.map((brand) => (
            <option key={brand} value={brand} className={s.option} data-testid={`brand-select-option-${brand}`}>
              {BRAND_NAMES[brand] ?? brand}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
