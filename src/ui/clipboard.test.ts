import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

function fakeDocument(execResult: boolean) {
  const area = { value: '', setAttribute: vi.fn(), style: {} as Record<string, string>, select: vi.fn(), setSelectionRange: vi.fn() };
  const body = { appendChild: vi.fn(), removeChild: vi.fn() };
  const doc = {
    body,
    activeElement: { focus: vi.fn() },
    createElement: vi.fn(() => area),
    execCommand: vi.fn(() => execResult),
  };
  return { doc: doc as unknown as Document, area, body, execCommand: doc.execCommand, active: doc.activeElement };
}

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => {});
    const { doc, execCommand } = fakeDocument(true);
    await expect(copyText('123 456', { navigator: { clipboard: { writeText } }, document: doc })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('123 456');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to execCommand when the Clipboard API is missing or refuses', async () => {
    for (const navigator of [undefined, { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } }]) {
      const { doc, area, body, execCommand, active } = fakeDocument(true);
      await expect(copyText('abc', { navigator, document: doc })).resolves.toBe(true);
      expect(area.value).toBe('abc');
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(body.removeChild).toHaveBeenCalledWith(area);
      expect(active.focus).toHaveBeenCalled();
    }
  });

  it('reports failure without throwing', async () => {
    const { doc } = fakeDocument(false);
    await expect(copyText('abc', { navigator: undefined, document: doc })).resolves.toBe(false);
    await expect(copyText('abc', { navigator: undefined, document: undefined })).resolves.toBe(false);
  });
});
