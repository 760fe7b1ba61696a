/** "123456789" -> "123 456 789" (digit-only references are regrouped by three; others are kept). */
export function groupReference(reference: string): string {
  const compact = reference.replace(/\s+/g, '');
  return /^\d+$/.test(compact) ? compact.replace(/(\d{3})(?=\d)/g, '$1 ') : reference;
}
