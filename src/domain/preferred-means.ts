// The player's preferred means (SPEC 2 route "preferred", PREFERRED_METHODS): what the amount page
// focused on them shows. Chosen here (docs/decisions.md "The shell's rules"): the saved means (tokens), the
// default mean(s) and the selected one, in the list's order; a player with none of these sees every mean.
interface MeanLike {
  id: string;
  format: 'PAYMENT_METHOD' | 'TOKEN';
}

export function preferredMeans<M extends MeanLike>(means: readonly M[], defaultIds: readonly string[], selectedId: string | null): M[] {
  const preferred = means.filter((m) => m.format === 'TOKEN' || defaultIds.includes(m.id) || m.id === selectedId);
  return preferred.length > 0 ? preferred : [...means];
}
