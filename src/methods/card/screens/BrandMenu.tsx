// The FR card brand choice, mean-list menu variant (SPEC 2 "card brand choice page (button list, dropdown, or
// mean-list menu that collapses on page scroll ...)"), behind the flag payment-f-new-brand-choice-enabled, on
// phones only (below 840px; desktop keeps BrandDropdown). The brands are a row of tiles with their logos; once
// the page scrolls past a few pixels the menu collapses to one line "Card network: Visa · Change", and "Change"
// opens it again. The tiles are native radio buttons in a fieldset: the browser gives the radio group's
// keyboard (arrows) and screen-reader behaviour. Choosing sends the same brand.chosen event as the dropdown and
// the network-channels page, so the deposit body (scheme, scheme_selection_type user) is the same.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeposit } from '../../../app/actor-context';
import { selectDark } from '../../../app/selectors';
import { PaymentLogo } from '../../../ui/logos';
import * as s from './brand-menu.css';
import { ringInner } from '../../../ui/focus-ring.css';
import { BRAND_NAMES } from './messages';
import type { CardRef } from './use-card';

/** How far (px) the page must scroll from where the menu was last opened before it collapses. */
export const COLLAPSE_SCROLL_PX = 24;

const logoOf = (brand: string) => (brand === 'mastercard' || brand === 'visa' || brand === 'cb' ? brand : 'card');

/**
 * Collapsed once the window has scrolled more than COLLAPSE_SCROLL_PX from where the menu was (last) opened.
 * A passive scroll listener, read once per frame (requestAnimationFrame).
 */
function useCollapseOnScroll(beforeCollapse: () => void): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(false);
  const origin = useRef(0);
  const before = useRef(beforeCollapse);
  before.current = beforeCollapse;
  // After each opening, measure from where the page is now (layout has run, so an anchoring shift is included).
  useLayoutEffect(() => {
    if (!collapsed) origin.current = window.scrollY;
  }, [collapsed]);
  useEffect(() => {
    if (collapsed) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (Math.abs(window.scrollY - origin.current) <= COLLAPSE_SCROLL_PX) return;
      before.current();
      setCollapsed(true);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [collapsed]);
  return [collapsed, () => setCollapsed(false)];
}

export function BrandMenu({ cardRef, brands, scheme }: { cardRef: CardRef; brands: readonly string[]; scheme: string }) {
  const { t } = useLingui();
  const name = useId();
  const dark = useDeposit(selectDark);
  const root = useRef<HTMLDivElement>(null);
  /** Set when the menu is about to collapse or expand with the keyboard in it: the focus then follows. */
  const focusAfter = useRef(false);
  // Keep the keyboard where it was: a focused tile that collapses hands focus to "Change", "Change" to the chosen tile.
  const [collapsed, expand] = useCollapseOnScroll(() => {
    if (root.current?.contains(document.activeElement)) focusAfter.current = true;
  });
  // Once the menu has collapsed (the "Change" row) or expanded (the tiles), what it now shows takes the focus.
  useEffect(() => {
    const el = root.current;
    if (!el || !focusAfter.current) return;
    const target = collapsed ? el.querySelector<HTMLElement>('button') : el.querySelector<HTMLElement>('input:checked');
    focusAfter.current = false;
    target?.focus({ preventScroll: true });
  }, [collapsed]);

  return (
    <div ref={root} className={s.menu} data-testid="card-brand-choice" data-variant="menu" data-brand={scheme} data-collapsed={collapsed}>
      {collapsed ? (
        <div className={s.row} data-testid="card-brand-menu-row">
          <span className={s.rowLabel}>
            <PaymentLogo id={logoOf(scheme)} dark={dark} decorative />
            <span>
              <Trans>Card network: {BRAND_NAMES[scheme] ?? scheme}</Trans>
            </span>
          </span>
          <button
            type="button"
            className={s.change}
            aria-expanded={false}
            aria-label={t`Change the card network`}
            onClick={() => {
              focusAfter.current = true;
              expand();
            }}
            data-testid="card-brand-menu-change"
          >
            <Trans>Change</Trans>
          </button>
        </div>
      ) : (
        <fieldset className={s.group} data-testid="card-brand-menu">
          <legend className={s.legend}>
            <Trans>Card network</Trans>
          </legend>
          <div className={s.tiles}>
            {brands.map((brand) => (
              <label key={brand} className={s.tile} data-testid={`brand-tile-${brand}`}>
                <input
                  type="radio"
                  className={`${s.radio} ${ringInner}`}
                  name={name}
                  value={brand}
                  checked={brand === scheme}
                  onChange={() => cardRef.send({ type: 'brand.chosen', brand })}
                />
                <PaymentLogo id={logoOf(brand)} dark={dark} decorative />
                <span className={s.tileName}>{BRAND_NAMES[brand] ?? brand}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
