// Whether the QA inspector is on for this tab (inspect.ts, docs/qa.md): read by the entry chunk, which
// then loads the inspector itself only when it is on (nothing on the first screen's path that
// can wait).
export const INSPECT_STORAGE_KEY = 'cashier.inspect';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads ?inspect=1 / ?inspect=0 into sessionStorage and answers whether inspection is on for this tab. */
export function inspectionRequested(location: Pick<Location, 'search'>, storage: FlagStorage | null): boolean {
  const flag = new URLSearchParams(location.search).get('inspect');
  try {
    if (flag === '1' || flag === 'true') storage?.setItem(INSPECT_STORAGE_KEY, '1');
    else if (flag === '0' || flag === 'false') storage?.removeItem(INSPECT_STORAGE_KEY);
    return storage?.getItem(INSPECT_STORAGE_KEY) === '1';
  } catch {
    return flag === '1' || flag === 'true';
  }
}

/** The tab's sessionStorage, or null when the page may not use it (e.g. a sandboxed frame). */
export function pageStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
