// The unit tests run under the sandbox's configuration, as the sandbox's front server hands it to its pages
// and its render (docs/decisions.md "Configuration at run time"): set before each test file runs.
import { setDeployConfig } from '../src/domain/run-config';
import { sandboxDeployConfig } from '../server/deploy-config';

setDeployConfig(sandboxDeployConfig());
