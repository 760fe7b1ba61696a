// The card brand choice (SPEC 2 "network-channels", SPEC 4 "Card brand"): FR with more than one brand,
// a list of buttons (radio group); cb is preferred by default. Choosing sets schemeSelected and the
// selection type 'user'. With a single brand the page only shows it (read-only).
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeposit } from '../../../app/actor-context';
import { selectDark } from '../../../app/selectors';
import { offersBrandChoice } from '../rules';
import { Button } from '../../../ui/Button';
import { PaymentLogo } from '../../../ui/logos';
import * as screen from '../../../screens/screen.css';
import * as s from './card.css';
import { BRAND_NAMES } from './messages';
import { sameList, useCard, useCardRef, type CardRef } from './use-card';

export function NetworkChannelsScreen() {
  const ref = useCardRef();
  return ref ? <BrandChoice cardRef={ref} /> : null;
}

function BrandChoice({ cardRef }: { cardRef: CardRef }) {
  const { t } = useLingui();
  const dark = useDeposit(selectDark);
  const brands = useCard(cardRef, (s) => s.context?.brands ?? [], sameList);
  const scheme = useCard(cardRef, (s) => s.context?.scheme ?? null);
  const legislation = useCard(cardRef, (s) => s.context?.app.legislation ?? '');
  const choice = offersBrandChoice(legislation, brands);
  return (
    <section className={screen.stack} data-testid="network-channels">
      <h1 className={screen.title}>
        <Trans>Card network</Trans>
      </h1>
      <p className={screen.text}>
        <Trans>Your card works on several payment networks. Choose the one that processes this payment.</Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the list of networks is one radio group (WAI-ARIA radio group), each network's button its radio */}
      <ul className={s.brandList} role="radiogroup" aria-label={t`Card network`}>
        {brands.map((brand) => {
          const logo = brand === 'mastercard' || brand === 'visa' || brand === 'cb' ? brand : 'card';
          return (
            <li key={brand}>
              {/* biome-ignore lint/a11y/useSemanticElements: a button styled as a network's card, acting as a radio of the group (an input would need its label restyled whole) */}
              <button
                type="button"
                role="radio"
                aria-checked={brand === scheme}
                aria-disabled={!choice || undefined}
                className={s.brandOption}
                onClick={() => choice && cardRef.send({ type: 'brand.chosen', brand })}
                data-testid={`brand-option-${brand}`}
              >
                <PaymentLogo id={logo} dark={dark} decorative />
                {BRAND_NAMES[brand] ?? brand}
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" fullWidth onClick={() => cardRef.send({ type: 'brand.cancelled' })} data-testid="brand-back">
        <Trans>Back</Trans>
      </Button>
    </section>
  );
}
