#!/usr/bin/env node
// `npm start`: Casefile on one machine, in production. Serves the build from `npm run build` and
// runs the embedded backend (convex-local, durable SQLite) beside it, on the ports the build was
// made for. A build made for Convex (cloud or self-hosted) runs with --external-backend: the app
// only. No demo data and no development mailbox. Options (all optional):
//   --port 3000 --host 127.0.0.1 (both servers listen there) --data .convex-local/production
//   --build dist --external-backend
//   --url <the address browsers use; default http://localhost:<port>> (or CASEFILE_URL)
//   --trusted-proxies <the firm's reverse proxies: addresses or CIDR ranges, comma separated>
//     (or CASEFILE_TRUSTED_PROXIES); without it each client is the socket peer
// With --external-backend, CASEFILE_PROXY_SECRET must hold the secret set on the backend too.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { maxUploadBytes, prepareBackendEnv } from './lib/backend-env.mjs'
import { root, start, startBackend } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    data: { type: 'string', default: '.convex-local/production' },
    build: { type: 'string', default: 'dist' },
    url: { type: 'string', default: process.env.CASEFILE_URL },
    'external-backend': { type: 'boolean', default: false },
    'trusted-proxies': { type: 'string', default: process.env.CASEFILE_TRUSTED_PROXIES ?? '' },
  },
})

const buildDir = path.resolve(root, options.build)
const infoFile = path.join(buildDir, 'casefile-build.json')
if (!existsSync(infoFile) || !existsSync(path.join(buildDir, 'server/server.js'))) {
  console.error(`No production build in ${options.build}/. Run \`npm run build\` first.`)
  process.exit(1)
}
const { convexUrl, convexSiteUrl } = JSON.parse(readFileSync(infoFile, 'utf8'))
const appUrl = options.url ?? `http://localhost:${options.port}`

function startApp(proxySecret = process.env.CASEFILE_PROXY_SECRET) {
  start(
    'app',
    process.execPath,
    [path.join(root, 'scripts/lib/serve-app.mjs'), buildDir, options.host, options.port],
    {
      NODE_ENV: 'production',
      VITE_CONVEX_URL: convexUrl,
      VITE_CONVEX_SITE_URL: convexSiteUrl,
      CASEFILE_TRUSTED_PROXIES: options['trusted-proxies'],
      CASEFILE_PROXY_SECRET: proxySecret,
    },
  )
  console.log(`\n  Casefile is running on ${appUrl}\n`)
}

if (!options['external-backend']) {
  const dataDir = path.resolve(root, options.data)
  // A production deployment: the development mailbox stays shut whatever the data directory held.
  // Sign-up is by invitation unless the firm says otherwise: a firm's own server is not a public
  // sign-up page (README, "Who can sign up").
  const backendEnv = prepareBackendEnv(dataDir, appUrl, {
    defaults: { CASEFILE_SIGN_UP: 'invitation' },
    // A production build is never dev: its flag gates resolve as prod unless the launcher's
    // environment says staging (CASEFILE_FLAG_ENV=staging npm start).
    forced: {
      NODE_ENV: 'production',
      CASEFILE_DEV_MAILBOX: undefined,
      CASEFILE_FLAG_ENV: process.env.CASEFILE_FLAG_ENV === 'staging' ? 'staging' : undefined,
    },
  })
  startBackend({
    mode: 'start',
    dataDir,
    port: new URL(convexUrl).port,
    sitePort: new URL(convexSiteUrl).port,
    host: options.host,
    appUrl,
    maxUploadBytes: maxUploadBytes(backendEnv),
    onReady: () => startApp(backendEnv.CASEFILE_PROXY_SECRET),
  })
} else {
  startApp()
}
