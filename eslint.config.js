// One lint setup for the whole monorepo: type-aware typescript-eslint with the rules that catch
// real bugs (floating promises, non-exhaustive switches, loose equality, brace-less ifs).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.d.mts'] },
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
    regex: '^(\\.\\./)+(features|app)(/|$)',
    message: 'components/ and lib/ serve every feature and import neither features/ nor app/.',
  };
  const restrict = (files, patterns) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  // A file at depth d of a feature (d = 1 directly in features/<area>/, 2 in a folder of it, …)
  // reaches another feature as '../' × d + <other>; anything after that name passes its index.
  const otherFeatureDeep = (depth) => ({
    regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
    message: 'Import another feature only through its public index.ts (../<feature>).',
  });
  const featureDepths = [1, 2, 3, 4, 5];
  return [
    restrict([`${web}/**/*.{ts,tsx}`], [featureIndexOnly, sharedAsPackage]),
    restrict(
      [`${web}/components/**/*.{ts,tsx}`, `${web}/lib/**/*.{ts,tsx}`],
      [featureIndexOnly, sharedAsPackage, noFeaturesOrApp],
    ),
    ...featureDepths.map((depth) =>
      restrict(
        [`${web}/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        [featureIndexOnly, sharedAsPackage, noApp, otherFeatureDeep(depth)],
      ),
    ),
  ];
}
