import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import * as s from './Modal.css';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { useIsDesktop } from './breakpoints';
import { useThemeClassName } from './ThemeScope';
import { cx } from './cx';

export interface ModalProps {
  open: boolean;
  /** Called with false when the user dismisses (Escape, outside click, close icon) if `dismissible`. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Short text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Free content under the description (forms, references, animations...). */
  children?: ReactNode;
  /** Buttons (usually <Button fullWidth>); main action first. They own closing when not dismissible. */
  actions?: ReactNode;
  /** Optional icon or animation above the title (decorative unless it carries its own label). */
  icon?: ReactNode;
  /**
   * Default true. false = alert-style: no close icon, Escape and outside clicks are ignored; only the
   * `actions` buttons can close it (SPEC 2: the error dialog is dismissed through its buttons only).
   */
  dismissible?: boolean;
  /** Where focus goes on open; by default Radix focuses the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Extra class on the dialog panel. */
  className?: string;
  /**
   * The panel always has data-testid="modal"; a custom id (e.g. "error-dialog") goes on its inner
   * wrapper, so tests can target either.
   */
  'data-testid'?: string;
}

/**
 * Radix Dialog: a bottom sheet on phones, a centred dialog from 840px. The layout switch is pure CSS
 * (same media query as useIsDesktop); `data-variant` on the panel says which one is showing.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  icon,
  dismissible = true,
  onOpenAutoFocus,
  className,
  'data-testid': testId = 'modal',
}: ModalProps) {
  const { t } = useLingui();
  const isDesktop = useIsDesktop();
  const themeClassName = useThemeClassName();

  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClassName, s.overlay)} />
        <Dialog.Content
          className={cx(themeClassName, s.content, className)}
          data-testid="modal"
          data-variant={isDesktop ? 'dialog' : 'sheet'}
          data-dismissible={dismissible}
          role={dismissible ? 'dialog' : 'alertdialog'}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description == null ? { 'aria-describedby': undefined } : {})}
        >
          <div className={s.inner} data-testid={testId === 'modal' ? undefined : testId}>
            <div className={s.handle} aria-hidden="true" />
            <div className={cx(s.header, dismissible && s.headerDismissible)}>
              {dismissible && (
                <Dialog.Close asChild>
                  <IconButton className={s.close} aria-label={t`Close`} icon={<CloseIcon />} tone="muted" />
                </Dialog.Close>
              )}
              {icon != null && <div className={s.icon}>{icon}</div>}
              <Dialog.Title className={s.title}>{title}</Dialog.Title>
              {description != null && (
                <Dialog.Description asChild>
                  <div className={s.description}>{description}</div>
                </Dialog.Description>
              )}
            </div>
            {children != null && <div className={s.body}>{children}</div>}
            {actions != null && <div className={s.actions}>{actions}</div>}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Re-exported so action buttons can close a dismissible modal without extra wiring: <ModalClose asChild>. */
export const ModalClose = Dialog.Close;
