import { Fill, Frame, LogoSvg, Word, FONT, type LogoProps } from './svg';

export function BankTransferLogo({ dark, ...props }: LogoProps) {
  const c = dark ? '#D5DCE5' : '#3D4B5C';
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <g fill={c}>
        <path d="M20 4.5 31 9.8H9Z" />
        <rect x="11" y="11" width="2.4" height="8.5" />
        <rect x="16" y="11" width="2.4" height="8.5" />
        <rect x="21.6" y="11" width="2.4" height="8.5" />
        <rect x="26.6" y="11" width="2.4" height="8.5" />
        <rect x="9" y="20.5" width="22" height="2.2" />
      </g>
    </LogoSvg>
  );
}

export function P24Logo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <text x="20" y="18.5" fontFamily={FONT} fontSize="12" fontWeight="800" textAnchor="middle" textLength="25" lengthAdjust="spacingAndGlyphs">
        <tspan fill={dark ? '#FFFFFF' : '#4D4D4D'}>P</tspan>
        <tspan fill="#D13239">24</tspan>
      </text>
    </LogoSvg>
  );
}

export function BlikLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#000000" />
      {dark && <rect x="0.5" y="0.5" width="39" height="27" rx="4" fill="none" stroke="#3B414D" />}
      <Word x={18} y={18.5} size={12} length={20} fill="#FFFFFF" weight={800}>
        blik
      </Word>
      <circle cx="30.5" cy="9" r="2.6" fill="#E4007F" />
    </LogoSvg>
  );
}

export function MultibancoLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <rect x="7" y="4.5" width="26" height="19" rx="5" fill="#1D70B7" />
      <Word y={18.3} size={12} length={19} fill="#FFFFFF" weight={800}>
        MB
      </Word>
    </LogoSvg>
  );
}

export function MbWayLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <rect x="3" y="7" width="16" height="14" rx="2.5" fill="#D6001C" />
      <Word x={11} y={16.8} size={8} length={11} fill="#FFFFFF" weight={800}>
        MB
      </Word>
      <Word x={22} y={16.8} size={8} length={15} anchor="start" fill={dark ? '#FFFFFF' : '#1A1A1A'} weight={800}>
        WAY
      </Word>
    </LogoSvg>
  );
}
