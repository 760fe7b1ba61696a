// The deployment's configuration at run time (docs/decisions.md "Configuration at run time"): the build holds
// none. The front server reads it from its environment when it starts (server/deploy-config.ts) and hands it
// to the page, in a JSON element that the browser reads before anything else (src/app/config.ts, src/main.tsx),
// and to its own render (src/server/render.tsx). Whatever needs a value asks for it when it runs, never at
// import: one build serves every environment and market.
import type { DeployConfig } from './deploy-config';

/** The id of the page's `<script type="application/json">` element that holds the configuration. */
export const DEPLOY_CONFIG_ELEMENT_ID = 'cashier-config';

let current: DeployConfig | null = null;

/** This page's (or this server render's) configuration, set once it is known. */
export function setDeployConfig(config: DeployConfig): void {
  current = config;
}

/** The configuration in force; loud when nothing set one (a page not answered by the front server). */
export function deployConfig(): DeployConfig {
  if (!current) throw new Error('No deployment configuration: the page must come from the front server (docs/deployment.md "Configuration")');
  return current;
}
