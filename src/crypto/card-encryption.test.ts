import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { encryptCvv, encryptNewCard } from './card-encryption';

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKey };
};
const decrypt = (privateKey: string, b64: string) =>
  JSON.parse(privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64')).toString('utf8'));

describe('card encryption (WebCrypto RSA-OAEP SHA-256)', () => {
  const w = pair();
  const d = pair();
  const keys = [
    { providerCode: 'worldline', publicKey: w.publicKey },
    { providerCode: 'dalenys', publicKey: d.publicKey },
  ];

  it('a new card: the worldline key opens it; no card data in clear', async () => {
    const enc = await encryptNewCard(keys, { number: '4111111111111111', month: 3, year: 2030, cvv: '123' }, new Date('2026-01-01T00:00:00Z'));
    expect(enc).toBeTypeOf('string');
    expect(enc).not.toContain('4111');
    expect(decrypt(w.privateKey, enc!)).toEqual({
      card_number: '4111111111111111',
      expiry_month: '03',
      expiry_year: '2030',
      cvv: '123',
      generation_time: '2026-01-01T00:00:00.000Z',
    });
  });
  it('no worldline key, or a broken key: null', async () => {
    expect(await encryptNewCard([keys[1]!], { number: '4111111111111111', month: 3, year: 2030, cvv: '123' })).toBeNull();
    expect(
      await encryptNewCard([{ providerCode: 'worldline', publicKey: 'AAAA' }], { number: '4111111111111111', month: 3, year: 2030, cvv: '123' }),
    ).toBeNull();
  });
  it('a saved card: the CVV per acquirer', async () => {
    const out = await encryptCvv([...keys, { providerCode: 'broken', publicKey: 'AAAA' }], '987');
    expect(decrypt(w.privateKey, out.worldline!).cvv).toBe('987');
    expect(decrypt(d.privateKey, out.dalenys!).cvv).toBe('987');
    expect(out.broken).toBeNull();
  });
});
