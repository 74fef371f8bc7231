#!/usr/bin/env node
// `npm run dev`: the offline stack in one command. Starts convex-local (the embedded Convex
// backend) on 127.0.0.1, waits until it serves, then starts Vite with the client configuration
// pointing at it. Ctrl-C stops both. Options (all optional):
//   --port 3000 --backend-port 3210 --site-port 3211 --data .convex-local --fresh
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
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
  },
})

const dataDir = path.resolve(root, options.data)
if (options.fresh) {
  rmSync(dataDir, { recursive: true, force: true })
}

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

const backendUrl = `http://127.0.0.1:${options['backend-port']}`
const siteUrl = `http://127.0.0.1:${options['site-port']}`
const appUrl = `http://localhost:${options.port}`

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
    }
  },
)

function startVite() {
  const require = createRequire(import.meta.url)
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')
  start('app', process.execPath, [viteBin, 'dev', '--port', options.port, '--strictPort'], {
    VITE_CONVEX_URL: backendUrl,
    VITE_CONVEX_SITE_URL: siteUrl,
  })
  console.log(`\n  Casefile is starting on ${appUrl}\n`)
}
