// A tap before the app has hydrated the server's first screen (docs/decisions.md "The first screen on the
// server"): the page's own small script (server/page.ts) keeps the last tap on an amount preset, on a means
// tile and on Pay, and the app replays each once, in the order they were made, once it owns the page. Pay's
// is replayed after the choices made before it, so it pays what the player chose; taps on it in a row are
// one tap (one intent, one deposit: DESIGN 7).

/** Where the page's script keeps the taps (window), and the attribute of what it dims. */
export const EARLY_TAPS_GLOBAL = '__cashierTaps';

/** The controls whose last tap is kept and replayed. */
export const REPLAYED_TAPS = ['amount-preset', 'mean-tile', 'pay-button'] as const;

export interface EarlyTap {
  testId: (typeof REPLAYED_TAPS)[number];
  /** The preset's data-value, the tile's place among the tiles, or 'pay'. */
  key: string;
}

/** The page's script (run before the app, so self-contained: no import reaches it). */
export function earlyTapsScript(): string {
  return `(function(){var w=window,d=document,taps=w[${JSON.stringify(EARLY_TAPS_GLOBAL)}]=[],kept=${JSON.stringify(REPLAYED_TAPS)};
d.addEventListener('click',function(e){if(d.documentElement.hasAttribute('data-hydrated'))return;var t=e.target instanceof Element?e.target.closest(kept.map(function(k){return '[data-testid="'+k+'"]'}).join(',')):null;if(!t)return;var id=t.getAttribute('data-testid');
e.preventDefault();var key=id==='amount-preset'?t.getAttribute('data-value'):id==='mean-tile'?String(Array.prototype.indexOf.call(d.querySelectorAll('[data-testid="mean-tile"]'),t)):'pay';for(var i=taps.length-1;i>=0;i--)if(taps[i].testId===id)taps.splice(i,1);taps.push({testId:id,key:key})},true)})()`;
}

/** Replays the kept taps once the app owns the page, in the order they were made, and forgets them. */
export function replayEarlyTaps(win: Window): void {
  const taps = (win as unknown as Record<string, EarlyTap[] | undefined>)[EARLY_TAPS_GLOBAL] ?? [];
  delete (win as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
  for (const tap of taps) {
    // A tile by its place in the list (two tiles may share a mean, e.g. a mobile-money mean per operator).
    const target =
      tap.testId === 'amount-preset'
        ? win.document.querySelector<HTMLElement>(`[data-testid="amount-preset"][data-value="${CSS.escape(tap.key)}"]`)
        : tap.testId === 'mean-tile'
          ? win.document.querySelectorAll<HTMLElement>('[data-testid="mean-tile"]')[Number(tap.key)]
          : win.document.querySelector<HTMLElement>('[data-testid="pay-button"]');
    target?.click();
  }
}
