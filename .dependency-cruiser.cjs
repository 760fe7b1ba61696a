// The layers of docs/architecture.md, held by `npm test` (scripts/test-all.sh): imports run one way,
// src/domain <- machines <- src/{api,sync,bridge,crypto,analytics,boot} <- src/{ui,screens,app,i18n}, and
// nothing in machines/ or src/domain/ reaches React, the DOM's libraries, ky or connect (DESIGN 2, 3).
const tests = '\\.test\\.tsx?$';
// The method modules (src/domain/methods.ts FLOWS): a method's rules, machine, calls and screens.
const methods = '(card|blik|mbway|paypal|mobile-money|direct-deposit|apple-pay|google-pay|withdrawal)';
const methodModule = (name) => `^(?:machines|src/(?:domain|api|screens))/${name}[./]`;
const sideEffectLibraries = '^node_modules/(@types/)?(react|react-dom|@xstate/react|ky|@connectrpc|@radix-ui|@tanstack|braintree-web|@lingui/react)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment: 'src/domain holds the pure rules of the product: it imports nothing else of the project.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: tests },
      to: { path: '^(machines|sandbox|test|scripts)/|^src/(?!domain/)' },
    },
    {
      name: 'machines-import-domain-only',
      comment: 'The statecharts are pure: they import src/domain and each other, never the edges or the UI.',
      severity: 'error',
      from: { path: '^machines/', pathNot: tests },
      to: { path: '^(sandbox|test|scripts)/|^src/(?!domain/)' },
    },
    {
      name: 'pure-layers-no-side-effect-libraries',
      comment: 'No React, ky, connect, Radix, router or SDK in machines/ or src/domain/ (DESIGN 2).',
      severity: 'error',
      from: { path: '^(machines|src/domain)/', pathNot: tests },
      to: { path: sideEffectLibraries },
    },
    {
      name: 'edges-do-not-import-the-ui',
      comment: 'The side-effect edges (HTTP, stream, bridge, crypto, analytics) never import screens, UI or app wiring.',
      severity: 'error',
      from: { path: '^src/(api|sync|bridge|crypto|analytics)/', pathNot: tests },
      to: { path: '^src/(ui|screens|app)/' },
    },
    {
      name: 'method-modules-stay-apart',
      comment: 'A method module never imports another method module: what two methods share lives in a shared file.',
      severity: 'error',
      from: { path: methodModule(methods), pathNot: tests },
      to: { path: methodModule(methods), pathNot: methodModule('$1') },
    },
    {
      name: 'app-does-not-import-the-sandbox',
      comment: 'The app cannot tell the sandbox from production: no app code imports sandbox/ or test/ (DESIGN 5).',
      severity: 'error',
      from: { path: '^(src|machines)/', pathNot: tests },
      to: { path: '^(sandbox|test)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|reports)/' },
  },
};
