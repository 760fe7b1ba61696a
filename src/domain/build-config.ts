// The build's deployment configuration (src/domain/deploy-config.ts), inlined by vite.config.ts's `define`
// (vitest gets the sandbox's). Its own module: Node scripts read the types without the inlined value.
import type { DeployConfig } from './deploy-config';

declare const __CASHIER_CONFIG__: DeployConfig;

export const DEPLOY_CONFIG: DeployConfig = __CASHIER_CONFIG__;
