import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as s from './MeanList.css';
import { IconButton } from './IconButton';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, ErrorIcon } from './icons';
import { PaymentLogo } from './logos/PaymentLogo';
import { Identity } from './Identity';
import type { PaymentLogoId } from './logos/meta';
import { visuallyHidden } from './a11y.css';
import { cx } from './cx';
import { DEFAULT_SCROLL_OFFSET, SCROLL_DEBOUNCE_MS, SCROLLING_RESET_MS } from './timing';
import { nearestScrollLeft, offsetScrollLeft, pageScrollLeft, scrollEdges, type TileBox, type Viewport } from './mean-list-scroll';

export type MeanListScrollStatus = 'INITIATED' | 'MANUAL' | 'AUTOMATIC';

export interface MeanListItem {
  id: string;
  logo: PaymentLogoId;
  /** Method or saved-mean name, e.g. "Card", "Visa •••• 4242" (already translated / formatted). */
  label: string;
  /** Second line, e.g. an expiry date or a phone number. */
  sublabel?: string;
  disabled?: boolean;
  /** Same effect as listing the id in `selectedIds`. */
  selected?: boolean;
  /** Bottom line, usually the method's "min – max" (formatted by the caller). */
  footer?: ReactNode;
  /** The amount is outside this mean's bounds: the footer turns red with an error icon. */
  footerError?: boolean;
}

export interface MeanListProps {
  items: readonly MeanListItem[];
  selectedIds: readonly string[];
  /** A tile was chosen (click, tap, Enter or Space). Not called for disabled tiles. */
  onSelect: (id: string) => void;
  /** No left / right buttons (swipe, keys and wheel still scroll). */
  hideButtons?: boolean;
  /** Initial scroll: the first selected tile is shown with up to this many tiles before it. Default 5. */
  defaultOffset?: number;
  /**
   * INITIATED once the list has taken its first position; then MANUAL when the player scrolls
   * (swipe, wheel, buttons, keys) and AUTOMATIC when the list scrolls itself to show a newly
   * selected tile. Reported when it changes.
   */
  onScrollStatusChange?: (status: MeanListScrollStatus) => void;
  /** Accessible name of the list (translated). Default "Payment methods". Ignored with `labelledBy`. */
  label?: string;
  /** Id of a visible heading naming the list. */
  labelledBy?: string;
  /** Dark variants of the logos. */
  darkLogos?: boolean;
  className?: string;
  'data-testid'?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)').matches : false;
}

const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * The horizontally scrolling list of payment means (SPEC 2, amount page).
 *
 * ARIA: a single-select `listbox` (aria-orientation="horizontal") of `option`s with roving tabindex.
 * Selection does NOT follow focus: arrows / Home / End only move focus, Enter or Space selects. Choosing a
 * mean re-validates the amount and can change the page, so browsing with arrows must not do that (which is
 * why this is not a radiogroup, where arrows check the radio).
 */
