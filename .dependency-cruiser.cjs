// The layers of docs/architecture.md, held by `npm test` (scripts/test-all.sh): imports run one way,
// src/domain <- machines <- src/{api,sync,bridge,crypto,analytics,boot} <- src/{ui,screens,app,i18n}, and
// nothing in machines/ or src/domain/ reaches React, the DOM's libraries, ky or connect (DESIGN 2, 3).
// A method module (src/methods/<flow>/, docs/architecture.md "Method modules") spans the layers: its
// rules.ts is domain, its api.ts an edge, the rest (actors, screens, its manifest) app and UI.
// `npm run deps:check` cruises src, machines, server, sandbox and scripts; no import cycle anywhere in them.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const tests = '\\.test\\.tsx?$';
// The method modules are the folders of src/methods (each named as its flow's machine, src/domain/methods.ts FLOWS):
// read from the disk, so a new module is held apart from the others without a line here.
const moduleNames = readdirSync(join(__dirname, 'src/methods'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const methods = `(${moduleNames.join('|')})`;
/** A method's files: its module folder and its statechart files in machines/ (machines/<flow>.machine.ts, .events.ts, ...). */
const methodModule = (name) => `^(?:machines|src/methods)/${name}[./]`;
const domain = '^src/domain/|^src/methods/[^/]+/rules\\.ts$';
const edge = '^src/(api|sync|bridge|crypto|analytics)/|^src/methods/[^/]+/api\\.ts$';
/** The UI and app wiring: src/{ui,screens,app}, and every file of a module but its rules and calls. */
const ui = '^src/(ui|screens|app)/|^src/methods/[^/]+/(?!(rules|api)\\.ts$)';
const sideEffectLibraries = '^node_modules/(@types/)?(react|react-dom|@xstate/react|ky|@connectrpc|@radix-ui|@tanstack|braintree-web|@lingui/react)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment: "src/domain and the modules' rules hold the pure rules of the product: they import nothing else of the project.",
      severity: 'error',
      from: { path: domain, pathNot: tests },
      to: { path: '^(machines|sandbox|test|scripts)/|^src/', pathNot: domain },
    },
    {
      name: 'machines-import-domain-only',
      comment: 'The statecharts are pure: they import the rules (src/domain, a module rules.ts) and each other, never the edges or the UI.',
      severity: 'error',
      from: { path: '^machines/', pathNot: tests },
      to: { path: '^(sandbox|test|scripts)/|^src/', pathNot: domain },
    },
    {
      name: 'pure-layers-no-side-effect-libraries',
      comment: 'No React, ky, connect, Radix, router or SDK in machines/ or the rules (DESIGN 2).',
      severity: 'error',
      from: { path: `^machines/|${domain}`, pathNot: tests },
      to: { path: sideEffectLibraries },
    },
    {
      name: 'edges-do-not-import-the-ui',
      comment: "The side-effect edges (HTTP, stream, bridge, crypto, analytics, a module's calls) never import screens, UI or app wiring.",
      severity: 'error',
      from: { path: edge, pathNot: tests },
      to: { path: ui },
    },
    {
      name: 'method-modules-stay-apart',
      comment: 'A method module never imports another method module: what two methods share lives in a shared file.',
      severity: 'error',
      from: { path: methodModule(methods), pathNot: tests },
      to: { path: methodModule(methods), pathNot: methodModule('$1') },
    },
    {
      name: 'method-modules-public-faces',
      comment:
        'From outside a method module only its public faces are imported: rules.ts (its pure rules, for the machines and the domain) and its manifests flow.ts and routes.ts (loaded by src/app/method-modules.ts) or area.ts (PayPal: its area on the amount page). Its calls, actors and screens are its own (docs/architecture.md "Method modules").',
      severity: 'error',
      from: { pathNot: `^src/methods/|${tests}` },
      to: { path: '^src/methods/[^/]+/', pathNot: '^src/methods/[^/]+/(rules|flow|routes|area)\\.ts$' },
    },
    {
      name: 'app-does-not-import-the-front-server',
      comment: 'The front server (server/) runs the app on the server; the app never imports it (one direction).',
      severity: 'error',
      from: { path: '^(src|machines)/', pathNot: tests },
      to: { path: '^server/' },
    },
    {
      name: 'app-does-not-import-the-sandbox',
      comment: 'The app cannot tell the sandbox from production: no app code imports sandbox/ or test/ (DESIGN 5).',
      severity: 'error',
      from: { path: '^(src|machines)/', pathNot: tests },
      to: { path: '^(sandbox|test)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, within a layer too. Type-only imports and lazy import() count (no dependencyTypesNot): a type cycle is no run-time cycle but still ties the files together (docs/decisions.md "Import cycles"). Move the shared piece into a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|dist-ssr|reports)/' },
  },
};
