import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The screens a signed-in cold start at the dashboard shows first (src/routing/screens.ts). */
const DASHBOARD_SCREENS = [
  /[\\/]src[\\/]layout[\\/]AppLayout\.tsx$/,
  /[\\/]src[\\/]pages[\\/]dashboard[\\/]DashboardPage\.tsx$/,
];

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((chunk): chunk is OutputChunk => chunk.type === 'chunk');

/** The chunks `from` names and every chunk they import statically, by file name. */
function reachable(bundle: OutputBundle, from: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || found.has(name)) return;
    found.add(name);
    chunk.imports.forEach(visit);
  };
  from.forEach(visit);
  return found;
}

/** The layout's and the dashboard's own chunks (the targets of their lazy imports). */
export function dashboardScreenChunks(bundle: OutputBundle): OutputChunk[] {
  const screens = chunksOf(bundle).filter((chunk) =>
    DASHBOARD_SCREENS.some((screen) => screen.test(chunk.facadeModuleId ?? '')),
  );
  // A renamed or merged screen would silently split or preload nothing: fail the build instead.
  if (screens.length !== DASHBOARD_SCREENS.length) {
    throw new Error('the layout or the dashboard has no chunk of its own (admin/dashboard-screens.ts)');
  }
  return screens;
}

/**
 * The chunks a cold start at the dashboard loads beyond the entry's, by file name: the screens' own
 * and every chunk they import that the entry did not.
 */
export function dashboardOnlyChunks(bundle: OutputBundle): OutputChunk[] {
  const initial = reachable(
    bundle,
    chunksOf(bundle)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.fileName),
  );
  const screens = dashboardScreenChunks(bundle).map((screen) => screen.fileName);
  return [...reachable(bundle, screens)]
    .filter((file) => !initial.has(file))
    .map((file) => bundle[file])
    .filter((chunk): chunk is OutputChunk => chunk?.type === 'chunk');
}
