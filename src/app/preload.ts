// Hints the browser to fetch a script the app is about to add, so its download overlaps other work.
const hinted = new Set<string>();

export function preloadScript(url: string): void {
  if (hinted.has(url)) return;
  hinted.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}
