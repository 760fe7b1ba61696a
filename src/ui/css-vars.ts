import type { CSSProperties } from 'react';

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
