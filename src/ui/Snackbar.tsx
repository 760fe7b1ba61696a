import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import * as s from './Snackbar.css';
import { CheckIcon, ErrorIcon } from './icons';
import { SNACKBAR_MS } from './timing';
import { cx } from './cx';

export type SnackbarTone = 'default' | 'error';

export interface SnackbarProps {
  /** Text to show; null hides the snackbar (the live region stays mounted). */
  message: ReactNode | null;
  tone?: SnackbarTone;
  /** Changes on every `show`, so the same text shown twice is announced twice. */
  messageKey?: number;
  className?: string;
}

/**
 * A short confirmation at the bottom of the viewport (of the dialog, when rendered inside one: keep it
 * inside the dialog so it is not hidden from assistive tech by the modal). `role="status"`, polite.
 */
export function Snackbar({ message, tone = 'default', messageKey, className }: SnackbarProps) {
  return (
    <div className={cx(s.region, className)} role="status" aria-live="polite" aria-atomic="true">
      {message != null && (
        <div key={messageKey} className={s.toast} data-tone={tone} data-testid="snackbar">
          {tone === 'error' ? <ErrorIcon size={18} className={s.icon} /> : <CheckIcon size={18} className={s.icon} />}
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}

export interface UseSnackbar {
  /** Shows the message for `duration` ms (SPEC 9: 3000), replacing any message on screen. */
  show: (message: ReactNode, tone?: SnackbarTone) => void;
  hide: () => void;
  /** Spread on <Snackbar {...props} />. */
  props: SnackbarProps;
}

export function useSnackbar(duration: number = SNACKBAR_MS): UseSnackbar {
  const [state, setState] = useState<{ message: ReactNode; tone: SnackbarTone; key: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const counter = useRef(0);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setState(null);
  }, []);
  const show = useCallback(
    (message: ReactNode, tone: SnackbarTone = 'default') => {
      clearTimeout(timer.current);
      counter.current += 1;
      setState({ message, tone, key: counter.current });
      timer.current = setTimeout(() => setState(null), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { show, hide, props: { message: state?.message ?? null, tone: state?.tone ?? 'default', messageKey: state?.key } };
}
