import { Fill, Frame, LogoSvg, Word, FONT, type LogoProps } from './svg';

export function ApplePayLogo({ dark, ...props }: LogoProps) {
  // Black mark on light themes, white mark on dark themes (Apple's own rule).
  const bg = dark ? '#FFFFFF' : '#000000';
  const fg = dark ? '#000000' : '#FFFFFF';
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color={bg} />
      <path
        fill={fg}
        d="M11.3 11.2c.8 0 1.5-.5 2.1-.5.7 0 1.3.5 2.2.5-.6.4-1.3 1.2-1.3 2.4 0 1.6 1.2 2.3 1.6 2.5-.3 1-1.3 2.9-2.5 2.9-.7 0-1-.4-1.8-.4s-1.2.4-1.8.4C8.4 19 7 16.6 7 14.6c0-2.2 1.4-3.5 2.7-3.5.7 0 1.2.4 1.6.4ZM12.9 8.4c.1.8-.2 1.5-.7 2-.5.5-1.1.8-1.8.8-.1-.7.3-1.5.7-1.9.5-.5 1.2-.9 1.8-.9Z"
      />
      <Word x={17} y={18.2} size={10} length={16} anchor="start" weight={600} fill={fg}>
        Pay
      </Word>
    </LogoSvg>
  );
}

export function GooglePayLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      {/* "G": four arcs around (11,14), r 4.6, plus its bar. */}
      <g fill="none" strokeWidth="2">
        <path d="M11 14H15.6A4.6 4.6 0 0 1 14.25 17.25" stroke="#4285F4" />
        <path d="M14.25 17.25A4.6 4.6 0 0 1 7.75 17.25" stroke="#34A853" />
        <path d="M7.75 17.25A4.6 4.6 0 0 1 7.02 11.7" stroke="#FBBC04" />
        <path d="M7.02 11.7A4.6 4.6 0 0 1 14.25 10.75" stroke="#EA4335" />
      </g>
      <Word x={18} y={17.6} size={9.5} length={16} anchor="start" weight={500} fill={dark ? '#E8EAED' : '#5F6368'}>
        Pay
      </Word>
    </LogoSvg>
  );
}

export function PaysafecardLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <text x="20" y="16.5" fontFamily={FONT} fontSize="7" fontWeight="700" textAnchor="middle" textLength="33" lengthAdjust="spacingAndGlyphs">
        <tspan fill={dark ? '#FFFFFF' : '#1D3B6E'}>paysafe</tspan>
        <tspan fill={dark ? '#5CC6F2' : '#008ACA'}>card</tspan>
      </text>
      <rect x="4" y="19.5" width="32" height="1.2" rx="0.6" fill={dark ? '#5CC6F2' : '#008ACA'} />
    </LogoSvg>
  );
}

export function SkrillLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#862165" />
      <Word y={18} size={11} length={27} fill="#FFFFFF">
        Skrill
      </Word>
    </LogoSvg>
  );
}

/** 72x20 wordmark (SPEC 2 example size). */
export function PayPalLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={72} vh={20} {...props}>
      <text
        x="36"
        y="15"
        fontFamily={FONT}
        fontSize="15"
        fontWeight="800"
        fontStyle="italic"
        textAnchor="middle"
        textLength="58"
        lengthAdjust="spacingAndGlyphs"
      >
        <tspan fill={dark ? '#FFFFFF' : '#003087'}>Pay</tspan>
        <tspan fill={dark ? '#6CC3F0' : '#009CDE'}>Pal</tspan>
      </text>
    </LogoSvg>
  );
}
