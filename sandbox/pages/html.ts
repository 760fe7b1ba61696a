// Shared bits of the sandbox pages: escaping, the page shell and its stylesheet. Self-contained:
// no external fonts, scripts or images.

export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON safe to embed inside a <script> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{--bg:#f4f5f7;--card:#fff;--ink:#17202a;--muted:#5d6875;--line:#dde1e6;--accent:#0b5cad;--accent-ink:#fff;--warn:#b3261e;--ok:#1b7f3b;color-scheme:light}
html{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
body{margin:0}
header.bar{background:#10243e;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:12px;flex-wrap:wrap}
header.bar h1{font-size:1.1rem;margin:0;font-weight:600}
header.bar a{color:#cfe3ff}
main{max-width:1180px;margin:0 auto;padding:16px}
h2{font-size:1.05rem;margin:24px 0 8px}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px}
.muted{color:var(--muted)}
button,.btn{font:inherit;border:1px solid var(--accent);background:var(--accent);color:var(--accent-ink);border-radius:8px;padding:7px 12px;cursor:pointer;text-decoration:none;display:inline-block;white-space:nowrap}
button.secondary,.btn.secondary{background:#fff;color:var(--accent)}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #7fb2ff;outline-offset:1px}
code,pre{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{white-space:pre-wrap;word-break:break-all;margin:0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line);vertical-align:top}
.error{color:var(--warn)}
`;

export function page(opts: { title: string; body: string; css?: string; script?: string; heading?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
<style>${BASE_CSS}${opts.css ?? ''}</style>
</head>
<body>
<header class="bar"><h1>${escapeHtml(opts.heading ?? opts.title)}</h1><a href="/sandbox">Launcher</a></header>
${opts.body}
${opts.script ? `<script>${opts.script}</script>` : ''}
</body>
</html>`;
}
