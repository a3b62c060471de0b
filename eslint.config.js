// One lint setup for the whole monorepo: type-aware typescript-eslint with the rules that catch
// real bugs (floating promises, non-exhaustive switches, loose equality, brace-less ifs).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ── Server layers (issue 10) ─────────────────────────────────────────────────────────────────
// One way down, in apps/server/src:
//
//   main.ts → app.ts → modules/<area>/{*.routes.ts → *.service.ts and the area's other files}
//           → plugins/ → domain (telemetry/, jobs/, bas/, mail/, sms/, auth/) → db/ → lib/, config.ts
//   main.ts → demo (db/seed/, telemetry/simulator.ts) → domain
//
// Each layer may import the layers below it and never one above. Only app.ts imports a routes
// file; an area imports another area only through its *.service.ts; routes hold no SQL (no
// Drizzle, no tables, no transactions: they call their service). Tests may import anything.
const SERVER = 'apps/server/src';
const SERVER_TESTS = ['apps/server/**/*.test.ts'];

/** An import, by a relative path climbing up, of one of the server's top folders or files. */
const above = (...names) => `^(?:\\.\\./)+(?:${names.join('|')})(?:/|$)`;

const LAYERS_ABOVE = {
  app: { regex: above('app'), message: 'Only main.ts uses the app (app.ts).' },
  main: { regex: above('main'), message: 'Nothing imports main.ts.' },
  demo: {
    // From db/ and telemetry/ themselves the demo is a sibling: ./seed, ./simulator.
    regex: `${above('db/seed', 'seed', 'telemetry/simulator')}|^\\./(?:seed|simulator)(?:/|$)`,
    message: 'The demo (db/seed, telemetry/simulator.ts) is started by main.ts only.',
  },
  modules: {
    regex: above('modules'),
    message: 'Areas (modules/) sit above this layer: pass what is needed down instead.',
  },
  plugins: {
    regex: above('plugins'),
    message: 'Plugins are app infrastructure for routes; domain and db code must not use them.',
  },
  domain: {
    regex: above('telemetry', 'jobs', 'bas', 'mail', 'sms', 'auth'),
    message: 'The database layer sits below the domain (telemetry, jobs, bas, mail, sms, auth).',
  },
};
const ONLY_APP_IMPORTS_ROUTES = {
  regex: '\\.routes$',
  message: 'Routes are registered by app.ts only; import the area’s service instead.',
};
const OTHER_AREA_NOT_SERVICE = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?![^/]+\\.service$)',
  message: 'Another area is reached only through its *.service.ts.',
};
// Types of the schema (a JSON column's shape) carry no SQL and stay allowed.
const NO_SQL_IN_ROUTES = [
  {
    regex: '^drizzle-orm(?:/|$)',
    allowTypeImports: true,
    message: 'Routes hold no SQL: query in the area’s service.',
  },
  {
    regex: above('db/schema'),
    allowTypeImports: true,
    message: 'Routes hold no SQL: query in the area’s service.',
  },
];

/**
 * A files block that forbids the given import patterns; `extra` adds ignores or rules. Both the
 * server's and the web's layering are written with it.
 */
const restrictImports = (files, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: { 'no-restricted-imports': ['error', { patterns }], ...extra.rules },
});
/** A server layer's block: tests may import anything. */
const serverLayer = (files, patterns, extra = {}) =>
  restrictImports(files, patterns, { ignores: SERVER_TESTS, ...extra });
const { app, main, demo, modules, plugins, domain } = LAYERS_ABOVE;
const moduleRules = [main, app, demo, ONLY_APP_IMPORTS_ROUTES, OTHER_AREA_NOT_SERVICE];
const DOMAIN = ['telemetry', 'jobs', 'bas', 'mail', 'sms', 'auth'].map(
  (d) => `${SERVER}/${d}/**/*.ts`,
);
const DEMO = [`${SERVER}/db/seed/**/*.ts`, `${SERVER}/telemetry/simulator.ts`];

