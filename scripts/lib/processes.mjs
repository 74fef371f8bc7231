// Child processes of a launcher script (`npm run dev`, `npm start`): each one's output is relayed
// line by line with a [name] prefix, and when one exits on its own the others are stopped too.
import { spawn } from 'node:child_process'
import { appendFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

const children = new Set()
let stopping = false

export function stop(code = 0) {
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

// CASEFILE_LOG_FILE: every relayed line is also appended there (the test run reads the stacks' logs).
const logFile = process.env.CASEFILE_LOG_FILE
if (logFile) mkdirSync(path.dirname(path.resolve(logFile)), { recursive: true })

/** Starts a long-running child; `onLine` sees each line it prints. */
export function start(name, command, args, env, onLine) {
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
        if (logFile) appendFileSync(logFile, `[${name}] ${line}\n`)
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

/** Runs a command to its end (a build) as part of the launcher; resolves on success. */
export function runStep(name, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    children.add(child)
    child.on('exit', (code) => {
      children.delete(child)
      if (stopping) return
      if (code !== 0) {
        console.error(`[${name}] failed (${code}); stopping.`)
        stop(code ?? 1)
        return
      }
      resolve()
    })
  })
}

export const convexLocalCli = path.join(root, 'packages/convex-local/bin/convex-local.mjs')

/** Vite's own CLI entry, run with this Node. */
export function viteBin() {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')
}

/**
 * Starts convex-local (`dev` watches convex/, `start` does not) on 127.0.0.1 or `host`, and calls
 * `onReady` once it accepts connections (it prints its URL then). `maxUploadBytes` is the upload
 * cap convex-local enforces while a file streams in (the app checks the same number when the
 * file is registered).
 */
export function startBackend({
  mode,
  dataDir,
  port,
  sitePort,
  appUrl,
  onReady,
  host,
  maxUploadBytes,
}) {
  let ready = false
  const args = [convexLocalCli, mode, '--dir', 'convex', '--port', String(port)]
  args.push('--site-port', String(sitePort), '--data', dataDir)
  if (host) args.push('--host', host)
  if (maxUploadBytes) args.push('--max-upload-bytes', String(maxUploadBytes))
  const announced = new RegExp(`^CONVEX_URL=http://\\S+:${port}$`)
  start('backend', process.execPath, args, { SITE_URL: appUrl }, (line) => {
    if (!ready && announced.test(line)) {
      ready = true
      onReady()
    }
  })
}
