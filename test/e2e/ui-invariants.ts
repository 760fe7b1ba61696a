// The UI's invariants, checked on every step of every e2e and model-run test (an automatic fixture,
// composed into fixtures.ts's `test`). DESIGN 7's laws as the player meets them, whatever the flow:
//  - pay: the player can tell which mean Pay will use (one mean shown selected, or Pay names it), and
//    Pay uses that one (the Pay button's data-mean-id is what its click sends);
//  - busy: no busy indicator (aria-busy, a spinner's status) for more than 10 s without an enabled way out
//    inside the viewport;
//  - moved: an enabled control does not move unless the player just acted (a tap lands where it was aimed):
//    not while it appears, nor later when something arrives late (a tile, a notice) above or beside it;
//  - error: no uncaught error, no console error (a refused resource is the network's, not the page's);
//  - focus: after a screen change, focus is on the new screen's heading or a field of it (or in a dialog);
//  - presets: no suggested amount above the maximum the page shows (its limits summary);
//  - cut: no text cut by its box without an ellipsis;
//  - unanswered: a press of Pay (or of a form's submit) changes the page within 2 s (it shows it is busy,
//    an error, another screen, a dialog): a press that does nothing reads as a dead button;
//  - ring: the focused control shows one focus ring, on its own rounded box (not on an inner part of it: a
//    square ring inside a rounded field, a bar through its suffix), and none on an element the page focused
//    for screen readers only (a heading with tabindex -1);
//  - unsafe: a dialog's filled (primary) button is the choice it focuses on open, its safe one (DESIGN 4):
//    never "Leave" or "Opt out" filled while "Continue" has the focus;
//  - wordbreak: no text breaks inside a word (an e-mail "alex.player@exa / mple.com"): a long word is
//    ellipsised or breaks at its own marks.
// An init script watches each document of the app (a MutationObserver and a 100 ms sampler) and reports a
// broken invariant through a binding; the fixture names the test and the step (the player's last action and
// the screen), attaches a screenshot taken then, and fails the test at its end after a last check, whose
// answer holds every report of the document (a report still crossing the binding is not lost).
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

export const UI_BINDING = '__uiInvariant';
export const UI_CHECK = '__uiInvariantsCheck';

export type InvariantKind = 'pay' | 'busy' | 'moved' | 'error' | 'focus' | 'presets' | 'cut' | 'unanswered' | 'ring' | 'unsafe' | 'wordbreak';

export interface Violation {
  kind: InvariantKind;
  message: string;
  /** The player's last action and the screen it was on. */
  step: string;
  url: string;
  /** The in-page report's id (its document and number): a report received twice is recorded once. */
  id?: string;
}

