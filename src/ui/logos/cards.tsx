import { useId } from 'react';
import { Frame, LogoSvg, Word, type LogoProps } from './svg';

export function VisaLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <Word y={18.5} size={11.5} length={28} italic weight={800} fill={dark ? '#FFFFFF' : '#1A1F71'}>
        VISA
      </Word>
      <rect x="6" y="20.5" width="28" height="1.5" fill="#F7B600" />
    </LogoSvg>
  );
}

export function CbLogo({ dark: _dark, ...props }: LogoProps) {
  // useId output may hold characters that are awkward in url(#...): keep [A-Za-z0-9_-] only.
  const gid = `cb-grad${useId().replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <defs>
        <linearGradient id={gid} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2EB5A5" />
          <stop offset="0.55" stopColor="#1D77B8" />
          <stop offset="1" stopColor="#233A8B" />
        </linearGradient>
      </defs>
      <rect width="40" height="28" rx="4" fill={`url(#${gid})`} />
      <Word y={19} size={13} length={20} fill="#FFFFFF" weight={800}>
        CB
      </Word>
    </LogoSvg>
  );
}

export function MastercardLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <circle cx="16" cy="14" r="8" fill="#EB001B" />
      <circle cx="24" cy="14" r="8" fill="#F79E1B" />
      <path d="M20 7.07A8 8 0 0 1 20 20.93A8 8 0 0 1 20 7.07Z" fill="#FF5F00" />
    </LogoSvg>
  );
}

/** Generic card (the card method tile): 40x40. */
export function CardLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={40} {...props}>
      <rect x="4" y="9" width="32" height="22" rx="3" fill={dark ? '#CBD5E1' : '#4B5B70'} />
      <rect x="4" y="13.5" width="32" height="4" fill={dark ? '#64748B' : '#1F2937'} />
      <rect x="8" y="22" width="7" height="5" rx="1" fill="#F2C94C" />
      <rect x="18" y="23.5" width="13" height="2" rx="1" fill={dark ? '#64748B' : '#9AA8BA'} />
    </LogoSvg>
  );
}

/** Generic mobile money (the method tile before an operator is chosen): a phone, 40x40. */
export function MobileMoneyLogo({ dark, ...props }: LogoProps) {
  const body = dark ? '#CBD5E1' : '#4B5B70';
  return (
    <LogoSvg vw={40} vh={40} {...props}>
      <rect x="12" y="5" width="16" height="30" rx="3" fill={body} />
      <rect x="14.5" y="9" width="11" height="19" rx="1" fill={dark ? '#1F2937' : '#E8EEF5'} />
      <circle cx="20" cy="31.5" r="1.5" fill={dark ? '#1F2937' : '#E8EEF5'} />
      <text x="20" y="22" textAnchor="middle" fontSize="9" fontWeight="700" fill="#F2C94C" fontFamily="Arial, Helvetica, sans-serif">
        ¤
      </text>
    </LogoSvg>
  );
}
