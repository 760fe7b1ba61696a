// The card module: its flow machine with its side effects provided, loaded before the flow starts
// (src/app/method-modules.ts; this file is in the first chunk, what it imports is the flow's own chunk).
import type { MethodFlow } from '../../app/method-modules';

export default ((api, pageEnv) => import('./actors').then((m) => m.provideCardMachine(api, pageEnv))) satisfies MethodFlow;
