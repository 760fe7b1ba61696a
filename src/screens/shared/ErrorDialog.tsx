// The error dialog of SPEC 8: title, text and close button chosen by the reason; only its buttons close
// it. Its text carries the claim it makes (data-claim, src/i18n/claims.ts). An error mark, and "Try again" first where a new attempt can help (the caller says how).
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { errorDialogFor } from '../../domain/errors';
import { claimOf } from '../../i18n/claims';
import { ERROR_MESSAGES } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { ErrorIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import * as s from './ErrorDialog.css';

export function ErrorDialog({ code, onClose, onRetry }: { code: string; onClose: () => void; onRetry?: () => void }) {
  const { i18n } = useLingui();
  const keys = errorDialogFor(code);
  const text = (key: string) => {
    const descriptor = ERROR_MESSAGES[key];
    return descriptor ? i18n._(descriptor) : key;
  };
  return (
    <Modal
      open
      dismissible={false}
      onOpenChange={() => {}}
      icon={
        <span className={s.icon} aria-hidden="true">
          <ErrorIcon size={32} />
        </span>
      }
      title={text(keys.titleKey)}
      // The claim its text makes (src/i18n/claims.ts), for the money oracle: no claim, no attribute.
      description={<span data-claim={claimOf(keys.messageKey) ?? claimOf(keys.titleKey) ?? undefined}>{text(keys.messageKey)}</span>}
      actions={
        <>
          {onRetry && (
            <Button fullWidth onClick={onRetry} data-testid="error-dialog-retry">
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button fullWidth variant={onRetry ? 'ghost' : 'primary'} onClick={onClose} data-testid="error-dialog-close">
            {text(keys.closeKey)}
          </Button>
        </>
      }
      data-testid="error-dialog"
    />
  );
}
