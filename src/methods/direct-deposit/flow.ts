// The direct deposits' module's flow (Paysafecard, Przelewy24,
// bank transfer, Skrill, Multibanco, the premium ticket): its machine with its side effects, loaded before the
// flow starts (src/app/method-modules.ts). This file is in the first chunk; what it imports is the flow's own.
import type { MethodFlow } from '../../app/method-modules';

export default ((api, pageEnv) => import('./actors').then((m) => m.provideDirectDepositMachine(api, pageEnv))) satisfies MethodFlow;
