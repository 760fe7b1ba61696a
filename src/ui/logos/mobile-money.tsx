import { Fill, Frame, LogoSvg, Word, type LogoProps } from './svg';

export function OrangeLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#FF7900" />
      <Word x={4} y={23} size={7.5} length={25} anchor="start" fill="#FFFFFF">
        orange
      </Word>
    </LogoSvg>
  );
}

export function MtnLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#FFCB05" />
      <ellipse cx="20" cy="14" rx="14.5" ry="8.5" fill="none" stroke="#000000" strokeWidth="1.8" />
      <Word y={17.3} size={9} length={20} fill="#000000" weight={800}>
        MTN
      </Word>
    </LogoSvg>
  );
}

export function MoovLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#0066B3" />
      <Word y={17} size={11} length={27} fill="#FFFFFF" weight={800}>
        moov
      </Word>
      <rect x="8" y="20" width="24" height="2" rx="1" fill="#F7941D" />
    </LogoSvg>
  );
}

export function WaveLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#1DC8FF" />
      <Word y={18} size={11} length={28} fill="#FFFFFF" weight={800}>
        wave
      </Word>
    </LogoSvg>
  );
}

export function CeltiisLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#5B2C83" />
      <Word y={17.5} size={9} length={30} fill="#FFFFFF" weight={700}>
        celtiis
      </Word>
      <circle cx="33.5" cy="7" r="2" fill="#FFC20E" />
    </LogoSvg>
  );
}

export function AirtelLogo({ dark: _dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Fill color="#E40000" />
      <Word y={18} size={10.5} length={28} fill="#FFFFFF" weight={700} italic>
        airtel
      </Word>
    </LogoSvg>
  );
}

export function MpesaLogo({ dark, ...props }: LogoProps) {
  return (
    <LogoSvg vw={40} vh={28} {...props}>
      <Frame dark={dark} />
      <Word y={17.5} size={8.5} length={33} fill={dark ? '#6FD16A' : '#3FA33A'} weight={800}>
        M-PESA
      </Word>
      <rect x="16" y="21" width="8" height="1.6" rx="0.8" fill="#E0202E" />
    </LogoSvg>
  );
}
