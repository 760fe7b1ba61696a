import { useLingui } from '@lingui/react/macro';
import type { UserLimitType } from '../../domain/limits';

/** "daily limit", "weekly limit", "monthly limit", translated. */
export function useLimitLabel(type: UserLimitType): string {
  const { t } = useLingui();
  switch (type) {
    case 'daily':
      return t`daily limit`;
    case 'weekly':
      return t`weekly limit`;
    default:
      return t`monthly limit`;
  }
}
