// Header, routed content and footer (SPEC 2). Close on the root page or on desktop, back elsewhere;
// the balance with the currency symbol; the market's payment logos and FAQ link.
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { closesThroughBridge } from '../domain/context';
import { faqUrl, footerLogos, responsibleGamingUrl } from '../domain/legislation';
import { formatMoney } from '../domain/money';
import { routeFor, ROUTES } from '../../machines/routes';
import { useIsDesktop } from '../ui/breakpoints';
import { AppShell, Footer, Header } from '../ui/layout';
import { OverlayLoader } from '../ui/OverlayLoader';
import { AmountSkeleton } from '../screens/amount/AmountSkeleton';
import { useMeansRef, useMeansShown } from '../screens/amount/selected-mean';
import { ConfirmDialog } from '../screens/shared/lazy-dialogs';
import { ThemeScope } from '../ui/ThemeScope';
import { themeClass } from '../ui/theme.css';
import { useDeposit, useDepositActor } from './actor-context';
import { overlayShown as overlayStore } from './overlay-loader-start';
import { isSameUrlNavigation, type ShownScreen } from './same-url';
import { useScreen } from './use-route';
import { useFooterNote } from './FooterNote';
import { useFocusOnScreenChange } from './focus-on-screen';
import { selectBalance, selectBrand, selectCurrency, selectDark, selectDepositUnderWay, selectHasHeader, selectLegislation, selectLocale } from './selectors';

