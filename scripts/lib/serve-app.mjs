// The production app server: the SSR handler from `npm run build` behind Node's HTTP server, with
// the client's files served from disk (content-hashed assets cached for a year, the rest
// revalidated) and what the handler answers compressed like them (./compress.mjs).
// Usage: node scripts/lib/serve-app.mjs <build-dir> <host> <port>
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse } from './compress.mjs'

const [buildDir, hostname, port] = process.argv.slice(2)
const clientDir = path.join(buildDir, 'client')
const { default: app } = await import(pathToFileURL(path.join(buildDir, 'server/server.js')).href)

const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const otherFiles = staticMiddleware({ dir: clientDir })

serve({
  hostname,
  port: Number(port),
  silent: true,
  middleware: [
    (request, next) =>
      new URL(request.url).pathname.startsWith('/assets/')
        ? hashedAssets(request, next)
        : otherFiles(request, next),
  ],
  fetch: async (request) => compressResponse(request, await app.fetch(request)),
})
console.log(`listening on http://${hostname}:${port}`)
