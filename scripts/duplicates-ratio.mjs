// The repeated-code figure of issue 7: pairs that `duplicates --min-lines 10` finds, per 1,000 lines of non-test source.
// Usage: node scripts/duplicates-ratio.mjs [--list]   (--list also prints the counted pairs)
//
// How it counts (so the figure can be re-measured the same way):
// - pairs: every row of `duplicates --min-lines 10 --most 200` over the whole tree, except those where either side is a
//   test file (*.test.ts, *.test.tsx, *.spec.ts, anything under e2e/, a test-utils file);
// - lines: every line (blank and comment lines included) of the .ts/.tsx/.mjs/.js files git tracks under shell, remotes,
//   packages, mock-api, scripts and bench, leaving out the same test files and anything under dist or node_modules
//   (locale JSON is not source and is not read).
// `duplicates` is a command on the developers' machines, not a dependency of the repo: where it is missing this script
// says so and exits 0, and CI does not call it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const SOURCE_DIRS = ['shell', 'remotes', 'packages', 'mock-api', 'scripts', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts)$|(^|\/)e2e\/|test-utils/;
const BUILD_OUTPUT = /(^|\/)(dist|node_modules)\//;

function sourceLines() {
  const git = spawnSync('git', ['ls-files', '--', ...SOURCE_DIRS], { cwd: root, encoding: 'utf8' });
  if (git.status !== 0) throw new Error(`git ls-files failed: ${git.stderr}`);
  const files = git.stdout
    .split('\n')
    .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file) && !BUILD_OUTPUT.test(file));
  let lines = 0;
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  }
  return { files: files.length, lines };
}

/** The rows `D12 a.ts:1-10 ~ b.ts:5-14 …` whose two sides are both non-test files. */
function sourcePairs(output) {
  return output
    .split('\n')
    .filter((row) => /^D\d+ /.test(row))
    .filter((row) => {
      const [, left, , right] = row.split(' ');
      return [left, right].every((side) => !TEST_FILE.test(side.replace(/:\d+-\d+$/, '')));
    });
}

const tool = spawnSync('duplicates', ['--min-lines', '10', '--most', '200', '--seconds', '300'], {
  cwd: root,
  encoding: 'utf8',
});
if (tool.error) {
  console.log(
    '`duplicates` is not installed on this machine: nothing to measure (the figure is taken where it is).',
  );
  process.exit(0);
}
const incomplete = tool.stdout.split('\n').filter((row) => row.startsWith('incomplete:'));
const pairs = sourcePairs(tool.stdout);
const { files, lines } = sourceLines();
if (process.argv.includes('--list')) console.log(pairs.join('\n'));
for (const row of incomplete) console.log(row);
console.log(
  `${pairs.length} pairs (neither side a test) over ${lines.toLocaleString('en')} lines of non-test source in ${files} files: ` +
    `${((pairs.length * 1000) / lines).toFixed(2)} pairs per 1,000 lines (target: at most 1.50)`,
);
