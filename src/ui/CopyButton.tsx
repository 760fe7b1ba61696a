import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from './IconButton';
import { CheckIcon, CopyIcon } from './icons';
import { Snackbar, useSnackbar } from './Snackbar';
import { copyText } from './clipboard';
import { SNACKBAR_MS } from './timing';

export interface CopyButtonProps {
  /** The exact text put on the clipboard (e.g. the reference without spaces). */
  value: string;
  /** The button's accessible name, translated and naming what is copied, e.g. "Copy reference". Default "Copy". */
  label?: string;
  /**
   * Called after each attempt. With `snackbar={false}` the caller shows the feedback itself
   * (e.g. one shared snackbar for several buttons, as ReferenceCard does).
   */
  onCopied?: (ok: boolean) => void;
  /** Own snackbar ("Copied", 3000 ms). Default true. */
  snackbar?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Icon button that copies `value` (Clipboard API, execCommand fallback for webviews) and confirms it. */
export function CopyButton({ value, label, onCopied, snackbar = true, className, 'data-testid': testId = 'copy-button' }: CopyButtonProps) {
  const { t } = useLingui();
  const own = useSnackbar();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copyText(value);
    if (ok) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), SNACKBAR_MS);
    }
    if (snackbar) {
      if (ok) own.show(t`Copied to the clipboard`);
      else own.show(t`Could not copy. Select the text to copy it.`, 'error');
    }
    onCopied?.(ok);
  };

  return (
    <>
      <IconButton
        className={className}
        tone="primary"
        aria-label={label ?? t`Copy`}
        icon={copied ? <CheckIcon size={20} /> : <CopyIcon size={20} />}
        onClick={onClick}
        data-testid={testId}
        data-copied={copied || undefined}
      />
      {snackbar && <Snackbar {...own.props} />}
    </>
  );
}
