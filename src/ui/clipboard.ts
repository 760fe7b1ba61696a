// Copy text to the clipboard: the async Clipboard API where it works, else the old execCommand path
// (insecure contexts, some Android and iOS webviews). No React here.

export interface ClipboardEnv {
  navigator?: { clipboard?: { writeText?: (text: string) => Promise<void> } } | undefined;
  document?: Document | undefined;
}

function defaultEnv(): ClipboardEnv {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

/** Resolves true when the text was copied, false otherwise. Never throws. */
export async function copyText(text: string, env: ClipboardEnv = defaultEnv()): Promise<boolean> {
  const writeText = env.navigator?.clipboard?.writeText;
  if (typeof writeText === 'function') {
    try {
      await writeText.call(env.navigator!.clipboard, text);
      return true;
    } catch {
      // Permission denied or not allowed in this webview: try the fallback.
    }
  }
  return legacyCopy(text, env.document);
}

function legacyCopy(text: string, doc: Document | undefined): boolean {
  if (!doc?.body || typeof doc.execCommand !== 'function') return false;
  const previous = doc.activeElement as HTMLElement | null;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off screen, 16px font so iOS does not zoom.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.fontSize = '16px';
  doc.body.appendChild(area);
  let ok = false;
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    ok = doc.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    doc.body.removeChild(area);
    previous?.focus?.({ preventScroll: true });
  }
  return ok;
}
