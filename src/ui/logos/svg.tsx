import type { ReactNode, SVGProps } from 'react';

/** Props shared by every logo drawing. width/height default to the logo's intrinsic size. */
export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> {
  /** Variant for dark themes (light text, dark badge where the brand sits on white). */
  dark?: boolean;
}

export const FONT = 'Arial, Helvetica, sans-serif';

/** Fixed-size SVG shell: explicit width/height attributes, so nothing shifts while fonts load. */
export function LogoSvg({ vw, vh, dark: _dark, width, height, children, ...rest }: LogoProps & { vw: number; vh: number; children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${vw} ${vh}`} width={width ?? vw} height={height ?? vh} {...rest}>
      {children}
    </svg>
  );
}

/** Rounded badge with a 1px border: white on light themes, charcoal on dark ones. */
export function Frame({ dark, w = 40, h = 28 }: { dark?: boolean; w?: number; h?: number }) {
  return <rect x="0.5" y="0.5" width={w - 1} height={h - 1} rx="4" fill={dark ? '#1F232B' : '#FFFFFF'} stroke={dark ? '#3B414D' : '#D5D9E0'} />;
}

/** Solid-colour badge filling the 40x28 box. */
export function Fill({ color, w = 40, h = 28 }: { color: string; w?: number; h?: number }) {
  return <rect width={w} height={h} rx="4" fill={color} />;
}

/** A wordmark forced to an exact length, so any fallback font keeps the drawing's proportions. */
export function Word({
  x = 20,
  y,
  size,
  length,
  fill,
  weight = 700,
  italic = false,
  anchor = 'middle',
  children,
}: {
  x?: number;
  y: number;
  size: number;
  length: number;
  fill?: string;
  weight?: number;
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      fontFamily={FONT}
      fontSize={size}
      fontWeight={weight}
      fontStyle={italic ? 'italic' : undefined}
      textAnchor={anchor}
      textLength={length}
      lengthAdjust="spacingAndGlyphs"
      fill={fill}
    >
      {children}
    </text>
  );
}
