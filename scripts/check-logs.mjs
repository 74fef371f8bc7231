#!/usr/bin/env node
// Reads the logs the end-to-end stacks wrote during `npm test` (CASEFILE_LOG_FILE) and fails on
// what must never be there: better-auth's warnings about unindexed reads and a shared rate-limit
// bucket in the development stack, and any secret in the production stack's log.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const suffix = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''

const checks = [
  {
    file: `test-results/dev-stack${suffix}.log`,
    forbidden: [/Querying without an index/, /Rate limiting could not determine a client IP/],
  },
  {
    file: `test-results/production-stack${suffix}.log`,
    forbidden: [/CONVEX_LOCAL_ADMIN_KEY=/, /BETTER_AUTH_SECRET/, /CASEFILE_PROXY_SECRET/],
  },
]

let failed = false
for (const { file, forbidden } of checks) {
  const full = path.join(root, file)
  if (!existsSync(full)) {
    console.error(`✗ ${file}: missing (did the end-to-end stack start?)`)
    failed = true
    continue
  }
  const lines = readFileSync(full, 'utf8').split('\n')
  const found = lines.filter((line) => forbidden.some((pattern) => pattern.test(line)))
  if (found.length > 0) {
    failed = true
    console.error(`✗ ${file}: ${found.length} forbidden line(s)`)
    for (const line of found.slice(0, 10)) console.error(`    ${line.slice(0, 200)}`)
  } else {
    console.log(`✓ ${file}: ${lines.length} lines, none forbidden`)
  }
}
process.exit(failed ? 1 : 0)
