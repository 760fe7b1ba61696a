// A tap before the app has hydrated the server's first screen (docs/decisions.md "The first screen on the
// server"): the page's own small script (server/page.ts) keeps the last tap on an amount preset and on a
// means tile, and the app replays each once it owns the page; Pay is visibly not yet available (dimmed, its
// tap dropped): a payment starts only from a tap the app itself answered.

/** Where the page's script keeps the taps (window), and the attribute of what it dims. */
export const EARLY_TAPS_GLOBAL = '__cashierTaps';

/** The controls whose tap is kept and replayed: what the tap chooses, never what it pays. */
export const REPLAYED_TAPS = ['amount-preset', 'mean-tile'] as const;
/** The controls a tap cannot use before hydration. */
export const WAITING_CONTROLS = ['pay-button'] as const;

export interface EarlyTap {
  testId: (typeof REPLAYED_TAPS)[number];
  /** The preset's data-value or the tile's data-mean-id. */
  key: string;
}

/** The page's script (run before the app, so self-contained: no import reaches it). */
export function earlyTapsScript(): string {
  return `(function(){var w=window,d=document,taps=w[${JSON.stringify(EARLY_TAPS_GLOBAL)}]=[],kept=${JSON.stringify(REPLAYED_TAPS)},wait=${JSON.stringify(WAITING_CONTROLS)};
d.addEventListener('click',function(e){if(d.documentElement.hasAttribute('data-hydrated'))return;var t=e.target instanceof Element?e.target.closest(kept.concat(wait).map(function(k){return '[data-testid="'+k+'"]'}).join(',')):null;if(!t)return;var id=t.getAttribute('data-testid');
if(wait.indexOf(id)>=0){e.preventDefault();e.stopPropagation();return}
if(kept.indexOf(id)>=0){var key=t.getAttribute(id==='amount-preset'?'data-value':'data-mean-id');if(key){for(var i=taps.length-1;i>=0;i--)if(taps[i].testId===id)taps.splice(i,1);taps.push({testId:id,key:key})}}},true)})()`;
}

/** The style that dims what waits for the app (its own <style>, with the page's nonce). */
export const EARLY_TAPS_STYLE = `html:not([data-hydrated]) :is(${WAITING_CONTROLS.map((id) => `[data-testid="${id}"]`).join(',')}){opacity:.6;cursor:progress}`;

/** Replays the kept taps once the app owns the page, in the order they were made, and forgets them. */
export function replayEarlyTaps(win: Window): void {
  const taps = (win as unknown as Record<string, EarlyTap[] | undefined>)[EARLY_TAPS_GLOBAL] ?? [];
  delete (win as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
  for (const tap of taps) {
    const attribute = tap.testId === 'amount-preset' ? 'data-value' : 'data-mean-id';
    const target = win.document.querySelector<HTMLElement>(`[data-testid="${tap.testId}"][${attribute}="${CSS.escape(tap.key)}"]`);
    target?.click();
  }
}
