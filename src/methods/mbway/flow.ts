// The MB Way module's flow: its machine with its side effects, loaded before the
// flow starts (src/app/method-modules.ts). This file is in the first chunk; what it imports is the flow's own.
import type { MethodFlow } from '../../app/method-modules';

export default ((api, pageEnv) => import('./actors').then((m) => m.provideMbwayMachine(api, pageEnv))) satisfies MethodFlow;
