#!/usr/bin/env node
// Makes sure Debian's Chromium headless shell is installed for Playwright. It never downloads a
// browser build of its own (no `playwright install`): only the distribution's package, through apt.
// The headless shell is the same Chromium without the desktop browser around it; on this 2-core
// machine it runs the browser specs in about two thirds of the CPU time of `chromium --headless`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const PACKAGES = ['chromium-headless-shell', 'fonts-liberation']

if (existsSync(CHROMIUM)) {
  process.exit(0)
}

console.log(`Chromium not found at ${CHROMIUM}; installing Debian's ${PACKAGES[0]} with apt-get…`)
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
const run = (args) =>
  execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
try {
  run(['apt-get', 'update'])
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...PACKAGES])
} catch (error) {
  console.error(
    `Could not install Chromium with apt-get (${error instanceof Error ? error.message : String(error)}).\n` +
      'Install it yourself (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) or point CHROMIUM_PATH at a Chromium binary.',
  )
  process.exit(1)
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`)
  process.exit(1)
}
