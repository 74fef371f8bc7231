#!/usr/bin/env bash
# Runs convex-test's own test suite (its convex/*.test.ts, unchanged) through convex-local/test.
#
#   scripts/upstream-suite.sh <convex-test checkout> [--convex-wording]
#
# <convex-test checkout>: a work tree of github.com/get-convex/convex-test, or a git directory of
# it (then `git archive ${UPSTREAM_REF:-HEAD}` is used). Nothing is fetched. The suite runs in
# ${CT_UPSTREAM_DIR:-/tmp/ct-upstream} (recreated), outside this repository: `convex-test` and
# the suite's `../index` import resolve to src/test/index.ts, node_modules is the repo's.
#
# --convex-wording: also rewrite, in that temporary copy only, the assertions on convex-test's own
# wording (error texts, fake https:// storage URLs) into Convex's texts, to check that those tests
# fail on wording alone.
#
# Prints every failing test and the pass rate over the tests that check Convex behaviour (the
# tests listed in EXCLUDED below assert convex-test's wording and are left out of the rate).
set -euo pipefail

if [ $# -lt 1 ]; then
  echo "usage: $0 <convex-test checkout> [--convex-wording]" >&2
  exit 2
fi
UPSTREAM=$(cd "$1" && pwd)
WORDING=${2:-}
HERE=$(cd "$(dirname "$0")/.." && pwd)
ROOT_MODULES=$(cd "$HERE/../.." && pwd)/node_modules
WORK=${CT_UPSTREAM_DIR:-/tmp/ct-upstream}

rm -rf "$WORK"
mkdir -p "$WORK"
if [ -d "$UPSTREAM/convex" ]; then
  cp -R "$UPSTREAM/convex" "$WORK/convex"
  REV=$(git -C "$UPSTREAM" rev-parse HEAD 2>/dev/null || echo "unknown")
else
  git -C "$UPSTREAM" archive "${UPSTREAM_REF:-HEAD}" convex | tar -x -C "$WORK"
  REV=$(git -C "$UPSTREAM" rev-parse "${UPSTREAM_REF:-HEAD}^{commit}")
fi
ln -s "$ROOT_MODULES" "$WORK/node_modules"
echo '{ "name": "ct-upstream", "private": true, "type": "module" }' > "$WORK/package.json"
cat > "$WORK/vitest.config.mts" <<EOF
import { defineConfig } from "vitest/config";
const harness = "$HERE/src/test/index.ts";
export default defineConfig({
  resolve: {
    alias: [
      { find: /^convex-test\$/, replacement: harness },
      { find: /^\.\.\/index\$/, replacement: harness },
    ],
  },
  test: { environment: "node", include: ["convex/**/*.test.ts"], testTimeout: 30_000 },
});
EOF

if [ "$WORDING" = "--convex-wording" ]; then
  node - "$WORK/convex" <<'EOF'
const fs = require('fs'), path = require('path')
const dir = process.argv[2]
const edits = {
  'argumentsValidation.test.ts': [['Validator error', 'ArgumentValidationError']],
  'schemaValidation.test.ts': [['Validator error', 'does not match the schema']],
  'returnsValidation.test.ts': [['Return value validation failed', 'ReturnsValidationError']],
  'bandwidth.test.ts': [
    ['Read too much data', 'Too many bytes read'],
    ['Scanned too many documents', 'Too many documents read'],
    ['Wrote too much data', 'Too many bytes written'],
    ['Wrote too many documents', 'Too many writes'],
    ['Too many index ranges', 'Too many reads'],
  ],
  'nestedLimits.test.ts': [
    ['Scanned too many documents', 'Too many documents read'],
    ['Wrote too many documents', 'Too many writes'],
  ],
  'explicitTableNames.test.ts': [[
    "Invalid argument `id`, expected ID in table 'otherTable' but got ID in table 'messages'",
    'expected to be an Id<\\"otherTable\\">, got Id<\\"messages\\"> instead.',
  ]],
  'indexes.test.ts': [[
    'cannot chain more operators after both `.gt` and `.lt` were already used',
    'Already defined lower bound in index range',
  ]],
  'storage.test.ts': [['toMatch("https://")', 'toMatch("/api/storage/")']],
}
for (const [file, pairs] of Object.entries(edits)) {
  const p = path.join(dir, file)
  let s = fs.readFileSync(p, 'utf8')
  for (const [a, b] of pairs) s = s.split(a).join(b)
  fs.writeFileSync(p, s)
}
EOF
fi

cd "$WORK"
npx vitest run --reporter=json --outputFile="$WORK/results.json" >"$WORK/vitest.log" 2>&1 || true
node - "$WORK/results.json" "$REV" "$WORDING" <<'EOF'
const [file, rev, wording] = process.argv.slice(2)
const r = require(file)
// Tests that assert convex-test's own wording or its fake https:// storage URLs.
const EXCLUDED = {
  'argumentsValidation.test.ts': ['query arguments validation', 'mutation arguments validation',
    'action arguments validation', 'component mutation arguments validation', 'query with union arg'],
  'returnsValidation.test.ts': ['query with incomplete return validator should fail',
    'query returning wrong primitive type should fail', 'mutation with incomplete return validator should fail',
    'query returning array with incomplete item validator should fail',
    'action with incomplete return validator should fail'],
  'schemaValidation.test.ts': ['extra fields', 'patch', 'replace', 'arrays', 'ids'],
  'bandwidth.test.ts': ['read byte limit exceeded throws', 'read document limit exceeded throws',
    'write byte limit exceeded throws', 'write document limit exceeded throws',
    'index range limit exceeded throws', 'limits accumulate within a transaction'],
  'nestedLimits.test.ts': ['nested runQuery enforces its own documentsRead limit',
    'nested runMutation enforces its own documentsWritten limit',
    'nested limits cannot raise above the global limit',
    'global limit still applies when the nested limit is looser'],
  'explicitTableNames.test.ts': ['called with wrong table name get', 'called with wrong table name patch',
    'called with wrong table name delete', 'called with wrong table name replace'],
  'indexes.test.ts': ['gt,lt,lt in range of indexed field'],
  'storage.test.ts': ['query get URL', 'mutation generate upload URL'],
}
let total = 0, passed = 0, counted = 0, countedPassed = 0, excludedFailing = 0
const failing = []
for (const f of r.testResults) {
  const name = f.name.split('/').pop()
  if (f.assertionResults.length === 0) failing.push(`${name}: suite failed: ${(f.message || '').split('\n')[0]}`)
  for (const a of f.assertionResults) {
    total++
    const ok = a.status === 'passed'
    if (ok) passed++
    const excluded = (EXCLUDED[name] || []).includes(a.fullName)
    if (!excluded) {
      counted++
      if (ok) countedPassed++
    } else if (!ok) excludedFailing++
    if (!ok) {
      const why = (a.failureMessages[0] || a.status).split('\n')[0].slice(0, 160)
      failing.push(`${excluded ? '(excluded) ' : ''}${name} > ${a.fullName}: ${why}`)
    }
  }
}
console.log(`convex-test ${rev}${wording ? ' (assertions rewritten to Convex wording)' : ''}`)
for (const line of failing) console.log('  FAIL ' + line)
console.log(`all tests: ${passed}/${total} passed`)
console.log(`checking Convex behaviour: ${countedPassed}/${counted} passed ` +
  `(${((100 * countedPassed) / counted).toFixed(1)} %); excluded (convex-test wording): ` +
  `${total - counted}, of which failing: ${excludedFailing}`)
EOF
