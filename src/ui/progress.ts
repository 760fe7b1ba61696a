/** Percentage (0..100) of `value` within [min, max], clamped; 0 when the range is empty or invalid. */
export function progressPercent(value: number, min = 0, max = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(min) || !Number.isFinite(max) || max <= min) return 0;
  const pct = ((value - min) / (max - min)) * 100;
  return Math.min(100, Math.max(0, pct));
}
