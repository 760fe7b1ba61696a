// GET /kong/v6/me/deposits/eligibility, mapped to what the eligibility machine reads.
import type { EligibilityData } from '../../machines/eligibility.machine';
import type { ApiClient } from './client';
import { eligibility } from './schemas';

export async function fetchEligibility(api: ApiClient, signal?: AbortSignal): Promise<EligibilityData> {
  const e = await api.get('/kong/v6/me/deposits/eligibility', eligibility, { signal });
  return {
    eligible: e.eligible,
    reason: e.reason,
    currentDate: e.current_date,
    balance: e.balance,
    minDepositAmount: e.min_deposit_amount,
    maxDepositAmount: e.max_deposit_amount,
    technicalMaxDepositAmount: e.technical_max_deposit_amount,
    userLimits: e.user_limits,
  };
}
