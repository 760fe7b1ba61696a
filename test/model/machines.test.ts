import { machineRegistry } from '../../machines/registry';
import { fixtureRegistry } from './fixtures/registry';
import { describeRegistry } from './suite';
import { machineExpectations } from './expectations';

/** Model-based tests of every Cashier machine; writes reports/transition-coverage.json. */
describeRegistry('machines', machineRegistry, {
  // The root's walk is the largest (past 80 000 steps: its flow region keeps the deposit under way, and whether
  // the flow is still heard).
  limit: 160_000,
  maxPaths: 400,
  reportFile: 'reports/transition-coverage.json',
  expectations: machineExpectations,
});

/** The tooling's own fixtures, so it stays tested whatever the machines do. */
describeRegistry('tooling fixtures', fixtureRegistry);
