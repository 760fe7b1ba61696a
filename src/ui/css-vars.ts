import { useCallback, type CSSProperties } from 'react';

/**
 * Minimal stand-in for `assignInlineVars` of `@vanilla-extract/dynamic` (not installed): turns
 * `{ [cssVar]: value }`, where `cssVar` is a `createVar()` result such as `var(--width__abc)`,
 * into a React style object that sets only CSS custom properties. Nothing else may be inlined.
 */
export function inlineVars(map: Record<string, string | number | null | undefined>): CSSProperties {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) {
    if (value == null) continue;
    const match = /^var\((--[^,)]+)/.exec(key.trim());
    const name = match?.[1] ?? (key.startsWith('--') ? key : null);
    if (!name) throw new Error(`inlineVars: "${key}" is not a CSS custom property`);
    out[name] = String(value);
  }
  return out as CSSProperties;
}

/**
 * The same custom properties set through the CSSOM once the element is in the page: a `style` attribute
 * in HTML the server rendered is blocked by the page's CSP (no 'unsafe-inline' in style-src), a property set
 * by script is not. Returns the element's ref callback.
 */
export function useInlineVars<T extends HTMLElement>(map: Record<string, string | number | null | undefined>): (element: T | null) => void {
  const style = inlineVars(map) as Record<string, string>;
  const key = JSON.stringify(style);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the properties are the key's
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      for (const name of Object.keys(previous(element))) if (!(name in style)) element.style.removeProperty(name);
      for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
      setPrevious(element, style);
    },
    [key],
  );
}

const applied = new WeakMap<HTMLElement, Record<string, string>>();
const previous = (element: HTMLElement) => applied.get(element) ?? {};
const setPrevious = (element: HTMLElement, style: Record<string, string>) => applied.set(element, style);
