import type { AnyEventObject, AnyStateMachine } from 'xstate';

/** Same shape as `MachineEntry` of machines/registry.ts: the tooling takes a registry of these as a parameter. */
export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  events: AnyEventObject[] | ((snapshot: any) => AnyEventObject[]);
  input?: unknown;
  implementations?: Parameters<AnyStateMachine['provide']>[0];
}
