import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { createThemeClass, type ThemeClassTable } from './theme-class';

/**
 * Token contract. Components read `vars.*` only; a theme class (see `themeClass`) supplies the values.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    /** Subtle filled surface: chips, hover backgrounds, sheet handle. */
    surfaceAlt: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    border: null,
    danger: null,
    success: null,
    /** The focus ring: the brand's primary colour. */
    focus: null,
    /** Backdrop behind modals and the overlay loader. */
    scrim: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  font: { body: null },
  shadow: { sm: null, md: null, lg: null },
  size: {
    /** Minimum touch target (WCAG 2.5.5 / platform guidelines). */
    touch: null,
    /** Height of buttons and inputs. */
    control: null,
    /** Max width of the routed content on desktop. */
    content: null,
  },
});

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

const common = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  // 16px minimum for inputs (md) so iOS does not zoom on focus.
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  font: { body: FONT_STACK },
  size: { touch: '44px', control: '48px', content: '480px' },
};

const lightShadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 16px 40px rgba(16, 24, 40, 0.20)',
};
const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.65)',
};

// Kestrel: squarer corners; Orbit: rounder.
const kestrelRadius = { sm: '4px', md: '8px', lg: '14px', pill: '999px' };
const orbitRadius = { sm: '8px', md: '12px', lg: '20px', pill: '999px' };

const kestrelLight = createTheme(
  vars,
  {
    ...common,
    radius: kestrelRadius,
    shadow: lightShadow,
    color: {
      background: '#F3F6F4',
      surface: '#FFFFFF',
      surfaceAlt: '#E6EEE9',
      text: '#0F1A14',
      textMuted: '#51605A',
      primary: '#0B5D3B',
      primaryHover: '#08472D',
      onPrimary: '#FFFFFF',
      border: '#C4D1CA',
      danger: '#B42318',
      success: '#137A3C',
      focus: '#0B5D3B',
      scrim: 'rgba(7, 20, 13, 0.55)',
    },
  },
  'kestrel-light',
);

const kestrelDark = createTheme(
  vars,
  {
    ...common,
    radius: kestrelRadius,
    shadow: darkShadow,
    color: {
      background: '#0A130F',
      surface: '#121F19',
      surfaceAlt: '#1B2D24',
      text: '#E8F1EC',
      textMuted: '#A0B3A8',
      primary: '#44C285',
      primaryHover: '#62D49B',
      onPrimary: '#04140B',
      border: '#2C4137',
      danger: '#FF7A6E',
      success: '#4ADE80',
      focus: '#44C285',
      scrim: 'rgba(0, 0, 0, 0.65)',
    },
  },
  'kestrel-dark',
);

const orbitLight = createTheme(
  vars,
  {
    ...common,
    radius: orbitRadius,
    shadow: lightShadow,
    color: {
      background: '#F5F5FB',
      surface: '#FFFFFF',
      surfaceAlt: '#ECEBFA',
      text: '#14122B',
      textMuted: '#58566F',
      primary: '#4338CA',
      primaryHover: '#3730A3',
      onPrimary: '#FFFFFF',
      border: '#D3D1EA',
      danger: '#B42318',
      success: '#137A3C',
      focus: '#4338CA',
      scrim: 'rgba(14, 13, 40, 0.55)',
    },
  },
  'orbit-light',
);

const orbitDark = createTheme(
  vars,
  {
    ...common,
    radius: orbitRadius,
    shadow: darkShadow,
    color: {
      background: '#0E0D1A',
      surface: '#17162B',
      surfaceAlt: '#221F3D',
      text: '#ECEBFA',
      textMuted: '#A7A5C4',
      primary: '#8C8CF8',
      primaryHover: '#A5A6FB',
      onPrimary: '#0E0D1A',
      border: '#34315A',
      danger: '#FF7A6E',
      success: '#4ADE80',
      focus: '#8C8CF8',
      scrim: 'rgba(0, 0, 0, 0.65)',
    },
  },
  'orbit-dark',
);

const table: ThemeClassTable = {
  kestrel: { light: kestrelLight, dark: kestrelDark },
  orbit: { light: orbitLight, dark: orbitDark },
};

/** The four theme class names, should a caller need them all (e.g. tests, a theme picker). */
export const themes = table;

/**
 * `themeClass('kestrel', false)` -> the class name carrying every token for that brand and mode.
 * Apply it to the root of the app (AppShell does this with its `themeClassName` prop).
 */
export const themeClass = addFunctionSerializer(createThemeClass(table), {
  importPath: './theme-class',
  importName: 'createThemeClass',
  args: [table],
});

// The light / dark theme also tells the browser which native controls and scrollbars to draw.
globalStyle(`${kestrelLight}, ${orbitLight}`, { colorScheme: 'light' });
globalStyle(`${kestrelDark}, ${orbitDark}`, { colorScheme: 'dark' });

// Focus rings: src/ui/focus-ring.css.ts (one ring, in the brand colour, on every control).

/* ---------- global styles ---------- */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  fontFamily: FONT_STACK,
  fontSize: '1rem',
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, p, figure', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The type of scrollBehavior does not list !important; the CSS is valid.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
