// The bridge messages of SPEC 7 that the root and the card flow send, written from SPEC 7 ("Native bridge
// events"), SPEC 4 (Authentication: native apps are the non-web, non-launcher ones; Card response detail 6)
// and the choices of docs/decisions.md "Bridge messages" where SPEC is silent (when each is sent).
import { doneOf, emittedOf, emittedTypes, expect, isEvent, tagsOf, type Rule, type Step } from './rule';
import type { cardMachine } from '../../../machines/card.machine';
import type { depositMachine } from '../../../machines/deposit.machine';

const depositTags = tagsOf<typeof depositMachine>();
const cardTags = tagsOf<typeof cardMachine>();

const app = (s: Step) => (s.after.context as any).app as { applicationType: string; legislation: string; language: string; isDarkMode: boolean };
/** SPEC 4 Authentication: native apps are those that are neither the web app nor a launcher. */
const isNative = (type: string) => type !== 'WEBAPP' && !type.startsWith('LAUNCHER_');
const initSucceeded = (s: Step) => doneOf(s, 'contextInit', (o) => o.app.initStatus === 'Succeeded');
const types = (s: Step) => s.emitted.map((e) => e.type);
const closeIcon = (s: Step) => emittedOf(s, 'bridge.paymentSetCloseNavigationIcon').map((e: any) => e.payload);

export const depositBridgeRules: Rule[] = [
  {
    id: 'bridge:app-initialized',
    spec: 'SPEC 7 (appInitialized), docs/decisions.md Bridge messages',
    says: 'once context init succeeds, appInitialized is sent once with the market and the language',
    when: initSucceeded,
    then: (s) => {
      const sent = emittedOf(s, 'bridge.appInitialized') as any[];
      return expect(
        sent.length === 1 && sent[0].payload.legislation === app(s).legislation && sent[0].payload.language === app(s).language,
        () => `emitted ${JSON.stringify(s.emitted)}`,
      );
    },
  },
  {
    id: 'bridge:native-status-bar',
    spec: 'SPEC 7 (isDarkStatusBar, statusBarHeight), SPEC 4 Authentication (native apps)',
    says: 'in a native app, right after appInitialized: isDarkStatusBar with the dark mode, then the statusBarHeight question',
    when: (s) => initSucceeded(s) && isNative(app(s).applicationType),
    then: (s) => {
      const t = types(s);
      const at = t.indexOf('bridge.appInitialized');
      const dark = emittedOf(s, 'bridge.isDarkStatusBar') as any[];
      return expect(
        at >= 0 &&
          t[at + 1] === 'bridge.isDarkStatusBar' &&
          t[at + 2] === 'bridge.statusBarHeight' &&
          dark.length === 1 &&
          dark[0].payload.isDark === app(s).isDarkMode,
        () => `emitted ${JSON.stringify(s.emitted)}`,
      );
    },
  },
  {
    id: 'bridge:web-no-status-bar',
    spec: 'SPEC 4 Authentication (the web app and launchers have no native chrome)',
    says: 'in the web app or a launcher neither isDarkStatusBar nor statusBarHeight is sent',
    when: (s) => initSucceeded(s) && !isNative(app(s).applicationType),
    then: (s) => expect(!types(s).includes('bridge.isDarkStatusBar') && !types(s).includes('bridge.statusBarHeight'), () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'bridge:close-icon-on-amount-page',
    spec: 'SPEC 7 (paymentSetCloseNavigationIcon), docs/decisions.md Bridge messages',
    says: 'a native app shows its close icon when the amount page is ready with no payment under way',
    when: (s) => depositTags.entered(s, 'noFlow') && isNative(app(s).applicationType),
    then: (s) => expect(JSON.stringify(closeIcon(s)) === JSON.stringify([{ visible: true }]), () => `emitted ${JSON.stringify(s.emitted)}`),
  },
  {
    id: 'bridge:close-icon-hidden-in-payment',
    spec: 'SPEC 7 (paymentSetCloseNavigationIcon), docs/decisions.md Bridge messages',
    says: "a native app hides its close icon as soon as a payment starts (the method's screens)",
    when: (s) => depositTags.entered(s, 'flowLoading') && isNative(app(s).applicationType),
    then: (s) => expect(JSON.stringify(closeIcon(s)) === JSON.stringify([{ visible: false }]), () => `emitted ${JSON.stringify(s.emitted)}`),
  },
  {
    id: 'bridge:web-no-close-icon',
    spec: 'SPEC 4 Authentication (the web app and launchers have no native navigation bar)',
    says: 'the web app and launchers are never sent paymentSetCloseNavigationIcon',
    when: (s) => !isNative(app(s).applicationType) && s.after.status !== 'error',
    then: (s) => expect(closeIcon(s).length === 0, () => `emitted ${emittedTypes(s)}`),
  },
  {
    id: 'bridge:external-link',
    spec: 'SPEC 7 (paymentRedirectInMobileBrowser), docs/decisions.md Bridge messages',
    says: "a link out of the payment opens in the device's browser through the bridge in a native app; the web app sends nothing",
    when: (s) => isEvent(s, 'link.opened'),
    then: (s) => {
      const sent = emittedOf(s, 'bridge.paymentRedirectInMobileBrowser') as any[];
      const url = (s.event as any).url;
      return isNative(app(s).applicationType)
        ? expect(sent.length === 1 && sent[0].payload.url === url, () => `emitted ${JSON.stringify(s.emitted)}`)
        : expect(
            s.emitted.every((e) => !e.type.startsWith('bridge.')),
            () => `emitted ${emittedTypes(s)}`,
          );
    },
  },
];

const cardApp = (s: Step) => (s.input as { app: { applicationType: string } }).app.applicationType;

export const cardBridgeRules: Rule[] = [
  {
    id: 'bridge:cancel-issuer-redirect',
    spec: 'SPEC 4 Card response (detail 6: via the native bridge outside the web app and launchers), SPEC 7 (paymentCancelRedirectInApp)',
    says: 'cancelling while the issuer page is open tells a native app to close it (paymentCancelRedirectInApp); on the web nothing is sent',
    when: (s) => isEvent(s, 'card.cancelled') && cardTags.has(s.before, 'issuer'),
    then: (s) => {
      const sent = emittedOf(s, 'bridge.paymentCancelRedirectInApp');
      const t = cardApp(s);
      return t === 'WEBAPP' || t.startsWith('LAUNCHER_')
        ? expect(sent.length === 0, () => `emitted ${emittedTypes(s)}`)
        : expect(sent.length === 1, () => `emitted ${emittedTypes(s)}`);
    },
  },
];
