// The error dialog of SPEC 8: title, text and close button chosen by the reason; only its button closes it.
import { useLingui } from '@lingui/react';
import { errorDialogFor } from '../../domain/errors';
import { ERROR_MESSAGES } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function ErrorDialog({ code, onClose }: { code: string; onClose: () => void }) {
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
      title={text(keys.titleKey)}
      description={text(keys.messageKey)}
      actions={<Button fullWidth onClick={onClose} data-testid="error-dialog-close">{text(keys.closeKey)}</Button>}
      data-testid="error-dialog"
    />
  );
}
