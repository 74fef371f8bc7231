#!/usr/bin/env node
// `npm run dev`: the offline stack in one command. Starts convex-local (the embedded Convex
// backend) on 127.0.0.1, waits until it serves, then starts Vite with the client configuration
// pointing at it. Ctrl-C stops both. Options (all optional):
//   --port 3000 --backend-port 3210 --site-port 3211 --data .convex-local --fresh
//   --bundled: serve a bundled development build (`vite build` with NODE_ENV=development, then
//   `vite preview`) instead of the dev server. React's development checks and the /dev pages stay,
//   but a page loads as a few chunks instead of hundreds of modules; the end-to-end tests use it.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'backend-port': { type: 'string', default: '3210' },
    'site-port': { type: 'string', default: '3211' },
    data: { type: 'string', default: '.convex-local' },
    fresh: { type: 'boolean', default: false },
    // The end-to-end stack simulates distinct clients with X-Forwarded-For (see app/routes/api/auth).
    'trust-forwarded-for': { type: 'boolean', default: false },
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

// The backend's own environment (what `npx convex env set` holds on Convex). BETTER_AUTH_SECRET is
// generated once per data directory and never leaves it (.convex-local is ignored by git).
mkdirSync(dataDir, { recursive: true })
const envFile = path.join(dataDir, 'env.json')
const backendEnv = existsSync(envFile) ? JSON.parse(readFileSync(envFile, 'utf8')) : {}
backendEnv.BETTER_AUTH_SECRET ??= randomBytes(32).toString('hex')
backendEnv.SITE_URL = appUrl
// Both spellings of the local origin may call the auth routes (browsers and tests use either).
backendEnv.BETTER_AUTH_TRUSTED_ORIGINS = `${appUrl},http://127.0.0.1:${options.port}`
// Offline default: email stays in the outbox and the development mailbox page shows it.
backendEnv.CASEFILE_DEV_MAILBOX ??= '1'
writeFileSync(envFile, JSON.stringify(backendEnv, null, 2) + '\n', { mode: 0o600 })

const children = new Set()
let stopping = false

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    child.kill('SIGTERM')
  }
  setTimeout(() => process.exit(code), 3000).unref()
  if (children.size === 0) process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

function start(name, command, args, env, onLine) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  const relay = (stream, out) => {
    let buffer = ''
    stream.on('data', (chunk) => {
      buffer += chunk.toString()
      let newline
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        out.write(`[${name}] ${line}\n`)
        onLine?.(line)
      }
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping the rest.`)
      stop(code ?? 1)
    } else if (children.size === 0) {
      process.exit(0)
    }
  })
  return child
}

const cli = path.join(root, 'packages/convex-local/bin/convex-local.mjs')
let viteStarted = false
start(
  'backend',
  process.execPath,
  [
    cli,
    'dev',
    '--dir',
    'convex',
    '--port',
    options['backend-port'],
    '--site-port',
    options['site-port'],
    '--data',
    dataDir,
  ],
  { SITE_URL: appUrl },
  (line) => {
    // convex-local prints its URLs once it accepts connections.
    if (!viteStarted && line.includes(backendUrl)) {
      viteStarted = true
      startVite()
      seedDemo()
    }
  },
)

// The demo firm (idempotent): created on first start, its sign-ins printed every time.
function seedDemo() {
  const seed = spawn(
    process.execPath,
    [cli, 'run', 'seed:demo', '{}', '--data', dataDir, '--port', options['backend-port']],
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
  const require = createRequire(import.meta.url)
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')
  const env = {
    CASEFILE_TRUST_FORWARDED_FOR: options['trust-forwarded-for'] ? '1' : '0',
    VITE_CONVEX_URL: backendUrl,
    VITE_CONVEX_SITE_URL: siteUrl,
  }
  const serve = ['--port', options.port, '--strictPort']
  if (!options.bundled) {
    start('app', process.execPath, [viteBin, 'dev', ...serve], env)
    console.log(`\n  Casefile is starting on ${appUrl}\n`)
    return
  }
  // The build lives with the data (ignored by git and by Tailwind's scan), so parallel stacks on
  // other ports never share one.
  const outDir = path.join(dataDir, 'app-build')
  const build = spawn(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'development' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  children.add(build)
  build.on('exit', (code) => {
    children.delete(build)
    if (stopping) return
    if (code !== 0) {
      console.error(`[app] the build failed (${code}); stopping.`)
      stop(code ?? 1)
      return
    }
    start('app', process.execPath, [viteBin, 'preview', '--outDir', outDir, ...serve], {
      ...env,
      NODE_ENV: 'development',
    })
    console.log(`\n  Casefile (bundled) is starting on ${appUrl}\n`)
  })
}