const serverLayers = [
  serverLayer([`${SERVER}/app.ts`], [main]),
  serverLayer([`${SERVER}/modules/**/*.ts`], moduleRules),
  serverLayer([`${SERVER}/modules/**/*.routes.ts`], [...moduleRules, ...NO_SQL_IN_ROUTES], {
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(transaction|select|selectDistinct|insert|update|execute)$/]',
          message: 'Routes hold no SQL: query in the area’s service.',
        },
      ],
    },
  }),
  serverLayer([`${SERVER}/plugins/**/*.ts`], [main, app, demo, modules, ONLY_APP_IMPORTS_ROUTES]),
  serverLayer(DEMO, [main, app, modules, plugins, ONLY_APP_IMPORTS_ROUTES]),
  serverLayer(DOMAIN, [main, app, demo, modules, plugins], { ignores: [...SERVER_TESTS, ...DEMO] }),
  serverLayer([`${SERVER}/db/**/*.ts`], [main, app, demo, modules, plugins, domain], {
    ignores: [...SERVER_TESTS, ...DEMO],
  }),
  serverLayer(
    [`${SERVER}/lib/**/*.ts`],
    [{ regex: '^\\.\\./', message: 'lib/ sits below every layer: it imports nothing of ours.' }],
  ),
  serverLayer(
    [`${SERVER}/config.ts`],
    [{ regex: '^\\.', message: 'config.ts sits below every layer: it imports nothing of ours.' }],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-first-screen/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'scripts/*.d.mts', 'scripts/cluster/*.d.mts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
    },
  },
  // Plain scripts the web app serves as they are (public/): they run in the browser.
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // ---- Web layering: app → features → components, lib → @airboard/shared ------------------------
  // app/ composes (router, providers, layouts); features/<area> are the screens; components/ and
  // lib/ serve every feature and know none; shared is reached as a package. main.tsx and test/
  // sit on top with app/. A later block's no-restricted-imports replaces an earlier one's for the
  // files it matches, so each folder's block lists all of its restrictions.
  // The router lazy-loads each screen by path (`import()`, one chunk per screen); the rule does
  // not look at dynamic imports, so that needs no exception.
  ...webLayering(),
  // Server layers: see serverLayers above.
  ...serverLayers,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

/**
 * The web app's import boundaries (the layering above), as one no-restricted-imports block per
 * folder; patterns read the import as written, so relative paths are matched by where they climb.
 */
function webLayering() {
  const web = 'apps/web/src';
  const featureIndexOnly = {
    group: ['**/features/*/*'],
    message:
      'Import a feature only through its public index.ts, or move the code to components/ or lib/.',
  };
  const sharedAsPackage = {
    group: [
      '**/packages/shared/**',
      '**/apps/server/**',
      '@airboard/server',
      '@airboard/server/**',
    ],
    message: 'The web app reaches shared code as @airboard/shared and never imports the server.',
  };
  const noApp = {
    regex: '^(\\.\\./)+app(/|$)',
    message: 'app/ is the composition root: move what a feature needs to lib/ or components/.',
  };
  const noFeaturesOrApp = {
    regex: '^(\\.\\./)+(features|app|first-screen)(/|$)',
    message:
      'components/ and lib/ serve every feature and import neither features/, app/ nor first-screen/.',
  };
  // A file at depth d of a feature (d = 1 directly in features/<area>/, 2 in a folder of it, …)
  // reaches another feature as '../' × d + <other>; anything after that name passes its index.
  const otherFeatureDeep = (depth) => ({
    regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
    message: 'Import another feature only through its public index.ts (../<feature>).',
  });
  const featureDepths = [1, 2, 3, 4, 5];
  return [
    restrictImports([`${web}/**/*.{ts,tsx}`], [featureIndexOnly, sharedAsPackage]),
    restrictImports(
      [`${web}/components/**/*.{ts,tsx}`, `${web}/lib/**/*.{ts,tsx}`],
      [featureIndexOnly, sharedAsPackage, noFeaturesOrApp],
    ),
    ...featureDepths.map((depth) =>
      restrictImports(
        [`${web}/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        [featureIndexOnly, sharedAsPackage, noApp, otherFeatureDeep(depth)],
      ),
    ),
  ];
}