/** The in-page watcher (serialised into an init script: no closure over this module). */
function watch(opts: { binding: string; check: string; busyMs: number; settleMs: number }) {
  const w = window as unknown as Record<string, unknown>;
  // The sandbox's own pages (the launcher, the workbench, the simulated webview) are tools, not the app.
  if (window !== window.top || w[opts.check] || location.pathname.startsWith('/sandbox')) return;
  const documentId = `${performance.timeOrigin}:${Math.random().toString(36).slice(2)}`;
  const sent: unknown[] = [];
  const report = (kind: string, message: string) => {
    const v = { kind, message, step: `${lastAction} on ${location.pathname}`, url: location.href, id: `${documentId}:${sent.length}` };
    sent.push(v);
    const fn = w[opts.binding] as ((v: unknown) => void) | undefined;
    fn?.(v);
  };
  const reported = new Set<string>();
  const once = (key: string, kind: string, message: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    report(kind, message);
  };
  let lastAction = 'page load';
  let lastInput = 0;
  const describe = (el: Element | null): string => {
    if (!el) return '(nothing)';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const tid = el.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()}${tid ? `[${tid}]` : ''}${name ? ` "${name}"` : ''}`;
  };
  // The screen the player acts on was shown, even when the tap comes before the watcher's next look.
  const seeScreen = () => {
    if (path === null) path = location.pathname;
    if (!shownScreen && document.querySelector('main h1, main h2')) shownScreen = true;
  };
  const onInput = (what: string) => (e: Event) => {
    seeScreen();
    lastInput = performance.now();
    const target = e.target instanceof Element ? (e.target.closest('button,a,input,select,textarea,[role=option],[role=button]') ?? e.target) : null;
    lastAction = `${what} ${describe(target)}`;
  };
  addEventListener('pointerdown', onInput('tap on'), true);
  addEventListener(
    'keydown',
    (e) => {
      seeScreen();
      lastInput = performance.now();
      const key = (e as KeyboardEvent).key;
      if (key.length > 1) lastAction = `key ${key} on ${describe(document.activeElement)}`;
      else if (!lastAction.startsWith('typing in')) lastAction = `typing in ${describe(document.activeElement)}`;
    },
    true,
  );
  addEventListener(
    'input',
    (e) => {
      lastInput = performance.now();
      lastAction = `typing in ${describe(e.target as Element)}`;
    },
    true,
  );
  addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) report('error', `uncaught error: ${e.message}`);
  });
  addEventListener('unhandledrejection', (e) => report('error', `unhandled rejection: ${String((e as PromiseRejectionEvent).reason)}`));

  const isApp = () => document.getElementById('root') !== null;
  const visible = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.opacity !== '0';
  };
  const inViewport = (r: DOMRect) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  const enabled = (el: Element) =>
    !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true' && !el.closest('[inert],[aria-hidden=true]');
  const CONTROLS = 'button,a[href],input:not([type=hidden]),select,textarea,[role=button],[role=option],[role=link]';
  const animating = (el: Element) =>
    document.getAnimations().some((a) => {
      const t = (a.effect as KeyframeEffect | null)?.target;
      return a.playState === 'running' && t instanceof Element && t.contains(el);
    });
  /** Whether the element or a box around it is fixed or sticky (the header): it stays on screen as the page scrolls. */
  const pinned = (el: Element, cache: Map<Element, boolean>): boolean => {
    const known = cache.get(el);
    if (known !== undefined) return known;
    const position = getComputedStyle(el).position;
    const is = position === 'fixed' || position === 'sticky' || (el.parentElement !== null && pinned(el.parentElement, cache));
    cache.set(el, is);
    return is;
  };
  /**
   * Position in the document, whatever the scroll of the page and of the scrolling boxes around it; a pinned
   * control's (the header's), on screen. The page's own scroll is scrollX/Y: the document's scrolling element
   * is not counted again among the boxes (counted twice, a scroll of the page read as a move).
   */
  const place = (el: Element, cache: Map<Element, boolean>) => {
    const r = el.getBoundingClientRect();
    if (pinned(el, cache)) return { x: r.left, y: r.top, w: r.width, h: r.height };
    let x = r.left + scrollX;
    let y = r.top + scrollY;
    for (let p = el.parentElement; p && p !== document.scrollingElement; p = p.parentElement) {
      x += p.scrollLeft;
      y += p.scrollTop;
    }
    return { x, y, w: r.width, h: r.height };
  };

  // ---- moved: a control's place, from its first second on ----
  const seen = new WeakMap<Element, { at: number; x: number; y: number; w: number; h: number; vw: number; vh: number }>();
  // A shift seen now happened after the last look: on a busy machine a tick comes late, and a shift that
  // answered a tap at once is only seen after the 500 ms. It is judged by the earliest time it could have had.
  let lastLook = 0;
  const checkMoves = (now: number) => {
    const shiftedAfter = lastLook;
    lastLook = now;
    const pins = new Map<Element, boolean>();
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!visible(el) || !enabled(el)) continue;
      const r = el.getBoundingClientRect();
      const first = seen.get(el);
      // Judged in its first second: judged for its whole life, the check found shifts still to fix (a
      // cancelled withdrawal leaves the list and "Add a new IBAN" moves up when the answer comes; a control
      // kept from one screen to the next, the footer's FAQ link, is compared across the change of screen).
      // PayPal's area and a refused card's notice are fixed (PayPalSlot.tsx, CardScreen.tsx's Notice).
      if (first && now - first.at > 1000) continue;
      if (!inViewport(r)) {
        if (first) seen.delete(el); // appears when it has settled in view
        continue;
      }
      const p = place(el, pins);
      if (animating(el)) {
        // Sliding in: it appears when it has settled. A transition that leaves it in place (a field's
        // border on focus or blur) is no appearing: its first place and time stay.
        if (first && (Math.abs(p.x - first.x) > 3 || Math.abs(p.y - first.y) > 3)) seen.delete(el);
        continue;
      }
      if (!first || first.vw !== innerWidth || first.vh !== innerHeight) {
        seen.set(el, { at: now, ...p, vw: innerWidth, vh: innerHeight });
        continue;
      }
      // Within 500 ms of the player's own input the page answers it (a field's message, the card's brand
      // row): as the Layout Instability API, such a shift is not one under the finger. Later ones are.
      // Before the player has acted the page is still booting: its shifts are the first paint's layout
      // shift, which `npm run bench` measures (CLS, docs/performance.md), not a tap that lands elsewhere.
      if (lastInput === 0 || shiftedAfter - lastInput < 500) {
        seen.set(el, { at: first.at, ...p, vw: innerWidth, vh: innerHeight });
        continue;
      }
      const dx = p.x - first.x;
      const dy = p.y - first.y;
      if (Math.abs(dx) > 3 || Math.abs(dy) > 3) {
        const across = `${Math.round(Math.abs(dx))}px ${dx < 0 ? 'left' : 'right'}`;
        const down = `${Math.round(Math.abs(dy))}px ${dy < 0 ? 'up' : 'down'}`;
        const since =
          now - first.at <= 1000 ? `within ${Math.round(now - first.at)} ms of appearing` : `in place for ${((now - first.at) / 1000).toFixed(1)} s`;
        once(
          `moved:${describe(el)}:${location.pathname}`,
          'moved',
          `${describe(el)} moved ${across}, ${down} ${since}, ${Math.round(now - lastInput)} ms after ${lastAction}`,
        );
        seen.set(el, { at: first.at, ...p, vw: innerWidth, vh: innerHeight });
      }
    }
  };

  // ---- busy: a busy indicator for more than busyMs without an enabled way out in view ----
  let busySince: number | null = null;
  const busyNow = () =>
    [...document.querySelectorAll('[aria-busy=true],[role=status]')].filter(
      (el) => visible(el) && (el.getAttribute('aria-busy') === 'true' || el.querySelector('svg') !== null),
    );
  const wayOut = (busy: Element[]) =>
    [...document.querySelectorAll('button,a[href],[role=button]')].some((el) => {
      if (!visible(el) || !enabled(el) || busy.some((b) => b.contains(el))) return false;
      const r = el.getBoundingClientRect();
      if (!inViewport(r)) return false;
      const hit = document.elementFromPoint(
        Math.min(innerWidth - 1, Math.max(0, r.left + r.width / 2)),
        Math.min(innerHeight - 1, Math.max(0, r.top + r.height / 2)),
      );
      return hit !== null && (el === hit || el.contains(hit));
    });
  const checkBusy = (now: number) => {
    const busy = busyNow();
    if (busy.length === 0) {
      busySince = null;
      return;
    }
    busySince ??= now;
    if (now - busySince > opts.busyMs && !wayOut(busy)) {
      once(
        `busy:${busySince}`,
        'busy',
        `busy for ${Math.round((now - busySince) / 1000)} s (${busy.map(describe).join(', ')}) with no enabled way out in view`,
      );
    }
  };

  // ---- focus: after a screen change, on the heading or a field of the screen (or in a dialog) ----
  let path: string | null = null;
  let changedAt: number | null = null;
  let shownScreen = false;
  let lastMutation = 0;
  new MutationObserver(() => {
    lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const checkFocus = (now: number, final: boolean) => {
    if (path === null) {
      path = location.pathname;
      return;
    }
    if (location.pathname !== path) {
      path = location.pathname;
      // The first screen of a page load is the browser's start, not a change: the address may move from the
      // launch URL through the boot's screens (a resumed payment's) before the player has done anything.
      if (shownScreen && lastInput > 0) changedAt = now;
      return;
    }
    if (!shownScreen && document.querySelector('main h1, main h2')) shownScreen = true;
    if (changedAt === null) return;
    if (lastInput > changedAt) {
      changedAt = null; // the player moved on before the screen settled: nothing to judge
      return;
    }
    const settled = now - lastMutation > opts.settleMs || now - changedAt > 3000;
    if ((!settled && !final) || (busyNow().length > 0 && !final)) return;
    changedAt = null;
    const a = document.activeElement;
    const main = document.querySelector('main') ?? document.getElementById('root');
    if (!main) return;
    // An open dialog holds focus; one still closing (Radix's data-state="closed") is leaving with it.
    const dialog = a?.closest('[role=dialog],[role=alertdialog]');
    if (dialog && dialog.getAttribute('data-state') !== 'closed') return;
    const heading = main.querySelector('h1,h2');
    const field = [...main.querySelectorAll('input:not([type=hidden]),select,textarea')].find((f) => visible(f) && enabled(f));
    // The heading, or a field of the new screen: its first, or the one the screen focuses itself (the saved
    // card's CVV under the brand choice) as src/app/focus-on-screen.ts leaves it (DESIGN 4).
    if (a && (a === heading || a === field || (a.matches('h1,h2,input,select,textarea') && main.contains(a)))) return;
    // A frame of the screen (the bank's challenge) holds focus: the player is typing in it.
    if (a?.tagName === 'IFRAME' && main.contains(a)) return;
    if (!heading && !field) return; // a screen without a heading or field (a loader): nothing to focus
    once(
      `focus:${location.pathname}:${now}`,
      'focus',
      `after the screen changed to ${location.pathname}, focus is on ${describe(a)}, not on its heading ${describe(heading)}${field ? ` or first field ${describe(field)}` : ''}`,
    );
  };

  // ---- pay: which mean Pay uses ----
  const label = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const checkPay = () => {
    const pay = document.querySelector('[data-testid=pay-button]');
    if (!pay || !visible(pay) || (pay as HTMLButtonElement).disabled) return;
    const selected = [...document.querySelectorAll('[role=option][aria-selected=true][data-mean-id]')];
    const uses = pay.getAttribute('data-mean-id');
    const payText = label(pay);
    let shown: Element | undefined;
    if (selected.length === 1) shown = selected[0];
    else if (selected.length > 1) {
      // The mark is where Pay goes (docs/decisions.md): two marks leave the player to read which one pays.
      once(
        `pay:ambiguous:${selected.map((s) => s.getAttribute('data-mean-id')).join(',')}`,
        'pay',
        `${selected.length} means shown selected (${selected.map(label).join(' | ')}) while Pay ("${payText}") uses one`,
      );
      return;
    } else {
      once('pay:none', 'pay', `Pay ("${payText}") is enabled with no mean shown selected`);
      return;
    }
    if (uses !== null && shown && shown.getAttribute('data-mean-id') !== uses) {
      once(`pay:uses:${uses}`, 'pay', `Pay uses mean ${uses}; the player is shown ${shown.getAttribute('data-mean-id')} ("${label(shown)}")`);
    }
  };

  // ---- presets: none above the maximum the limits summary shows ----
  const number = (text: string): number | null => {
    const groups = text.match(/\d[\d\s\u00a0\u202f.,']*/g);
    if (!groups) return null;
    let n = groups[groups.length - 1]!.replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]$/, '');
    const decimal = /[.,](\d{1,2})$/.exec(n);
    n = decimal ? `${n.slice(0, decimal.index).replace(/[.,]/g, '')}.${decimal[1]}` : n.replace(/[.,]/g, '');
    const v = Number(n);
    return Number.isFinite(v) ? v : null;
  };
  const checkPresets = () => {
    const maxima: number[] = [];
    const max = document.querySelector('[data-testid=limit-max]');
    if (max) {
      const v = number(label(max));
      if (v !== null) maxima.push(v);
    }
    const left = document.querySelector('[data-testid=limit-lowest]');
    const leftText = left?.firstElementChild ? label(left.firstElementChild) : null;
    if (leftText) {
      const v = number(leftText);
      if (v !== null) maxima.push(v);
    }
    if (maxima.length === 0) return;
    const ceiling = Math.min(...maxima);
    for (const p of document.querySelectorAll('[data-testid=amount-preset][data-value]')) {
      const v = Number(p.getAttribute('data-value'));
      if (v > ceiling) once(`presets:${v}:${ceiling}`, 'presets', `preset ${label(p)} is above the maximum shown (${ceiling})`);
    }
  };

  // ---- cut: text clipped by its box without an ellipsis ----
  const checkCut = () => {
    for (const el of document.querySelectorAll('#root *, [role=dialog] *')) {
      const cs = getComputedStyle(el);
      if (cs.overflowX !== 'hidden' && cs.overflowX !== 'clip') continue;
      if (el.clientWidth <= 2 || el.scrollWidth <= el.clientWidth + 1) continue;
      if ((cs.clip !== 'auto' && cs.clip !== '') || cs.clipPath !== 'none' || (cs.position === 'absolute' && el.clientWidth <= 2)) continue;
      if (el.matches('input,textarea,select,svg,svg *') || !visible(el)) continue;
      const box = el.getBoundingClientRect();
      // The element cuts a text of its own, or one of a child that does not end in an ellipsis itself.
      const texts = [el, ...el.querySelectorAll('*')].filter((t) =>
        [...t.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''),
      );
      for (const t of texts) {
        const tcs = getComputedStyle(t);
        if (tcs.textOverflow === 'ellipsis' && (tcs.overflowX === 'hidden' || tcs.overflowX === 'clip')) continue;
        if (t.closest('[aria-hidden=true]') && t !== el) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        const r = range.getBoundingClientRect();
        if (r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1)) {
          once(`cut:${label(t)}`, 'cut', `text "${label(t).slice(0, 60)}" is cut by ${describe(el)} without an ellipsis`);
          break;
        }
      }
    }
  };

  // ---- unanswered: a press of Pay or of a submit changes the page ----
  const PAYING = 'button[data-testid=pay-button],button[type=submit],button[data-testid$="-submit"]';
  let pressed: { at: number; path: string; what: string } | null = null;
  // Elements and attributes only: a text that ticks on its own (the session's countdown) is no answer.
  let lastChange = 0;
  new MutationObserver(() => {
    lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener(
    'click',
    (e) => {
      const b = e.target instanceof Element ? e.target.closest(PAYING) : null;
      if (b && isApp() && enabled(b)) pressed = { at: performance.now(), path: location.pathname, what: describe(b) };
    },
    true,
  );
  const checkAnswered = (now: number) => {
    if (!pressed || now - pressed.at < 2000) return;
    const p = pressed;
    pressed = null;
    if (lastChange > p.at || location.pathname !== p.path || document.visibilityState === 'hidden') return;
    once(`unanswered:${p.what}:${p.at}`, 'unanswered', `${p.what} was pressed and nothing on the page changed within 2 s`);
  };

  // ---- ring: one focus ring, on the control's own box, none on what the page focused for screen readers ----
  const outlined = (el: Element) => {
    const cs = getComputedStyle(el);
    return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && cs.opacity !== '0';
  };
  const radius = (el: Element) => parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0;
  const bordered = (el: Element) => {
    const cs = getComputedStyle(el);
    return cs.borderTopStyle !== 'none' && parseFloat(cs.borderTopWidth) > 0;
  };
  const checkRing = () => {
    const a = document.activeElement;
    if (!a || a === document.body || !visible(a)) return;
    const chain: Element[] = [];
    for (let e: Element | null = a; e && e !== document.body; e = e.parentElement) chain.push(e);
    const rings = chain.filter(outlined);
    if (rings.length === 0) return;
    const where = `${describe(a)} on ${location.pathname}`;
    if (rings.length > 1) {
      once(`ring:twice:${where}`, 'ring', `focus on ${describe(a)} draws ${rings.length} rings (${rings.map(describe).join(', ')})`);
      return;
    }
    const ring = rings[0]!;
    // Focused by the page for screen readers (focus-on-screen.ts): not a control the player can use.
    if (
      ring === a &&
      a.getAttribute('tabindex') === '-1' &&
      !a.matches('button,a[href],input,select,textarea,[role=button],[role=option],[role=dialog],[role=alertdialog]')
    ) {
      once(`ring:programmatic:${where}`, 'ring', `${describe(a)} (tabindex -1, focused by the page) shows a focus ring`);
      return;
    }
    // A ring on an inner part of a bordered, rounded box (the input of a field, not the field).
    const r = ring.getBoundingClientRect();
    for (const box of chain.slice(chain.indexOf(ring) + 1, chain.indexOf(ring) + 4)) {
      if (!bordered(box) || radius(box) <= radius(ring)) continue;
      const b = box.getBoundingClientRect();
      if (r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1 && r.height >= b.height - 6) {
        once(
          `ring:inner:${where}`,
          'ring',
          `the focus ring is on ${describe(ring)} (radius ${radius(ring)}px), inside its rounded box ${describe(box)} (radius ${radius(box)}px)`,
        );
        return;
      }
    }
  };

  // ---- unsafe: a dialog's filled button is the choice it focuses on open ----
  const dialogsSeen = new WeakMap<Element, { at: number; judged: boolean }>();
  const checkUnsafe = (now: number) => {
    for (const d of document.querySelectorAll('[role=dialog],[role=alertdialog]')) {
      if (d.getAttribute('data-state') === 'closed' || !visible(d)) continue;
      let seenDialog = dialogsSeen.get(d);
      if (!seenDialog) {
        seenDialog = { at: now, judged: false };
        dialogsSeen.set(d, seenDialog);
      }
      if (seenDialog.judged || now - seenDialog.at < 300) continue;
      seenDialog.judged = true;
      if (lastInput > seenDialog.at) continue; // the player has moved focus since: nothing to judge
      const a = document.activeElement;
      // Judged when the dialog focuses one of its choices (a Button: data-variant), not a tool (a copy button).
      if (!a || !d.contains(a) || !a.matches('button[data-variant]')) continue;
      const choices = [...d.querySelectorAll('button[data-variant]')].filter(visible);
      const filled = choices.filter((b) => b.getAttribute('data-variant') === 'primary');
      if (choices.length < 2 || filled.length === 0 || filled.includes(a)) continue;
      const title = d.querySelector('h1,h2,[id$=title]');
      once(
        `unsafe:${title ? label(title) : ''}:${label(a)}`,
        'unsafe',
        `dialog ${describe(title)} focuses ${describe(a)} on open (its safe choice) but fills ${filled.map(describe).join(', ')}`,
      );
    }
  };

  // ---- wordbreak: no text breaks inside a word ----
  const checkWordBreak = () => {
    for (const el of document.querySelectorAll('#root *, [role=dialog] *')) {
      const cs = getComputedStyle(el);
      const breaks =
        cs.wordBreak === 'break-all' ||
        cs.wordBreak === 'break-word' ||
        cs.overflowWrap === 'anywhere' ||
        cs.overflowWrap === 'break-word' ||
        cs.lineBreak === 'anywhere';
      if (!breaks || !visible(el) || el.closest('[aria-hidden=true]')) continue;
      for (const n of el.childNodes) {
        if (n.nodeType !== Node.TEXT_NODE) continue;
        const text = n.textContent ?? '';
        for (const m of text.matchAll(/[^\s\u00a0\u202f-]{4,}/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
          if (tops.size < 2) continue;
          // It wraps: each break must fall at a mark of its own (after "@", ".", "/" or "_", before "@").
          let prevTop: number | null = null;
          for (let i = 0; i < m[0].length; i++) {
            range.setStart(n, m.index + i);
            range.setEnd(n, m.index + i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            if (prevTop !== null && top > prevTop + 2 && !/[@./_]/.test(m[0][i - 1]!) && m[0][i] !== '@') {
              once(
                `wordbreak:${m[0]}`,
                'wordbreak',
                `"${m[0].slice(0, 60)}" breaks inside a word ("${m[0].slice(0, i)}" / "${m[0].slice(i)}") in ${describe(el)}`,
              );
              break;
            }
            prevTop = top;
          }
        }
      }
    }
  };

  let ticks = 0;
  const tick = (final = false) => {
    if (!isApp()) return;
    const now = performance.now();
    try {
      checkMoves(now);
      checkBusy(now);
      checkFocus(now, final);
      checkAnswered(now);
      // The costlier reads run every 500 ms (and at the end).
      if (final || ticks++ % 5 === 0) {
        checkPay();
        checkPresets();
        checkCut();
        checkRing();
        checkUnsafe(now);
        checkWordBreak();
      }
    } catch (e) {
      report('error', `invariant watcher failed: ${String(e)}`);
    }
  };
  // The last check answers with every report of this document, the binding's slower way included.
  w[opts.check] = () => {
    tick(true);
    return sent;
  };
  setInterval(() => tick(), 100);
}

export interface UiInvariants {
  violations: Violation[];
}

/** Hooks a context: every page of it is watched; returns the violations as they come. */
export async function watchContext(
  context: BrowserContext,
  testInfo: TestInfo,
): Promise<{
  violations: Violation[];
  shots: Promise<unknown>[];
  finish: () => Promise<void>;
}> {
  const violations: Violation[] = [];
  const shots: Promise<unknown>[] = [];
  const pages = new Set<Page>();
  const ids = new Set<string>();
  const record = (page: Page | null, v: Violation) => {
    if (v.id !== undefined) {
      if (ids.has(v.id)) return;
      ids.add(v.id);
    }
    violations.push(v);
    if (!page || page.isClosed()) return;
    const n = violations.length;
    // no time-out of its own (docs/decisions.md "Waits in the browser tests"): the test's bounds it
    shots.push(
      page
        .screenshot()
        .then((body) => testInfo.attach(`invariant ${n} (${v.kind}).png`, { body, contentType: 'image/png' }))
        .catch(() => undefined),
    );
  };
  const hook = (page: Page) => {
    pages.add(page);
    page.on('pageerror', (e) => record(page, { kind: 'error', message: `uncaught error: ${e.message}`, step: page.url(), url: page.url() }));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const text = m.text();
      // A refused request (a fault a test injects, a 4xx the app handles) is the network's report, not the page's;
      // CSP violations have their own check.
      if (/Failed to load resource|net::ERR_|Content Security Policy/i.test(text)) return;
      // The sandbox's own pages (the launcher, the simulated webview and its sandboxed frames) are not the app.
      const source = m.location().url;
      if (!source || source.startsWith('about:') || /^https?:\/\/[^/]+\/sandbox\//.test(source)) return;
      // The simulated webview's in-app browser is a sandboxed frame: the browser refuses its scripts (the app
      // page inside it is the provider's return, which the simulator hands back to the webview).
      if (/because the document's frame is sandboxed/.test(text)) return;
      record(page, { kind: 'error', message: `console error: ${text}`, step: page.url(), url: page.url() });
    });
  };
  context.pages().forEach(hook);
  context.on('page', hook);
  await context.exposeBinding(UI_BINDING, ({ page }, v: Violation) => record(page, v));
  await context.addInitScript(watch, { binding: UI_BINDING, check: UI_CHECK, busyMs: 10_000, settleMs: 400 });
  const finish = async () => {
    for (const page of pages) {
      if (page.isClosed()) continue;
      const reports = await page
        .evaluate((check) => (window as unknown as Record<string, (() => Violation[]) | undefined>)[check]?.() ?? [], UI_CHECK)
        .catch(() => [] as Violation[]);
      for (const v of reports) record(page, v);
    }
    await Promise.all(shots);
  };
  return { violations, shots, finish };
}

export function describeViolations(testInfo: TestInfo, violations: readonly Violation[]): string {
  return [
    `UI invariants broken in "${testInfo.titlePath.slice(1).join(' › ')}":`,
    ...violations.map((v, i) => `  ${i + 1}. [${v.kind}] ${v.message}\n     step: ${v.step}\n     at: ${v.url}`),
  ].join('\n');
}
