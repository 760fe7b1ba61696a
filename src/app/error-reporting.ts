// The operator's window on production errors (docs/decisions.md "Production errors"; docs/deployment.md
// "Production errors"): what crashes the page (the crash boundary, DESIGN 3, 7), and what throws or rejects
// unhandled anywhere in the page, is handed to `window.cashierErrorHook` when the operator set one, to send
// to their tool (Sentry, Datadog…). What is handed over never holds card data: a run of 12 to 19 digits (a
// PAN, spaced or not) and the digits after a CVV/CVC label are replaced before the hook sees the text (PCI
// DSS: no PAN in logs; the hosted fields of SPEC's card form keep it out of our code, a message that quotes
// an input must not put it back). A hook that throws is ignored: reporting never breaks the page.
import { APP_VERSION } from './config';

/** What the hook receives: plain strings, card data replaced. */
export interface ErrorReport {
  /** Where it was caught: the crash boundary's render, an uncaught error, an unhandled promise rejection. */
  source: 'render' | 'error' | 'unhandledrejection';
  name: string;
  message: string;
  stack: string | null;
  /** The page's path (no query: the launch URL carries tokens). */
  path: string;
  appVersion: string;
}

export type ErrorHook = (report: ErrorReport) => void;

declare global {
  interface Window {
    /** Set by the operator before the bundle runs (docs/deployment.md "Production errors"). */
    cashierErrorHook?: ErrorHook;
  }
}

export const REDACTED_PAN = '[card number]';
export const REDACTED_CVV = '[cvv]';

/** 12 to 19 digits, each maybe followed by one space or dash: a PAN as typed or formatted. */
const PAN = /\d(?:[ -]?\d){11,18}/g;
/** A security code after its label: "cvv 123", "CVC: 1234", "cvv2=123", "security code 123". */
const CVV = /\b(cvv2?|cvc2?|csc|cid|security[ _-]?code)(["']?\s*[:=]?\s*["']?)\d{3,4}\b/gi;

/** The text with every PAN-like run and labelled security code replaced. */
export const redactCardData = (text: string): string => text.replace(PAN, REDACTED_PAN).replace(CVV, `$1$2${REDACTED_CVV}`);

function reportOf(error: unknown, source: ErrorReport['source'], where: Pick<Location, 'pathname'>, appVersion: string): ErrorReport {
  const err = error instanceof Error ? error : null;
  const text = (value: unknown) => redactCardData(String(value));
  return {
    source,
    name: err ? text(err.name) : typeof error,
    message: err ? text(err.message) : text(error),
    stack: err?.stack ? text(err.stack) : null,
    path: where.pathname,
    appVersion,
  };
}

type Reporting = Pick<Window, 'cashierErrorHook' | 'location'>;

/** Hands the error to the operator's hook, if any, card data replaced; never throws. */
export function reportError(error: unknown, source: ErrorReport['source'], win: Reporting = window, appVersion: string = APP_VERSION): void {
  const hook = win.cashierErrorHook;
  if (typeof hook !== 'function') return;
  try {
    hook(reportOf(error, source, win.location, appVersion));
  } catch {
    // The operator's hook failing is theirs to see; the player's page goes on.
  }
}

/** Reports what throws or rejects unhandled in the page (the boundary reports renders itself). */
export function reportUnhandledErrors(win: Reporting & Pick<Window, 'addEventListener'>, appVersion: string = APP_VERSION): void {
  win.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error', win, appVersion));
  win.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection', win, appVersion));
}
