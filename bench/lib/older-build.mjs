/**
 * The older build a bench alternates with (issue 44: "alternated against a named older build and
 * printed beside it"): `--compare DIR [--compare-name NAME]` (a build directory) or `--compare-ref REF`
 * (a commit, built once in /tmp/flechazo-build-REF: a detached git worktree of this repository with this
 * checkout's node_modules linked; a minute the first time, so hold the heavy lock).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, runCommand } from '../../scripts/lib/proc.mjs';
import { opt } from './cli.mjs';

/** The compared build named on the command line, or null when none is named or its build failed. */
export async function olderBuild(label = 'bench') {
  const dir = opt('compare', null);
  if (dir) return { name: opt('compare-name', path.resolve(dir)), root: path.resolve(dir) };
  const ref = opt('compare-ref', null);
  if (!ref) return null;
  const tree = `/tmp/flechazo-build-${ref.replace(/[^\w.-]/g, '_')}`;
  const dist = path.join(tree, 'dist');
  if (!fs.existsSync(path.join(dist, 'sw.js'))) {
    console.log(`${label}: building ${ref} in ${tree} (once)`);
    if (!fs.existsSync(tree) && (await runCommand('git', ['worktree', 'add', '--detach', tree, ref], { cwd: ROOT })) !== 0) return null;
    if (!fs.existsSync(path.join(tree, 'node_modules'))) fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    if ((await runCommand('npm', ['run', 'build'], { cwd: tree, env: { NODE_ENV: 'production' } })) !== 0) return null;
  }
  return { name: ref, root: dist };
}

/** Whether the command line names an older build (so a failure to make it can be said). */
export const olderBuildNamed = () => Boolean(opt('compare', null) || opt('compare-ref', null));
