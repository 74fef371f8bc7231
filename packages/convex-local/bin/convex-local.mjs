#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (a dependency of this package): no build step.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli/main.ts')
const code = await main(process.argv.slice(2))
process.exitCode = code
// Watchers or sockets left by user code must not keep a finished command alive.
setTimeout(() => process.exit(code), 2000).unref()
