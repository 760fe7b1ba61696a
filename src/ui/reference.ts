/** "123456789" -> "123 456 789" (digit-only references are regrouped by three; others are kept). */
export function groupReference(reference: string): string {
  const compact = reference.replace(/\s+/g, '');
  return /^\d+$/.test(compact) ? compact.replace(/(\d{3})(?=\d)/g, '$1 ') : reference;
}

/**
 * A long id (a correlation id or transaction uid, often a 36-character uuid) as a reference a person can
 * read out: its first eight letters and digits, upper case, in two groups of four ("3F2A 91BC"). Support
 * finds the deposit by this prefix; the copy button copies the whole id (docs/decisions.md "A reference a
 * person can read out").
 */
export function readableReference(id: string): string {
  const compact = id
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 8);
  return compact.length > 4 ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
}
