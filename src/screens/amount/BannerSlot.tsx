// The promotional banner of the amount page (SPEC 2; SPEC 4 "Banner"): drawn from the root's `banner`
// child (machines/banner.machine.ts). Opting out asks for confirmation first; a failed opt-in or
// opt-out leaves the previous state and says so.
import { useSelector } from '../../app/use-actor-selector';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { bannerMachine } from '../../../machines/banner.machine';
import { useChild } from '../../app/actor-context';
import { Banner } from '../../ui/Banner';
import { ConfirmDialog } from '../shared/lazy-dialogs';
import * as s from './BannerSlot.css';

type BannerRef = ActorRefFrom<typeof bannerMachine>;
export function BannerSlot() {
  const bannerRef = useChild<BannerRef>('banner');
  return bannerRef ? <BannerView bannerRef={bannerRef} /> : null;
}

function BannerView({ bannerRef }: { bannerRef: BannerRef }) {
  const { t } = useLingui();
  const banner = useSelector(bannerRef, (snapshot) => snapshot.context.banner);
  const now = useSelector(bannerRef, (snapshot) => snapshot.context.now);
  const failed = useSelector(bannerRef, (snapshot) => snapshot.context.failed);
  // The banner's states, as its machine declares them (its tags).
  const shown = useSelector(bannerRef, (snapshot) => snapshot.hasTag('shown'));
  const optedIn = useSelector(bannerRef, (snapshot) => snapshot.hasTag('optedIn'));
  const busy = useSelector(bannerRef, (snapshot) => snapshot.hasTag('busy'));
  const confirming = useSelector(bannerRef, (snapshot) => snapshot.hasTag('optOutAsked'));
  if (!banner || !shown) return null;

  const title = banner.title;
  return (
    <div className={s.slot} data-testid="banner-slot">
      <Banner
        title={title}
        subtitle={banner.subtitle ?? undefined}
        backgroundImage={banner.backgroundImage}
        rewardText={banner.rewardText}
        actionText={banner.actionText}
        expiresAt={banner.expiresAt}
        now={now}
        showTimer={banner.showsTimer}
        optedIn={optedIn}
        busy={busy}
        onOptIn={() => bannerRef.send({ type: 'banner.optIn' })}
        onOptOut={() => bannerRef.send({ type: 'banner.optOutRequested' })}
      />
      {failed && (
        <p className={s.error} role="alert" data-testid="banner-error">
          {failed === 'optIn' ? t`We could not sign you up for this offer. Please try again.` : t`We could not take you out of this offer. Please try again.`}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        mode="confirm"
        title={t`Opt out of this offer?`}
        message={t`You will no longer take part in the offer "${title}".`}
        confirmLabel={t`Opt out`}
        cancelLabel={t`Stay in`}
        busy={confirming && busy}
        onConfirm={() => bannerRef.send({ type: 'banner.optOutConfirmed' })}
        onCancel={() => bannerRef.send({ type: 'banner.optOutCancelled' })}
        data-testid="banner-opt-out-dialog"
      />
    </div>
  );
}
