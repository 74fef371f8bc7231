#!/usr/bin/env node
// `npm run dev`: the offline stack in one command. Starts convex-local (the embedded Convex
// backend) on 127.0.0.1, waits until it serves, then starts Vite with the client configuration
// pointing at it. Ctrl-C stops both. Options (all optional):
//   --port 3000 --backend-port 3210 --site-port 3211 --data .convex-local --fresh
//   --trusted-proxies 10.0.0.1,10.1.0.0/16 (or CASEFILE_TRUSTED_PROXIES)
//   --bundled: serve a bundled build (`vite build --mode bundled`, then `vite preview`) instead of
//   the dev server: a page loads as a few chunks instead of hundreds of modules, and React runs
//   its production build (a page's main thread needs about 30 % less than with the development
//   build). The /dev pages stay (app/lib/dev-pages.ts); the end-to-end tests use it.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { maxUploadBytes, prepareBackendEnv } from './lib/backend-env.mjs'
import { convexLocalCli, root, runStep, start, startBackend, viteBin } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'backend-port': { type: 'string', default: '3210' },
    'site-port': { type: 'string', default: '3211' },
    data: { type: 'string', default: '.convex-local' },
    fresh: { type: 'boolean', default: false },
    // Reverse proxies whose X-Forwarded-For is believed (app/lib/client-address.server.ts). The
    // end-to-end stack names 127.0.0.1 to simulate distinct clients from one machine.
    'trusted-proxies': { type: 'string', default: process.env.CASEFILE_TRUSTED_PROXIES ?? '' },
    bundled: { type: 'boolean', default: false },
  },
})

const dataDir = path.resolve(root, options.data)
if (options.fresh) {
  rmSync(dataDir, { recursive: true, force: true })
}

const backendUrl = `http://127.0.0.1:${options['backend-port']}`
const siteUrl = `http://127.0.0.1:${options['site-port']}`
const appUrl = `http://localhost:${options.port}`

// Offline default: email stays in the outbox and the development mailbox page shows it.
// The demo and the tests sign up whoever they like; `npm start` defaults to invitation only.
// The server's flag gates resolve in the development environment, as the browser does on
// localhost (shared/flags.ts flagEnvironment).
const backendEnv = prepareBackendEnv(dataDir, appUrl, {
  defaults: { CASEFILE_DEV_MAILBOX: '1', CASEFILE_SIGN_UP: 'open' },
  forced: { CASEFILE_FLAG_ENV: 'dev' },
})

startBackend({
  mode: 'dev',
  dataDir,
  port: options['backend-port'],
  sitePort: options['site-port'],
  appUrl,
  maxUploadBytes: maxUploadBytes(backendEnv),
  onReady: () => {
    startVite()
    seedDemo()
  },
})

// The demo firm (idempotent): created on first start, its sign-ins printed every time.
function seedDemo() {
  const seed = spawn(
    process.execPath,
    [
      convexLocalCli,
      'run',
      'demo/seed:demo',
      '{}',
      '--data',
      dataDir,
      '--port',
      options['backend-port'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  let errors = ''
  seed.stdout.on('data', (chunk) => (output += chunk))
  seed.stderr.on('data', (chunk) => (errors += chunk))
  seed.on('exit', (code) => {
    if (code !== 0) {
      console.error(`[seed] could not create the demo firm:\n${errors.trim()}`)
      return
    }
    try {
      const demo = JSON.parse(output)
      console.log(
        `\n  Demo firm "${demo.organization.name}": sign in with password ${demo.password} as`,
      )
      for (const user of demo.users) {
        const role =
          user.role === 'superadmin'
            ? 'superadmin'
            : user.orgRole === 'OrganizationAdmin'
              ? 'organisation admin'
              : 'member'
        console.log(`    ${user.email.padEnd(32)} ${role}`)
      }
      console.log(`  Development mailbox (sign-in links and codes): ${appUrl}/dev/mailbox\n`)
    } catch {
      console.log(`[seed] ${output.trim()}`)
    }
  })
}

function startVite() {
  const vite = viteBin()
  const env = {
    CASEFILE_TRUSTED_PROXIES: options['trusted-proxies'],
    CASEFILE_PROXY_SECRET: backendEnv.CASEFILE_PROXY_SECRET,
    VITE_CONVEX_URL: backendUrl,
    VITE_CONVEX_SITE_URL: siteUrl,
  }
  const serve = ['--port', options.port, '--strictPort']
  if (!options.bundled) {
    start('app', process.execPath, [vite, 'dev', ...serve], env)
    console.log(`\n  Casefile is starting on ${appUrl}\n`)
    return
  }
  // The build lives with the data (ignored by git and by Tailwind's scan), so parallel stacks on
  // other ports never share one.
  const outDir = path.join(dataDir, 'app-build')
  const bundled = { ...env, NODE_ENV: 'production' }
  void runStep(
    'build',
    process.execPath,
    [vite, 'build', '--mode', 'bundled', '--outDir', outDir, '--logLevel', 'warn'],
    bundled,
  ).then(() => {
    start('app', process.execPath, [vite, 'preview', '--outDir', outDir, ...serve], bundled)
    console.log(`\n  Casefile (bundled) is starting on ${appUrl}\n`)
  })
}
