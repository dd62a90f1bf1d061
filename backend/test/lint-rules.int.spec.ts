import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * `npm run lint` keeps the layering: probe texts linted with the repository's own ESLint config,
 * at paths of the tree, must draw the rule's error. No file is written. The two rules that need
 * type information are left out, so that a probe needs no TypeScript program.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function problemsOf(filePath: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('npm run lint', () => {
  it('fails on an import cycle: the streak rule importing the reader that imports it', async () => {
    const problems = await problemsOf(
      'backend/src/modules/workouts/rules/streak.ts',
      "import { StreakReader } from '../streak.reader.js';\nexport const reader = StreakReader;\n",
    );
    expect(problems).toContainEqual(expect.objectContaining({ ruleId: 'import-x/no-cycle' }));
  });

  it('lets a cycle through type imports pass, which costs nothing at runtime', async () => {
    const problems = await problemsOf(
      'backend/src/modules/workouts/rules/streak.ts',
      "import type { StreakReader } from '../streak.reader.js';\nexport type Reader = StreakReader;\n",
    );
    expect(problems.filter((problem) => problem.ruleId === 'import-x/no-cycle')).toEqual([]);
  });

  it('fails on a context imported from database/', async () => {
    const problems = await problemsOf(
      'backend/src/database/probe.ts',
      "import { UserEntity } from '../modules/users/read-models/index.js';\nexport const probe = UserEntity;\n",
    );
    expect(problems).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('Shared infrastructure does not depend on the contexts'),
    });
  });

  it('fails on a context imported from the read-model machinery', async () => {
    const problems = await problemsOf(
      'backend/src/projections/probe.ts',
      "import { usersReadModel } from '../modules/users/read-models/index.js';\nexport const probe = usersReadModel;\n",
    );
    expect(problems).toContainEqual(expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }));
  });

  it('fails on a context importing one the graph does not let it use: workouts, below the plans, reading them', async () => {
    const problems = await problemsOf(
      'backend/src/modules/workouts/probe.ts',
      "import { TrainingPlanEntity } from '../training-plans/read-models/index.js';\nexport const probe = TrainingPlanEntity;\n",
    );
    expect(problems).toContainEqual({
      ruleId: 'contexts/graph',
      message: expect.stringContaining('is in the training-plans context, which workouts may not use: workouts uses exercises, users, wallet'),
    });
  });

  it('fails on an import that ran against the graph before decision 55: the plans reading the agents', async () => {
    const problems = await problemsOf(
      'backend/src/modules/training-plans/probe.ts',
      "import { AGENTS } from '../agents/index.js';\nexport const probe = AGENTS;\n",
    );
    expect(problems).toContainEqual({
      ruleId: 'contexts/graph',
      message: expect.stringContaining('is in the agents context, which training-plans may not use: training-plans uses limits, users, workouts'),
    });
  });

  it("fails on date-fns' entry files, which load every function and every locale", async () => {
    const problems = await problemsOf(
      'frontend/src/lib/probe.ts',
      "import { format } from 'date-fns';\nimport { de } from 'date-fns/locale';\nexport const probe = [format, de];\n",
    );
    expect(problems.filter((problem) => problem.ruleId === 'no-restricted-imports')).toHaveLength(2);
  });

  it('lets a context import one below it in the graph', async () => {
    const problems = await problemsOf(
      'backend/src/modules/workouts/probe.ts',
      "import { USER_ERRORS } from '../users/index.js';\nexport const probe = USER_ERRORS;\n",
    );
    expect(problems.filter((problem) => problem.ruleId === 'contexts/graph')).toEqual([]);
  });

  it('fails on a context that is not in the graph', async () => {
    const problems = await problemsOf('backend/src/modules/gym-classes/probe.ts', 'export const probe = 1;\n');
    expect(problems).toContainEqual(expect.objectContaining({ ruleId: 'contexts/graph', message: expect.stringContaining("not in the contexts' graph") }));
  });

  it('fails on a deep import into another context', async () => {
    const problems = await problemsOf(
      'backend/src/modules/shop/probe.ts',
      "import { walletDecider } from '../wallet/wallet.decider.js';\nexport const probe = walletDecider;\n",
    );
    expect(problems).toContainEqual(expect.objectContaining({ ruleId: 'contexts/through-index' }));
  });
  it("fails on a feature importing one the features' graph does not let it use: workouts, below the dashboard, reading it", async () => {
    const problems = await problemsOf(
      'frontend/src/features/workouts/probe.ts',
      "import { useDashboard } from '../dashboard';\nexport const probe = useDashboard;\n",
    );
    expect(problems).toContainEqual({
      ruleId: 'frontend/feature-graph',
      message: expect.stringContaining('is in the dashboard feature, which workouts may not use: workouts uses no other feature'),
    });
  });

  it('lets a feature import one the graph lets it use, through its index.ts', async () => {
    const problems = await problemsOf(
      'frontend/src/features/guided-training/probe.ts',
      "import { useLogSet } from '../workouts';\nexport const probe = useLogSet;\n",
    );
    expect(problems.filter((problem) => problem.ruleId?.startsWith('frontend/'))).toEqual([]);
  });

  it("fails on a feature that is not in the features' graph", async () => {
    const problems = await problemsOf('frontend/src/features/gym-classes/probe.ts', 'export const probe = 1;\n');
    expect(problems).toContainEqual(
      expect.objectContaining({ ruleId: 'frontend/feature-graph', message: expect.stringContaining("not in the features' graph") }),
    );
  });

  it('fails on a deep import into another feature, even one the graph allows', async () => {
    const problems = await problemsOf(
      'frontend/src/features/dashboard/probe.ts',
      "import { EntryList } from '../workouts/components/entry-list';\nexport const probe = EntryList;\n",
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ ruleId: 'frontend/feature-boundaries', message: expect.stringContaining('import it from features/workouts/index.ts') }),
    );
  });

  it('fails on a feature imported from the shared code below the features', async () => {
    const problems = await problemsOf(
      'frontend/src/shared/sets/probe.ts',
      "import { useLogSet } from '../../features/workouts';\nexport const probe = useLogSet;\n",
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ ruleId: 'frontend/feature-boundaries', message: expect.stringContaining('shared/ is shared by every feature') }),
    );
  });
});
