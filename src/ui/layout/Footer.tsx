import type { MouseEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import * as s from './Footer.css';
import { PaymentLogo, type PaymentLogoId } from '../logos';
import { cx } from '../cx';
import { useAfterFirstPaint } from '../after-first-paint';
import { visuallyHidden } from '../a11y.css';

export interface FooterProps {
  /** Logos for the legislation, in display order (SPEC 2 table lives in the caller / domain). */
  logos: readonly PaymentLogoId[];
  /** Per-legislation FAQ URL; null/empty hides the link. */
  faqUrl: string | null;
  /** SPEC 2: PT also links a responsible-gaming page; null/absent hides the link. */
  responsibleGamingUrl?: string | null;
  /** Replaces the default terms text, e.g. the IBAN change text for withdrawals. */
  termsText?: ReactNode;
  /** Extra note under the terms, e.g. the SCT / SCT_INST bank transfer note (FR, PT, PL). */
  note?: ReactNode;
  /** Use the dark variants of the logos. */
  dark: boolean;
  /** The page's content is shown (not its skeleton): the logos are drawn from the task after its first frame. */
  pageShown: boolean;
  /**
   * Lets the app open the FAQ another way (native bridge, in-app browser): call event.preventDefault().
   * Without it the link opens in a new tab.
   */
  onFaqClick?: (event: MouseEvent<HTMLAnchorElement>, url: string) => void;
}

export function Footer({ logos, faqUrl, responsibleGamingUrl, termsText, note, dark, pageShown, onFaqClick }: FooterProps) {
  // The logos' drawings (SVG wordmarks: a third of the amount page's first style and layout) come a frame
  // after the page's content, in boxes of their final size: nothing moves when they do (docs/decisions.md).
  const drawn = useAfterFirstPaint(pageShown);
  return (
    <footer className={s.footer} data-testid="footer">
      <p className={s.text} data-testid="footer-terms">
        {termsText ?? <Trans>Deposits are subject to our terms and conditions.</Trans>}
      </p>
      {note != null && (
        <p className={s.text} data-testid="footer-note">
          {note}
        </p>
      )}
      {logos.length > 0 && (
        <ul className={s.logos} data-testid="footer-logos">
          {logos.map((id) => (
            <li key={id} className={cx(s.logoItem, s.logoBox[id])} data-logo={id}>
              {drawn && <PaymentLogo id={id} dark={dark} />}
            </li>
          ))}
        </ul>
      )}
      {faqUrl || responsibleGamingUrl ? (
        <div className={s.links}>
          {faqUrl ? (
            <FooterLink href={faqUrl} testId="footer-faq" onOpen={onFaqClick}>
              <Trans>Help & FAQ</Trans>
            </FooterLink>
          ) : null}
          {responsibleGamingUrl ? (
            <FooterLink href={responsibleGamingUrl} testId="footer-responsible-gaming" onOpen={onFaqClick}>
              <Trans>Responsible gaming</Trans>
            </FooterLink>
          ) : null}
        </div>
      ) : null}
    </footer>
  );
}

/** A page outside the payment, in a new tab (native apps: `onOpen`, the device's browser through the bridge). */
function FooterLink({
  href,
  testId,
  onOpen,
  children,
}: {
  href: string;
  testId: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, url: string) => void;
  children: ReactNode;
}) {
  return (
    <a className={s.faq} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} onClick={onOpen ? (e) => onOpen(e, href) : undefined}>
      {children}
      <span className={visuallyHidden}>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