export function MeanList({
  items,
  selectedIds,
  onSelect,
  hideButtons = false,
  defaultOffset = DEFAULT_SCROLL_OFFSET,
  onScrollStatusChange,
  label,
  labelledBy,
  darkLogos = false,
  className,
  'data-testid': testId = 'mean-list',
}: MeanListProps) {
  const { t } = useLingui();
  const baseId = useId();
  const scrollerId = `${baseId}-list`;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tileRefs = useRef(new Map<string, HTMLDivElement>());
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const [activeId, setActiveId] = useState<string | null>(null);

  const isSelected = (item: MeanListItem) => item.selected === true || selectedIds.includes(item.id);
  const firstSelected = items.find(isSelected)?.id ?? null;
  const focusableId = activeId != null && items.some((i) => i.id === activeId) ? activeId : (firstSelected ?? items[0]?.id ?? null);

  // ---- scroll status bookkeeping (SPEC 9: debounce 16 ms, the scrolling flag resets after 500 ms) ----
  const onStatusRef = useRef(onScrollStatusChange);
  onStatusRef.current = onScrollStatusChange;
  const lastStatus = useRef<MeanListScrollStatus | null>(null);
  const scrolling = useRef(false);
  const automatic = useRef(false);
  const silent = useRef(false);
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const initiated = useRef(false);

  const emit = useCallback((status: MeanListScrollStatus) => {
    if (lastStatus.current === status) return;
    lastStatus.current = status;
    onStatusRef.current?.(status);
  }, []);

  const armReset = useCallback(() => {
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      scrolling.current = false;
      automatic.current = false;
    }, SCROLLING_RESET_MS);
  }, []);

  const measure = useCallback((): { view: Viewport; tiles: Map<string, TileBox>; el: HTMLDivElement } | null => {
    const el = scrollerRef.current;
    if (!el) return null;
    const tiles = new Map<string, TileBox>();
    for (const [id, node] of tileRefs.current) tiles.set(id, { start: node.offsetLeft, width: node.offsetWidth });
    return {
      el,
      tiles,
      view: { width: el.clientWidth, max: Math.max(0, el.scrollWidth - el.clientWidth), padding: s.EDGE_MARGIN_PX },
    };
  }, []);

  const updateEdges = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const next = scrollEdges(el.scrollLeft, el.scrollWidth - el.clientWidth);
    setEdges((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, []);

  const handleScroll = () => {
    clearTimeout(debounceTimer.current);
    debounceTimer.current = setTimeout(() => {
      updateEdges();
      if (silent.current) {
        silent.current = false;
      } else if (!scrolling.current) {
        scrolling.current = true;
        emit(automatic.current ? 'AUTOMATIC' : 'MANUAL');
      }
      armReset();
    }, SCROLL_DEBOUNCE_MS);
  };

  /** The list moves itself (not the player): reported as AUTOMATIC. */
  const autoScrollTo = useCallback(
    (left: number) => {
      const el = scrollerRef.current;
      if (!el || Math.abs(el.scrollLeft - left) < 1) return;
      automatic.current = true;
      scrolling.current = false;
      armReset();
      el.scrollTo({ left, behavior: behavior() });
    },
    [armReset],
  );

  // First position, before paint (no visible jump): as soon as there are tiles.
  useLayoutEffect(() => {
    if (initiated.current || items.length === 0) return;
    const m = measure();
    if (!m) return;
    initiated.current = true;
    const order = items.map((i) => m.tiles.get(i.id) ?? { start: 0, width: 0 });
    const index = firstSelected == null ? -1 : items.findIndex((i) => i.id === firstSelected);
    const left = index < 0 ? 0 : offsetScrollLeft(order, index, defaultOffset, m.view);
    if (Math.abs(m.el.scrollLeft - left) >= 1) {
      silent.current = true;
      m.el.scrollLeft = left;
    }
    updateEdges();
    emit('INITIATED');
    // Once the first position is taken, later runs return at once (initiated).
  }, [items, firstSelected, measure, defaultOffset, updateEdges, emit]);

  // Later selection changes: bring the newly selected tile into view. Measured in the next animation
  // frame, not here: React runs this effect within the tap's own task (a discrete event), where reading
  // offsetLeft would force a layout of the freshly committed page before the browser's own, and the tap
  // must be answered within 50 ms. In the frame, that layout is the one the paint needs anyway.
  const previousSelected = useRef(firstSelected);
  useEffect(() => {
    if (previousSelected.current === firstSelected) return;
    previousSelected.current = firstSelected;
    if (!initiated.current || firstSelected == null) return;
    const frame = requestAnimationFrame(() => {
      const m = measure();
      const tile = m?.tiles.get(firstSelected);
      if (!m || !tile) return;
      autoScrollTo(nearestScrollLeft(tile, m.el.scrollLeft, m.view));
    });
    return () => cancelAnimationFrame(frame);
  }, [firstSelected, measure, autoScrollTo]);

  // Edges follow resizes of the list and changes of its tiles.
  useEffect(() => {
    updateEdges();
    const el = scrollerRef.current;
    if (!el) return;
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => updateEdges());
    ro?.observe(el);
    const mo = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => updateEdges());
    mo?.observe(el, { childList: true, subtree: true });
    return () => {
      ro?.disconnect();
      mo?.disconnect();
    };
  }, [updateEdges]);

  useEffect(
    () => () => {
      clearTimeout(debounceTimer.current);
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const page = (direction: -1 | 1) => {
    const m = measure();
    if (!m) return;
    const [a, b] = items.map((i) => m.tiles.get(i.id));
    const stride = a && b ? b.start - a.start : (a?.width ?? 0);
    // A page counts the tiles that fit between the scroller's own paddings (not the faded margins).
    const view = { ...m.view, padding: s.SCROLL_PADDING_PX };
    m.el.scrollTo({ left: pageScrollLeft(m.el.scrollLeft, direction, stride, view), behavior: behavior() });
  };

  const focusTile = (id: string) => {
    const node = tileRefs.current.get(id);
    if (!node) return;
    setActiveId(id);
    node.focus({ preventScroll: true });
    // Player-driven (keys): MANUAL. Computed rather than scrollIntoView so the ends are reached exactly
    // (the buttons' disabled state depends on it) and the faded edges are cleared.
    const m = measure();
    const tile = m?.tiles.get(id);
    if (m && tile) m.el.scrollTo({ left: nearestScrollLeft(tile, m.el.scrollLeft, m.view), behavior: behavior() });
  };

  const select = (item: MeanListItem) => {
    setActiveId(item.id);
    if (!item.disabled) onSelect(item.id);
  };

  // The tiles are memoised: their callbacks must not change from one render to the next, so that a tap
  // re-renders only the tiles whose selection or focus changed. They read the latest items.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const selectRef = useRef(select);
  selectRef.current = select;
  const chooseTile = useCallback((id: string) => {
    const item = itemsRef.current.find((i) => i.id === id);
    if (item) selectRef.current(item);
  }, []);
  const focusedTile = useCallback((id: string) => setActiveId(id), []);
  const registerTile = useCallback((id: string, node: HTMLDivElement | null) => {
    if (node) tileRefs.current.set(id, node);
    else tileRefs.current.delete(id);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.id === focusableId);
    if (index < 0) return;
    let next = -1;
    switch (event.key) {
      case 'ArrowRight':
        next = Math.min(items.length - 1, index + 1);
        break;
      case 'ArrowLeft':
        next = Math.max(0, index - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      case 'Enter':
      case ' ':
      case 'Spacebar':
        event.preventDefault();
        select(items[index]!);
        return;
      default:
        return;
    }
    event.preventDefault();
    const target = items[next];
    if (target) focusTile(target.id);
  };

  const showButtons = !hideButtons;

  return (
    <div className={cx(s.root, !showButtons && s.rootNoButtons, className)} data-testid={testId} data-scrolls={!(edges.atStart && edges.atEnd)}>
      {showButtons && (
        <IconButton
          className={s.navButton}
          aria-label={t`Show previous payment methods`}
          aria-controls={scrollerId}
          icon={<ChevronLeftIcon size={20} />}
          disabled={edges.atStart}
          onClick={() => page(-1)}
          data-testid="mean-list-prev"
        />
      )}
      <div
        ref={scrollerRef}
        id={scrollerId}
        className={s.scroller}
        role="listbox"
        aria-orientation="horizontal"
        aria-label={labelledBy ? undefined : (label ?? t`Payment methods`)}
        aria-labelledby={labelledBy}
        data-at-start={edges.atStart}
        data-at-end={edges.atEnd}
        onScroll={handleScroll}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          // Leaving the list: the next Tab into it lands on the selected tile again.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActiveId(null);
        }}
      >
        {items.map((item) => {
          const selected = isSelected(item);
          return (
            <ListTile
              key={item.id}
              register={registerTile}
              id={`${baseId}-opt-${item.id}`}
              item={item}
              selected={selected}
              tabIndex={item.id === focusableId ? 0 : -1}
              darkLogo={darkLogos}
              onChoose={chooseTile}
              onFocusTile={focusedTile}
            />
          );
        })}
      </div>
      {showButtons && (
        <IconButton
          className={s.navButton}
          aria-label={t`Show next payment methods`}
          aria-controls={scrollerId}
          icon={<ChevronRightIcon size={20} />}
          disabled={edges.atEnd}
          onClick={() => page(1)}
          data-testid="mean-list-next"
        />
      )}
    </div>
  );
}

