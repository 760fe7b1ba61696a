import { Plural, useLingui } from '@lingui/react/macro';
import * as s from './ReferenceCard.css';
import { CopyButton } from './CopyButton';
import { Snackbar, useSnackbar } from './Snackbar';
import { ClockIcon } from './icons';
import { PaymentLogo } from './logos/PaymentLogo';
import { cx } from './cx';
import { groupReference } from './reference';

export interface ReferenceCardProps {
  /** Multibanco entity, e.g. "12345". */
  entity: string;
  /** Payment reference (9 digits); shown in groups of three, copied without spaces. */
  reference: string;
  /** Formatted amount, e.g. "20,00 €". */
  amount: string;
  /** What the amount's copy button puts on the clipboard, e.g. "20.00". Default: `amount`. */
  amountCopyValue?: string;
  /** Validity of the reference in days (SPEC 9 shows 3). Null hides the line. */
  validDays?: number | null;
  /** Title above the fields; default "Multibanco payment details". */
  title?: string;
  className?: string;
}

/** The Multibanco payment reference: entity, reference and amount, each with a copy button. */
export function ReferenceCard({ entity, reference, amount, amountCopyValue, validDays = 3, title, className }: ReferenceCardProps) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const onCopied = (ok: boolean) => (ok ? snackbar.show(t`Copied to the clipboard`) : snackbar.show(t`Could not copy. Select the text to copy it.`, 'error'));

  const rows = [
    { key: 'entity', term: t`Entity`, shown: entity, copy: entity.replace(/\s+/g, ''), copyLabel: t`Copy entity` },
    { key: 'reference', term: t`Reference`, shown: groupReference(reference), copy: reference.replace(/\s+/g, ''), copyLabel: t`Copy reference` },
    { key: 'amount', term: t`Amount`, shown: amount, copy: amountCopyValue ?? amount, copyLabel: t`Copy amount` },
  ];

  return (
    <div className={cx(s.root, className)} data-testid="mb-reference-card">
      <div className={s.head}>
        <PaymentLogo id="multibanco" decorative />
        <span className={s.headTitle}>{title ?? t`Multibanco payment details`}</span>
      </div>
      <dl className={s.list}>
        {rows.map((row) => (
          <div key={row.key} className={s.row}>
            <dt className={s.term}>{row.term}</dt>
            <dd className={s.detail}>
              <span className={s.value} data-testid={`mb-${row.key}`}>
                {row.shown}
              </span>
              <CopyButton value={row.copy} label={row.copyLabel} snackbar={false} onCopied={onCopied} data-testid={`mb-${row.key}-copy`} />
            </dd>
          </div>
        ))}
      </dl>
      {validDays != null && (
        <p className={s.validity} data-testid="mb-validity">
          <ClockIcon size={16} />
          <Plural value={validDays} one="Valid for # day" other="Valid for # days" />
        </p>
      )}
      <Snackbar {...snackbar.props} />
    </div>
  );
}
