/**
 * Keyboard filter for the amount field: keeps digits and a single decimal separator ("," or "."),
 * normalised to ".", with at most `decimals` fraction digits (0 for CI, SN, BJ per SPEC 9; else 2).
 * It only cleans what was typed; bounds and formatting belong to the domain layer.
 */
export function sanitizeAmountInput(raw: string, decimals: number): string {
  const maxDecimals = Math.max(0, Math.floor(decimals));
  let intPart = '';
  let fracPart = '';
  let seenSeparator = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (seenSeparator) {
        if (fracPart.length < maxDecimals) fracPart += ch;
      } else {
        intPart += ch;
      }
    } else if ((ch === '.' || ch === ',') && !seenSeparator && maxDecimals > 0) {
      seenSeparator = true;
    }
  }
  // Drop leading zeros ("007" -> "7") but keep a single "0" before a separator ("0.5").
  intPart = intPart.replace(/^0+(?=\d)/, '');
  if (seenSeparator) return `${intPart === '' ? '0' : intPart}.${fracPart}`;
  return intPart;
}
