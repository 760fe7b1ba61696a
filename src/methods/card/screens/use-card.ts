// The running card flow (the root's `flow` child while it is the card machine), for the card screens.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { cardMachine } from '../../../../machines/card.machine';
import { useFlow } from '../../../app/use-flow';

export type CardRef = ActorRefFrom<typeof cardMachine>;
export type CardSnapshot = SnapshotFrom<typeof cardMachine>;

export function useCardRef(): CardRef | undefined {
  return useFlow<CardRef>('card');
}

const NONE = {} as CardSnapshot;
export function useCard<T>(ref: CardRef, selector: (s: CardSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, (s) => selector(s ?? NONE), compare);
}

export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
