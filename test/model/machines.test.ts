import { machineRegistry } from '../../machines/registry';
import { fixtureRegistry } from './fixtures/registry';
import { describeRegistry } from './suite';

/** Model-based tests of every Cashier machine; writes reports/transition-coverage.json. */
describeRegistry('machines', machineRegistry, {
  limit: 50_000,
  maxPaths: 400,
  reportFile: 'reports/transition-coverage.json',
});

/** The tooling's own fixtures, so it stays tested whatever the machines do. */
describeRegistry('tooling fixtures', fixtureRegistry);