/** `pathname`: the page's path, from the router once it has joined (router.tsx), else from the page (App.tsx). */
export function Layout({ children, pathname }: { children: ReactNode; pathname: string }) {
  const actor = useDepositActor();
  const legislation = useDeposit(selectLegislation);
  const currency = useDeposit(selectCurrency);
  const locale = useDeposit(selectLocale);
  const balance = useDeposit(selectBalance);
  const dark = useDeposit(selectDark);
  const brand = useDeposit(selectBrand);
  const hasHeader = useDeposit(selectHasHeader);
  const routeless = useDeposit((s) => routeFor(s) === null);
  // Once the session (and so the player's language) is known, the amount page's skeleton shows while
  // its data loads: it paints early, in the right language, and nothing shifts when the page arrives.
  const loadingAmountPage = useDeposit((s) => s.hasTag('loading'));
  // A hand-off (the redirect to a provider) is covered by the global overlay loader (SPEC 2), which hides by its
  // own rules (overlay-loader.ts); other busy states show the loader while they last.
  const working = useDeposit((s) => s.hasTag('busy') && !s.hasTag('handoff'));
  const overlayShown = useSyncExternalStore(overlayStore.subscribe, overlayStore.get, overlayStore.get);
  const isDesktop = useIsDesktop();
  const amountPage = pathname === ROUTES.AMOUNT || pathname === ROUTES.PREFERRED_METHODS;
  const showsSkeleton = loadingAmountPage && amountPage;
  // The page's content is in: on the amount page, its tiles (the footer's logos come after them).
  const meansShown = useMeansShown(useMeansRef());
  const contentShown = !routeless && (!amountPage || meansShown);
  // Dead ends: nothing is behind them, so a close rather than a back arrow, and no payment logos.
  const deadEnd = pathname === ROUTES.ERROR_TECHNICAL || pathname === ROUTES.SESSION_TIMEOUT;
  const theme = themeClass(brand, dark);
  // SPEC 2 puts the close on every page of a desktop: on a payment's page (a page with a back on a phone),
  // it asks before leaving, as the 3DS challenge's back does (docs/decisions.md, "Desktop close asks").
  // With its deposit call sent, the payment goes on whatever the player does: the machine says so (its
  // deposit under way), and leaving ends it as pending, "we are confirming" (DESIGN 7).
  const underWay = useDeposit(selectDepositUnderWay);
  const paymentPage =
    underWay ||
    !(
      pathname === ROUTES.AMOUNT ||
      pathname === ROUTES.PREFERRED_METHODS ||
      pathname === ROUTES.METHODS ||
      pathname === ROUTES.PENDING ||
      pathname === ROUTES.CALLBACK ||
      deadEnd
    );
  const [askingClose, setAskingClose] = useState(false);
  const leave = () => actor.send({ type: 'app.close' });
  const close = () => (isDesktop && paymentPage ? setAskingClose(true) : leave());
  // The same event as the browser's back (router.tsx): the running flow's state says where back goes.
  const back = () => actor.send({ type: 'navigation.back' });
  const note = useFooterNote();
  // SPEC 2: the withdrawal header title and the IBAN change text on the withdrawal fragment.
  const withdrawal = pathname === ROUTES.PENDING;
  // Native apps open the FAQ in the device's browser (the root emits paymentRedirectInMobileBrowser).
  const native = useDeposit((s) => closesThroughBridge(s.context.app.applicationType));
  const openFaq = (e: { preventDefault(): void }, url: string) => {
    e.preventDefault();
    actor.send({ type: 'link.opened', url });
  };
  // SPEC 2: a navigation to the same URL (another screen of the actor on the path shown) reloads the screen
  // (each declared screen is its own component, mounted afresh) and scrolls to the top. The routed content is
  // not keyed by the screen: that would remount the router's history sync and a card form mid-payment.
  const screen = useScreen();
  const shown = useRef<ShownScreen | null>(null);
  useLayoutEffect(() => {
    const now = { path: pathname, screen };
    if (isSameUrlNavigation(shown.current, now)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    shown.current = now;
  }, [pathname, screen]);

  useFocusOnScreenChange(pathname);

  const header = hasHeader ? (
    <Header
      title={withdrawal ? <Trans>Withdrawals</Trans> : <Trans>Deposit</Trans>}
      balance={balance === null ? null : formatMoney(balance, currency, locale)}
      leading={pathname === ROUTES.AMOUNT || pathname === ROUTES.PREFERRED_METHODS || deadEnd || isDesktop ? 'close' : 'back'}
      onClose={close}
      onBack={back}
    />
  ) : undefined;

  return (
    <ThemeScope className={theme}>
      <AppShell
        themeClassName={theme}
        header={header}
        footer={
          <Footer
            // The logos are the market's deposit methods: not on a dead end, nor under withdrawals (SPEC 2: the
            // withdrawal footer is the IBAN change text; docs/decisions.md "A withdrawal footer names no deposit method").
            logos={deadEnd || withdrawal ? [] : footerLogos(legislation)}
            faqUrl={faqUrl(legislation)}
            responsibleGamingUrl={responsibleGamingUrl(legislation)}
            dark={dark}
            pageShown={contentShown}
            note={withdrawal ? undefined : note}
            termsText={
              withdrawal ? (
                <Trans>Withdrawals are paid to your IBAN. To change it, add a new IBAN: withdrawals already requested keep theirs.</Trans>
              ) : undefined
            }
            onFaqClick={native ? openFaq : undefined}
          />
        }
      >
        {routeless ? showsSkeleton ? <AmountSkeleton /> : null : children}
      </AppShell>
      <OverlayLoader open={(routeless && !showsSkeleton) || working || overlayShown} />
      <ConfirmDialog
        open={askingClose && paymentPage}
        title={<Trans>Leave your payment?</Trans>}
        message={
          underWay ? (
            <Trans>Your deposit has been sent and goes on if you leave: your balance is updated once it is confirmed.</Trans>
          ) : (
            <Trans>Your payment is not finished. If you leave Cashier now, what you entered is lost.</Trans>
          )
        }
        confirmLabel={<Trans>Leave</Trans>}
        cancelLabel={<Trans>Continue my payment</Trans>}
        onConfirm={() => {
          setAskingClose(false);
          leave();
        }}
        onCancel={() => setAskingClose(false)}
        data-testid="close-confirm-dialog"
      />
    </ThemeScope>
  );
}
