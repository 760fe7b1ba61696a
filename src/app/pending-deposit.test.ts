// A deposit under way in one tab, seen from the browser's other tabs of the same player (docs/decisions.md
// "A deposit under way, seen from another tab").
import { describe, expect, it } from 'vitest';
import type { PendingDeposit } from '../domain/deposit-call';
import { forgetSharedDeposit, readSharedDeposit, SHARED_DEPOSIT_KEY, SHARED_DEPOSIT_MAX_AGE_MS, shareDepositUnderWay } from './pending-deposit';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const MOMO: PendingDeposit = {
  flow: 'mobileMoney',
  method: 'MOBILEMONEY',
  amount: 5000,
  correlationId: 'corr-1',
  stage: 'monitoring',
  transactionId: 'tx-1',
  depositId: null,
  token: false,
  sentTo: { operator: 'MTN', phoneNumber: '0701020200' },
};
const NOW = 1_800_000_000_000;

describe('the deposit under way, shared with the other tabs', () => {
  it('another tab of the same player reads it, without the player’s number', () => {
    const storage = memoryStorage();
    shareDepositUnderWay(MOMO, 'player-1', NOW, storage);
    const { sentTo: _sentTo, ...withoutNumber } = MOMO;
    expect(readSharedDeposit('player-1', NOW + 1000, storage)).toEqual(withoutNumber);
    expect(storage.items.get(SHARED_DEPOSIT_KEY)).not.toContain('0701020200');
  });

  it('another player on the same browser does not', () => {
    const storage = memoryStorage();
    shareDepositUnderWay(MOMO, 'player-1', NOW, storage);
    expect(readSharedDeposit('player-2', NOW, storage)).toBeNull();
    expect(readSharedDeposit(null, NOW, storage)).toBeNull();
  });

  it('without a known player nothing is shared', () => {
    const storage = memoryStorage();
    shareDepositUnderWay(MOMO, null, NOW, storage);
    expect(storage.items.size).toBe(0);
  });

  it('a copy older than its age is a tab closed long ago: dropped', () => {
    const storage = memoryStorage();
    shareDepositUnderWay(MOMO, 'player-1', NOW, storage);
    expect(readSharedDeposit('player-1', NOW + SHARED_DEPOSIT_MAX_AGE_MS, storage)).not.toBeNull();
    expect(readSharedDeposit('player-1', NOW + SHARED_DEPOSIT_MAX_AGE_MS + 1, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('a 3DS2 challenge is shared as a deposit sent, its challenge staying in its tab', () => {
    const storage = memoryStorage();
    const challenged: PendingDeposit = {
      flow: 'card',
      method: 'CARD',
      amount: 25,
      correlationId: 'corr-2',
      stage: 'challenge',
      transactionId: 'tx-2',
      depositId: null,
      token: false,
      challenge: { acsURL: 'https://acs.example/challenge', creq: 'creq', acsTransID: null, threeDSServerTransID: null, messageVersion: '2.2.0' },
    };
    shareDepositUnderWay(challenged, 'player-1', NOW, storage);
    const shared = readSharedDeposit('player-1', NOW, storage);
    expect(shared).toMatchObject({ stage: 'calling', correlationId: 'corr-2', transactionId: 'tx-2' });
    expect(shared).not.toHaveProperty('challenge');
  });

  it('the end of that deposit forgets it; the end of another does not', () => {
    const storage = memoryStorage();
    shareDepositUnderWay(MOMO, 'player-1', NOW, storage);
    forgetSharedDeposit('corr-other', storage);
    expect(readSharedDeposit('player-1', NOW, storage)).not.toBeNull();
    forgetSharedDeposit('corr-1', storage);
    expect(readSharedDeposit('player-1', NOW, storage)).toBeNull();
  });

  it('a tampered copy is no deposit', () => {
    const storage = memoryStorage();
    storage.setItem(SHARED_DEPOSIT_KEY, JSON.stringify({ player: 'player-1', savedAt: NOW, deposit: { ...MOMO, amount: -5 } }));
    expect(readSharedDeposit('player-1', NOW, storage)).toBeNull();
    storage.setItem(SHARED_DEPOSIT_KEY, '{not json');
    expect(readSharedDeposit('player-1', NOW, storage)).toBeNull();
  });
});
