import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that would turn the backend's layering upside down (docs/architecture.md), by resolved path. */
const LOWER_LAYERS = ['database', 'common', 'config'].map((folder) => `./backend/src/${folder}`);
const backendLayers = [
  {
    target: LOWER_LAYERS,
    from: ['./backend/src/modules', './backend/src/projections', './backend/src/app'],
    message: 'Shared infrastructure does not depend on the contexts, their read models or the app.',
  },
  {
    target: './backend/src/event-store',
    from: ['./backend/src/modules', './backend/src/projections', './backend/src/app'],
    message: 'The event store knows nothing of read models, contexts or the app: it offers AppendedInTransaction instead.',
  },
  {
    target: './backend/src/projections',
    from: ['./backend/src/modules', './backend/src/app'],
    message: 'The read-model machinery knows no context: each context offers its read models, and the app registers them.',
  },
  { target: './backend/src/modules', from: './backend/src/app', message: 'Contexts are wired by the app, never the other way round.' },
];

const MODULES = resolve('backend/src/modules');

/**
 * The contexts' graph (docs/architecture.md, "The contexts' graph"): the contexts each context may
 * import, lowest first. It has no circle (checked below), so every context stands above all it uses.
 */
const CONTEXT_USES = {
  exercises: [],
  jobs: [],
  wallet: [],
  admin: ['jobs'],
  health: ['jobs'],
  limits: ['jobs'],
  users: ['wallet'],
  functions: ['limits'],
  uploads: ['limits'],
  feedback: ['uploads'],
  workouts: ['exercises', 'users', 'wallet'],
  coach: ['exercises', 'workouts'],
  'training-plans': ['limits', 'users', 'workouts'],
  agents: ['coach', 'functions', 'jobs', 'limits', 'training-plans', 'users', 'workouts'],
  onboarding: ['agents', 'coach', 'exercises', 'jobs', 'limits', 'training-plans', 'users', 'workouts'],
  dashboard: ['functions', 'workouts'],
  imports: ['exercises', 'jobs', 'limits', 'users', 'workouts'],
  shop: ['functions', 'users', 'wallet', 'workouts'],
  profile: ['training-plans', 'uploads', 'users', 'workouts'],
  auth: ['agents', 'limits', 'profile', 'users'],
  account: ['agents', 'auth', 'functions', 'jobs', 'uploads'],
};

