// The card acquirers of the deposit context (SPEC 3 "Deposit context", SPEC 7): acquirer A's merchant id
// and static key per legislation (form POST /keypayment/rest/v2/store), acquirer B's hosted-fields API
// key id (POST /hosted-fields/service/tokenize), and the CSE acquirer whose public key comes with the
// options call. Codes name the body's cse_<code> fields. The merchants and keys come from the build's
// configuration, read when they are used (docs/deployment.md "Configuration", src/domain/run-config.ts).
import { deployConfig } from '../domain/run-config';

export const ACQUIRER_A = 'keypayment';
export const ACQUIRER_B = 'dalenys';
export const ACQUIRER_CSE = 'worldline';

/** Base paths (same origin by default; prefixed by the /ext/ base when set). */
export const ACQUIRER_A_STORE_PATH = '/ext/acq-a/keypayment/rest/v2/store';
export const ACQUIRER_B_TOKENIZE_PATH = '/ext/acq-b/hosted-fields/service/tokenize';
export const BIN_LOOKUP_PATH = (bin: string) => `/ext/cpp/v2/bin/${encodeURIComponent(bin)}`;

/** Acquirer A's merchant per market and acquirer B's key: the deployment's configuration (src/domain/deploy-config.ts). */
export const acquirerAMerchant = (legislation: string): { merchantId: string; staticKey: string } => {
  const merchants: Readonly<Record<string, { merchantId: string; staticKey: string }>> = deployConfig().acquirers.a;
  return merchants[legislation] ?? merchants.COM!;
};
export const acquirerBApiKeyId = (): string => deployConfig().acquirers.b.apiKeyId;
