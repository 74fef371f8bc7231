#!/usr/bin/env node
// `npm run build`: the production build of the app (client and SSR server) into dist/, or into
// --out-dir. The browser's backend addresses are fixed at build time: VITE_CONVEX_URL and
// VITE_CONVEX_SITE_URL from the environment, or else the single-machine layout that `npm start`
// serves (the embedded backend on 127.0.0.1:3210 and :3211). They are recorded in
// <out-dir>/casefile-build.json, where `npm start` reads them.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { root, runStep, viteBin } from './lib/processes.mjs'

const { values: options } = parseArgs({
  options: { 'out-dir': { type: 'string', default: 'dist' } },
})
const outDir = path.resolve(root, options['out-dir'])
const convexUrl = process.env.VITE_CONVEX_URL || 'http://127.0.0.1:3210'
const convexSiteUrl = process.env.VITE_CONVEX_SITE_URL || 'http://127.0.0.1:3211'

console.log(`Building Casefile into ${path.relative(root, outDir) || '.'}/`)
console.log(`  backend ${convexUrl}, HTTP actions and auth ${convexSiteUrl}`)
await runStep('build', process.execPath, [viteBin(), 'build', '--outDir', outDir], {
  NODE_ENV: 'production',
  VITE_CONVEX_URL: convexUrl,
  VITE_CONVEX_SITE_URL: convexSiteUrl,
})
writeFileSync(
  path.join(outDir, 'casefile-build.json'),
  JSON.stringify({ convexUrl, convexSiteUrl, builtAt: new Date().toISOString() }, null, 2) + '\n',
)
console.log('Built. Start it with `npm start`.')
