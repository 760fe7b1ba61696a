import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as s from './Banner.css';
import { Button } from './Button';
import { CountdownLabel } from './CountdownLabel';
import { CheckIcon, ClockIcon } from './icons';
import { msUntil } from './countdown';
import { cssUrl } from './css-url';
import { useInlineVars } from './css-vars';
import { visuallyHidden } from './a11y.css';
import { cx } from './cx';

export interface BannerProps {
  title: string;
  subtitle?: string;
  /** Campaign artwork URL (http(s) or a path); drawn as a CSS background under a dark gradient. */
  backgroundImage?: string | null;
  /** E.g. "€10 freebet" (already translated / formatted by the caller). */
  rewardText?: string | null;
  /** E.g. "Deposit €20 or more". */
  actionText?: string | null;
  /** Epoch ms of the end of the offer; null or absent: no countdown. */
  expiresAt?: number | null;
  /** Current time in epoch ms; the caller ticks it each second (SPEC 4 "Timer"). */
  now: number;
  /** false for the banners whose timer is hidden (SPEC 9). */
  showTimer: boolean;
  optedIn: boolean;
  /** An opt-in or opt-out request is running: the button shows a spinner and ignores clicks. */
  busy?: boolean;
  onOptIn: () => void;
  /** Called by the "Opt out" link; the caller asks for confirmation (ConfirmDialog) before opting out. */
  onOptOut: () => void;
  className?: string;
}

/** The promotional banner of the amount page (SPEC 2, SPEC 4 "Banner"). */
export function Banner({
  title,
  subtitle,
  backgroundImage,
  rewardText,
  actionText,
  expiresAt,
  now,
  showTimer,
  optedIn,
  busy = false,
  onOptIn,
  onOptOut,
  className,
}: BannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const image = cssUrl(backgroundImage);
  const msLeft = showTimer ? msUntil(expiresAt, now) : null;

  // The control the player used disappears when the state flips: keep focus on its counterpart,
  // and say what happened in a polite live region.
  const optInRef = useRef<HTMLButtonElement>(null);
  const optOutRef = useRef<HTMLButtonElement>(null);
  const interacted = useRef(false);
  const previous = useRef(optedIn);
  const [announcement, setAnnouncement] = useState('');
  const backgroundRef = useInlineVars<HTMLElement>({ [s.backgroundImage]: image ?? null });
  useEffect(() => {
    if (previous.current === optedIn) return;
    previous.current = optedIn;
    setAnnouncement(optedIn ? t`You are taking part in this offer.` : t`You are no longer taking part in this offer.`);
    if (interacted.current && (document.activeElement == null || document.activeElement === document.body)) {
      (optedIn ? optOutRef : optInRef).current?.focus();
    }
    interacted.current = false;
  }, [optedIn, t]);

  return (
    <section className={cx(s.root, className)} ref={backgroundRef} aria-labelledby={titleId} data-testid="banner" data-opted-in={optedIn}>
      {(rewardText || msLeft != null) && (
        <div className={s.top}>
          {rewardText && (
            <span className={s.reward} data-testid="banner-reward">
              {rewardText}
            </span>
          )}
          {msLeft != null && (
            <span className={s.timer} data-testid="banner-timer">
              <ClockIcon size={14} />
              <span className={visuallyHidden}>
                <Trans>Offer ends in</Trans>
              </span>
              <CountdownLabel msLeft={msLeft} />
            </span>
          )}
        </div>
      )}
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {subtitle && <p className={s.subtitle}>{subtitle}</p>}
      {actionText && (
        <p className={s.action} data-testid="banner-action">
          {actionText}
        </p>
      )}
      <div className={s.footer}>
        {optedIn ? (
          <>
            <span className={s.optedIn} data-testid="banner-opted-in">
              <span className={s.optedInIcon} aria-hidden="true">
                <CheckIcon size={14} />
              </span>
              <Trans>You're in</Trans>
            </span>
            <Button
              ref={optOutRef}
              variant="ghost"
              className={s.optOut}
              loading={busy}
              onClick={() => {
                interacted.current = true;
                onOptOut();
              }}
              data-testid="banner-opt-out"
            >
              <Trans>Opt out</Trans>
            </Button>
          </>
        ) : (
          <Button
            ref={optInRef}
            className={s.optIn}
            loading={busy}
            onClick={() => {
              interacted.current = true;
              onOptIn();
            }}
            data-testid="banner-opt-in"
          >
            <Trans>Opt in</Trans>
          </Button>
        )}
      </div>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
