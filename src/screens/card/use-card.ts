// The running card flow (the root's `flow` child while it is the card machine), for the card screens.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { cardMachine } from '../../../machines/card.machine';
import { FLOW_ACTOR_ID } from '../../../machines/routes';
import { useChild } from '../../app/actor-context';

export type CardRef = ActorRefFrom<typeof cardMachine>;
export type CardSnapshot = SnapshotFrom<typeof cardMachine>;

export function useCardRef(): CardRef | undefined {
  const ref = useChild<CardRef>(FLOW_ACTOR_ID);
  const isCard = useSelector(ref, (s) => (s as { machine?: { id?: string } } | undefined)?.machine?.id === 'card');
  return ref && isCard ? ref : undefined;
}

const NONE = {} as CardSnapshot;
export function useCard<T>(ref: CardRef, selector: (s: CardSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, (s) => selector(s ?? NONE), compare);
}

export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