/** The graph's nodes in an order where each comes after all it uses; throws on a circle, so a circle in CONTEXT_USES or FEATURE_USES fails every lint. */
function usesOrder(graph, name) {
  const order = [];
  const visit = (node, path) => {
    if (order.includes(node)) return;
    if (path.includes(node)) throw new Error(`${name} has a circle: ${[...path, node].join(' -> ')}`);
    for (const used of graph[node] ?? []) visit(used, [...path, node]);
    order.push(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return order;
}
usesOrder(CONTEXT_USES, "The contexts' graph");

/** The context (folder under backend/src/modules) a file is in, if any. */
function contextOf(path) {
  const [context, ...rest] = relative(MODULES, path).split('/');
  return context === '..' || rest.length === 0 ? null : context;
}

/**
 * A context imports another only through the other's index.ts, the list of what it offers, or its
 * read-models/index.ts, the tables it lets others query (entities and evolves, no Nest, so that
 * reading another context's table does not load that context's commands and modules).
 */
const throughIndex = {
  meta: {
    type: 'problem',
    messages: { deep: "'{{source}}' is inside the {{context}} context: import it from that context's index.ts or read-models/index.ts." },
  },
  create(rule) {
    const own = contextOf(rule.filename);
    if (own === null) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(rule.filename), source);
      const context = contextOf(target);
      if (context === null || context === own || [`${context}/index.js`, `${context}/read-models/index.js`].includes(relative(MODULES, target))) return;
      rule.report({ node: node.source, messageId: 'deep', data: { source, context } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** A context imports only the contexts the graph lets it use; a new context gets its line in CONTEXT_USES first. */
const contextGraph = {
  meta: {
    type: 'problem',
    messages: {
      forbidden:
        "'{{source}}' is in the {{context}} context, which {{own}} may not use: {{own}} uses {{allowed}} (CONTEXT_USES in eslint.config.mjs, docs/architecture.md).",
      unknown: "The {{own}} context is not in the contexts' graph: give it its line in CONTEXT_USES (eslint.config.mjs) and docs/architecture.md.",
    },
  },
  create(rule) {
    const own = contextOf(rule.filename);
    if (own === null) return {};
    if (!(own in CONTEXT_USES)) {
      return { Program: (node) => rule.report({ node, messageId: 'unknown', data: { own } }) };
    }
    const allowed = CONTEXT_USES[own];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const context = contextOf(resolve(dirname(rule.filename), source));
      if (context === null || context === own || allowed.includes(context)) return;
      rule.report({ node: node.source, messageId: 'forbidden', data: { source, context, own, allowed: allowed.join(', ') || 'no other context' } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const FRONTEND = resolve('frontend/src');

/** Where a frontend file sits: a feature (`feature:<name>`), or the top folder under src (pages, app, components, lib, ...). */
function frontendPlaceOf(path) {
  const parts = relative(FRONTEND, path).split('/');
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0] === 'features' ? `feature:${parts[1]}` : parts[0];
}

/** Shared code that every feature may use, and that therefore uses no feature, page or app code. */
const SHARED = new Set(['components', 'lib', 'i18n', 'config', 'shared']);

/**
 * The features' graph (docs/architecture.md, "The features' graph"): the features each feature may
 * import, through their index.ts. What several features read lives below them (shared/, lib/,
 * components/), and a page composes features; a new feature gets its line here first, and a new
 * edge is a design question, not a line to add.
 */
const FEATURE_USES = {
  analysis: [],
  auth: [],
  coach: [],
  feedback: [],
  history: [],
  imports: [],
  profile: [],
  shop: [],
  workouts: [],
  'training-plans': [],
  // The plans screen of the admin tools lists and deletes every plan.
  admin: ['training-plans'],
  // The card of an exercise lists its sets and repeats the last one with the logging screen's pieces.
  dashboard: ['workouts'],
  // The training sheet logs its sets as the logging screen does; the day choice reads the plans.
  'guided-training': ['training-plans', 'workouts'],
  // Onboarding ends by generating the first plan.
  onboarding: ['training-plans'],
};
usesOrder(FEATURE_USES, "The features' graph");

/**
 * bulletproof-react's boundaries: a feature is used only through its index.ts, and never from the
 * shared folders; pages and the app sit on top, so nothing below imports them.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deep: "'{{source}}' is inside the {{feature}} feature: import it from features/{{feature}}/index.ts.",
      shared: "'{{source}}' is a feature: {{place}}/ is shared by every feature and imports none.",
      upward: "'{{source}}' is in {{target}}/: only the app imports pages, and nothing but tests imports the app.",
    },
  },
  create(rule) {
    const place = frontendPlaceOf(rule.filename);
    if (place === null) return {};
    const isTest = /\.test\.tsx?$/.test(rule.filename) || place === 'test';
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(rule.filename), source);
      const targetPlace = frontendPlaceOf(target);
      if (targetPlace === null || targetPlace === place) return;
      const report = (messageId, data) => rule.report({ node: node.source, messageId, data: { source, ...data } });
      if (targetPlace === 'pages' || targetPlace === 'app') {
        if (place !== 'app' && !(targetPlace === 'app' && isTest)) report('upward', { target: targetPlace });
        return;
      }
      if (!targetPlace.startsWith('feature:')) return;
      const feature = targetPlace.slice('feature:'.length);
      if (SHARED.has(place)) report('shared', { place });
      else if (![`features/${feature}`, `features/${feature}/index`].includes(relative(FRONTEND, target))) report('deep', { feature });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** A feature imports only the features FEATURE_USES lets it use (tests too); a new feature gets its line first. */
const featureGraph = {
  meta: {
    type: 'problem',
    messages: {
      forbidden:
        "'{{source}}' is in the {{feature}} feature, which {{own}} may not use: {{own}} uses {{allowed}} (FEATURE_USES in eslint.config.mjs, docs/architecture.md). Move what both need below the features (shared/, lib/, components/), or let the page compose the two.",
      unknown: "The {{own}} feature is not in the features' graph: give it its line in FEATURE_USES (eslint.config.mjs) and docs/architecture.md.",
    },
  },
  create(rule) {
    const place = frontendPlaceOf(rule.filename);
    if (!place?.startsWith('feature:')) return {};
    const own = place.slice('feature:'.length);
    if (!(own in FEATURE_USES)) {
      return { Program: (node) => rule.report({ node, messageId: 'unknown', data: { own } }) };
    }
    const allowed = FEATURE_USES[own];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetPlace = frontendPlaceOf(resolve(dirname(rule.filename), source));
      if (!targetPlace?.startsWith('feature:')) return;
      const feature = targetPlace.slice('feature:'.length);
      if (feature === own || allowed.includes(feature)) return;
      rule.report({ node: node.source, messageId: 'forbidden', data: { source, feature, own, allowed: allowed.join(', ') || 'no other feature' } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'frontend/dist-server/**',
      '**/node_modules/**',
      'e2e/screenshots/**',
      '.data/**',
      'frontend/dev-dist/**',
      'backend/src/app/openapi/plugin-metadata.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: {
      // The packages' entry files load every function (about 300 modules) and every locale (about
      // 530): each app start and each test file paid for them, a third of the app's module loading
      // in a jest file (docs/decisions/56-date-fns-by-function.md). The bundle shook them off anyway.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'date-fns', message: "Import each function from its own file: import { format } from 'date-fns/format'." },
            { name: 'date-fns/locale', message: "Import each locale from its own file: import { de } from 'date-fns/locale/de'." },
          ],
        },
      ],
    },
  },
  // CommonJS config and jest's module mocks, which must be synchronous.
  { files: ['**/*.cjs', '**/*.test.tsx'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...Object.fromEntries(Object.entries(importX.flatConfigs.typescript.settings).filter(([key]) => key !== 'import-x/resolver')),
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['backend/tsconfig.json', 'frontend/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // A cycle of runtime imports leaves one module half-evaluated when the other reads it (a
      // decorator's @Inject(X) of undefined); a cycle through `import type` costs nothing.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: backendLayers }],
    },
  },
  {
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A React handler may return a promise: React ignores it, and the handler owns its errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['backend/src/modules/**/*.ts'],
    plugins: { contexts: { rules: { 'through-index': throughIndex, graph: contextGraph } } },
    rules: { 'contexts/through-index': 'error', 'contexts/graph': 'error' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { frontend: { rules: { 'feature-boundaries': featureBoundaries, 'feature-graph': featureGraph } } },
    rules: { 'frontend/feature-boundaries': 'error', 'frontend/feature-graph': 'error' },
  },
);
