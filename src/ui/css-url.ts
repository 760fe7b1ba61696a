/**
 * A server-given image URL as a CSS `url("...")` value, or null when it is not an http(s) or
 * same-origin path URL. Quotes, backslashes and control characters are percent-encoded so the
 * value cannot break out of the url() token.
 */
export function cssUrl(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const url = raw.trim();
  if (url === '') return null;
  const allowed = /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('//');
  if (!allowed) return null;
  const safe = url.replace(/["'\\()\s\u0000-\u001f\u007f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
  return `url("${safe}")`;
}
