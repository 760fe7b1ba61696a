// The tooling takes a registry of machine entries as a parameter; the shape is the registry's own.
export type { MachineEntry } from '../../machines/registry';