interface ListTileProps extends Omit<MeanTileProps, 'onClick' | 'onFocus' | 'ref'> {
  register: (id: string, node: HTMLDivElement | null) => void;
  onChoose: (id: string) => void;
  onFocusTile: (id: string) => void;
}

/**
 * A tile of the list, re-rendered only when its own props change (its item, selection, tab stop): the list
 * hands it stable callbacks keyed by the item's id, so a tap re-renders two tiles, not all of them.
 */
const ListTile = memo(function ListTile({ register, onChoose, onFocusTile, item, ...rest }: ListTileProps) {
  const id = item.id;
  const ref = useCallback((node: HTMLDivElement | null) => register(id, node), [register, id]);
  const onClick = useCallback(() => onChoose(id), [onChoose, id]);
  const onFocus = useCallback(() => onFocusTile(id), [onFocusTile, id]);
  return <MeanTile {...rest} item={item} ref={ref} onClick={onClick} onFocus={onFocus} />;
});

export interface MeanTileProps {
  item: MeanListItem;
  selected: boolean;
  id?: string;
  tabIndex?: number;
  darkLogo?: boolean;
  onClick?: () => void;
  onFocus?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** One payment mean: fixed 116x140 box, fixed 72x40 logo box, label, optional sublabel and footer. */
export function MeanTile({ item, selected, id, tabIndex = -1, darkLogo = false, onClick, onFocus, ref }: MeanTileProps) {
  const { t } = useLingui();
  const hasFooter = item.footer != null && item.footer !== '';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the listbox's (its onKeyDown moves and selects the option in focus, WAI-ARIA listbox)
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={item.disabled || undefined}
      tabIndex={tabIndex}
      className={s.tile}
      onClick={onClick}
      onFocus={onFocus}
      data-testid="mean-tile"
      data-mean-id={item.id}
      data-logo={item.logo}
      data-selected={selected}
      data-disabled={item.disabled || undefined}
    >
      {selected && (
        <span className={s.badge} aria-hidden="true" data-testid="mean-tile-check">
          <CheckIcon size={12} />
        </span>
      )}
      <span className={s.logoBox}>
        <PaymentLogo id={item.logo} dark={darkLogo} decorative />
      </span>
      <span className={s.text}>
        <span className={s.label} data-testid="mean-tile-label">
          {item.label}
        </span>
        {item.sublabel && (
          <span className={s.sublabel} data-testid="mean-tile-sublabel">
            <Identity text={item.sublabel} />
          </span>
        )}
      </span>
      {hasFooter && (
        <span className={s.footer} data-error={item.footerError || undefined} data-testid="mean-tile-footer">
          {item.footerError && <ErrorIcon size={14} className={s.footerIcon} />}
          <span className={s.footerText}>{item.footer}</span>
          {item.footerError && <span className={visuallyHidden}>{t`Amount outside the limits of this method`}</span>}
        </span>
      )}
    </div>
  );
}
