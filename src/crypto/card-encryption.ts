// Client-side card encryption for the acquirers (SPEC 7, DESIGN 2 crypto/): RSA-OAEP (SHA-256) with the
// acquirers' public keys of the deposit context (the options call's `cse`, SPKI DER in base64), through
// WebCrypto. The card number and CVV go in and only ciphertext comes out.

export interface CseKey {
  providerCode: string;
  /** SPKI DER, base64. */
  publicKey: string;
}

/** The acquirer whose key encrypts a new card's whole payload (cse_worldline). */
export const CSE_CARD_PROVIDER = 'worldline';

const fromBase64 = (b64: string): Uint8Array<ArrayBuffer> => {
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};
const toBase64 = (buf: ArrayBuffer): string => {
  const bytes = new Uint8Array(buf);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
};

async function importKey(subtle: SubtleCrypto, publicKey: string): Promise<CryptoKey> {
  return subtle.importKey('spki', fromBase64(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** RSA-OAEP SHA-256 of a UTF-8 JSON value, base64. */
export async function encryptFor(key: CseKey, value: unknown, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const k = await importKey(subtle, key.publicKey);
  const data = new TextEncoder().encode(JSON.stringify(value));
  return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, k, data));
}

export interface NewCardSecret {
  number: string;
  month: number;
  year: number;
  cvv: string;
}

/** A new card for the CSE acquirer: null without its key or when WebCrypto fails. */
export async function encryptNewCard(keys: readonly CseKey[], card: NewCardSecret, now: Date = new Date()): Promise<string | null> {
  const key = keys.find((k) => k.providerCode === CSE_CARD_PROVIDER);
  if (!key) return null;
  try {
    return await encryptFor(key, {
      card_number: card.number,
      expiry_month: String(card.month).padStart(2, '0'),
      expiry_year: String(card.year),
      cvv: card.cvv,
      generation_time: now.toISOString(),
    });
  } catch {
    return null;
  }
}

/** A saved card's CVV, encrypted for every acquirer with a key: { <provider>: ciphertext | null }. */
export async function encryptCvv(keys: readonly CseKey[], cvv: string, now: Date = new Date()): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const key of keys) {
    try {
      out[key.providerCode] = await encryptFor(key, { cvv, generation_time: now.toISOString() });
    } catch {
      out[key.providerCode] = null;
    }
  }
  return out;
}
