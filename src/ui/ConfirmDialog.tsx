import { useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from './Modal';
import { Button } from './Button';
import { ErrorAnimation } from './StatusAnimation';

export type ConfirmDialogMode = 'alert' | 'confirm';

export interface ConfirmDialogProps {
  open: boolean;
  /**
   * 'alert': one button, dismissed only through it (no close icon, Escape and outside clicks ignored).
   * 'confirm': a main action and a cancel action; Escape, the close icon and an outside click cancel.
   */
  mode?: ConfirmDialogMode;
  title: ReactNode;
  message?: ReactNode;
  /** Free content under the message. */
  children?: ReactNode;
  /** An icon or animation above the title. Ignored when `errorAnimation` is set. */
  icon?: ReactNode;
  /** Show the animated error mark above the title. */
  errorAnimation?: boolean;
  /** Main button text. Default "OK" (alert) or "Confirm" (confirm). */
  confirmLabel?: ReactNode;
  /** Cancel button text (confirm mode). Default "Cancel". */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel button, Escape, close icon, outside click (confirm mode). */
  onCancel?: () => void;
  /** The confirmed action is running: the main button spins, the dialog stays open. */
  busy?: boolean;
  /**
   * The safe choice: it has focus on open and is the filled button. Default: the main button for alerts,
   * the cancel button for confirmations (the safe choice for a destructive question such as opting out of
   * an offer or leaving a payment).
   */
  initialFocus?: 'confirm' | 'cancel';
  'data-testid'?: string;
}

/** Alert or confirm dialog on the shared Modal (SPEC 2 "Modal modes"), e.g. the banner opt-out confirmation. */
export function ConfirmDialog({
  open,
  mode = 'confirm',
  title,
  message,
  children,
  icon,
  errorAnimation = false,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  initialFocus,
  'data-testid': testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isConfirm = mode === 'confirm';
  const focusTarget = initialFocus ?? (isConfirm ? 'cancel' : 'confirm');
  const safeIsCancel = isConfirm && focusTarget === 'cancel';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel?.();
      }}
      dismissible={isConfirm}
      title={title}
      description={message}
      icon={errorAnimation ? <ErrorAnimation /> : icon}
      onOpenAutoFocus={(event) => {
        const target = (focusTarget === 'cancel' && isConfirm ? cancelRef : confirmRef).current;
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
      data-testid={testId}
      actions={
        // The safe choice is the filled one, and the first (DESIGN 4; docs/decisions.md "The safe choice is
        // the filled one"): in a confirmation that is cancel ("Continue my payment", "Stay in"), so a quick
        // tap on the button that stands out never leaves a payment or an offer.
        safeIsCancel ? (
          <>
            <Button ref={cancelRef} disabled={busy} onClick={() => onCancel?.()} data-testid="confirm-dialog-cancel">
              {cancelLabel ?? t`Cancel`}
            </Button>
            <Button ref={confirmRef} variant="secondary" loading={busy} onClick={onConfirm} data-testid="confirm-dialog-confirm">
              {confirmLabel ?? t`Confirm`}
            </Button>
          </>
        ) : (
          <>
            <Button ref={confirmRef} loading={busy} onClick={onConfirm} data-testid="confirm-dialog-confirm">
              {confirmLabel ?? (isConfirm ? t`Confirm` : t`OK`)}
            </Button>
            {isConfirm && (
              <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={() => onCancel?.()} data-testid="confirm-dialog-cancel">
                {cancelLabel ?? t`Cancel`}
              </Button>
            )}
          </>
        )
      }
    >
      {children}
    </Modal>
  );
}
