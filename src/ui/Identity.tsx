// A saved mean's identity (an e-mail, a login, a phone number) where a box is narrow (a tile). An e-mail breaks
// at its "@" and nowhere else: "alex.player@" over "example.com", each line ellipsised when it is still too long,
// never "alex.player@exa" / "mple.com" (docs/decisions.md "No word broken in its middle"). Other text wraps at
// its spaces ("+225 07 01 02 03 04").
import * as s from './Identity.css';

export function Identity({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at <= 0 || at === text.length - 1 || /\s/.test(text)) return <>{text}</>;
  return (
    <>
      <span className={s.line}>{text.slice(0, at + 1)}</span>
      <span className={s.line}>{text.slice(at + 1)}</span>
    </>
  );
}
