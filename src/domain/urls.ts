// A URL the server sends that the app may open or post to. Shared: the card's 3DS and issuer pages
// (src/methods/card/rules.ts) and the stored 3DS challenge of a deposit under way (deposit-call.ts).

/** An http(s) URL or a same-origin path; anything else is no URL. */
export function usableUrl(v: unknown): string | null {
  const s = typeof v === 'string' && v !== '' ? v : null;
  if (!s) return null;
  if (s.startsWith('/') && !s.startsWith('//')) return s;
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:' ? s : null;
  } catch {
    return null;
  }
}
