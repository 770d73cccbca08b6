import react from '@vitejs/plugin-react';
import { build, type Rolldown, type Rollup } from 'vite';
import { dashboardOnlyChunks, dashboardScreenChunks } from './dashboard-screens';

/** What every build of the admin shares with this one's first pass. */
interface AdminBuild {
  root: string;
  base: string;
  mode: string;
  /** The entry's chunk groups, so that the first pass leaves in the entry exactly what the build does. */
  entryGroups: Rolldown.CodeSplittingGroup[];
}

const outputsOf = (result: Awaited<ReturnType<typeof build>>): Rollup.RollupOutput[] => {
  if (Array.isArray(result)) return result;
  if ('output' in result) return [result];
  throw new Error('dashboard-modules: the first pass watched instead of building');
};

/**
 * The modules a cold start at the dashboard runs beyond the entry's, the screens' own left out.
 *
 * Rolldown's chunk groups match modules on the import graph, where `react-admin`'s index imports
 * every component of every screen: a group cannot tell the few the dashboard uses. Rolldown's own
 * splitting, after tree shaking, can: this first pass builds the admin in memory with the entry's
 * groups alone and reads what lands in the chunks the layout and the dashboard import. The build
 * then puts those modules in one chunk of their own. About two seconds of build time.
 */
export async function dashboardModules({ root, base, mode, entryGroups }: AdminBuild): Promise<ReadonlySet<string>> {
  const result = await build({
    configFile: false,
    root,
    base,
    mode,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: { groups: entryGroups } } },
    },
  });
  const modules = new Set<string>();
  for (const { output } of outputsOf(result)) {
    const bundle = Object.fromEntries(output.map((file) => [file.fileName, file]));
    const screens = new Set(dashboardScreenChunks(bundle).map((screen) => screen.facadeModuleId));
    for (const chunk of dashboardOnlyChunks(bundle))
      for (const id of chunk.moduleIds) if (!screens.has(id)) modules.add(id);
  }
  return modules;
}
