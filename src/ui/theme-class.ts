// Runtime half of `themeClass` (see theme.css.ts). Kept out of the .css.ts file so vanilla-extract can
// serialise the function (a .css.ts file may only export plain values or serialisable functions).
export type ThemeBrand = 'kestrel' | 'orbit';

/** brand -> [light class, dark class] */
export type ThemeClassTable = Record<ThemeBrand, { light: string; dark: string }>;

export function createThemeClass(table: ThemeClassTable) {
  return function themeClass(brand: ThemeBrand, dark: boolean): string {
    const entry = table[brand] ?? table.kestrel;
    return dark ? entry.dark : entry.light;
  };
}
