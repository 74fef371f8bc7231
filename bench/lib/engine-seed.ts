// Seeding shared by the dossier benchmarks (bench/dossier.ts, bench/search.ts): a firm, a matter and
// its folders over the public API of a real convex-local engine, then 10,000 processed documents
// (bench/lib/dossier-data.ts) with their pages, inserted by inline mutations on that engine.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ConvexHttpClient } from 'convex/browser'
import {
  type GenericMutationCtx,
  type GenericQueryCtx,
  mutationGeneric,
  queryGeneric,
} from 'convex/server'
import { jsonToConvex } from 'convex/values'
import { api } from '../../convex/_generated/api'
import type { DataModel, Doc, Id } from '../../convex/_generated/dataModel'
import type { Identity, LocalEngine } from '../../packages/convex-local/src/engine/index'
import type { RegisteredFunction } from '../../packages/convex-local/src/runtime/executor'
import { type SeedDocument, folderPlan, makeDocument } from './dossier-data'
import { msSince, round2 } from './stats'

export type SeedOptions = {
  scale: number
  admin: { email: string; password: string; name: string }
  /** The app's origin better-auth trusts (the benchmark's own, even when no app runs). */
  appOrigin: string
}

/** The backend's env.json as `npm start` writes it (scripts/lib/backend-env.mjs). */
export function writeBackendEnv(dataDir: string, appOrigin: string) {
  fs.mkdirSync(dataDir, { recursive: true })
  const env = {
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: appOrigin,
    BETTER_AUTH_TRUSTED_ORIGINS: `${appOrigin},${appOrigin.replace('localhost', '127.0.0.1')}`,
    NODE_ENV: 'production',
  }
  fs.writeFileSync(path.join(dataDir, 'env.json'), JSON.stringify(env, null, 2) + '\n', {
    mode: 0o600,
  })
  return env
}

/** The session cookie of a better-auth response, and a backend JWT fetched with it. */
export async function sessionFrom(response: Response, tokenUrl: string) {
  if (response.status !== 200) {
    throw new Error(`${response.url} failed with ${response.status}: ${await response.text()}`)
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const tokenResponse = await fetch(tokenUrl, { headers: { cookie } })
  const { token } = (await tokenResponse.json()) as { token: string }
  if (!token) throw new Error(`no token from ${tokenUrl}`)
  return { cookie, token }
}

export function unwrap(result: Awaited<ReturnType<LocalEngine['call']>>): unknown {
  if (!result.success) throw new Error(result.errorMessage)
  return jsonToConvex(result.value)
}

/** An inline function on the real engine, as convex-local/test's `t.run` / `t.query(fn)`. */
export async function inlineMutation<T>(
  engine: LocalEngine,
  handler: (ctx: GenericMutationCtx<DataModel>) => Promise<T>,
  identity: Identity = { kind: 'admin' },
): Promise<T> {
  const fn = mutationGeneric({ handler }) as unknown as RegisteredFunction
  return unwrap(await engine.callInline({ udfType: 'mutation', fn, args: {}, identity })) as T
}
export async function inlineQuery<T>(
  engine: LocalEngine,
  handler: (ctx: GenericQueryCtx<DataModel>) => Promise<T>,
  identity: Identity,
): Promise<T> {
  const fn = queryGeneric({ handler }) as unknown as RegisteredFunction
  return unwrap(await engine.callInline({ udfType: 'query', fn, args: {}, identity })) as T
}

export type Seeded = {
  organizationId: Id<'organizations'>
  projectId: Id<'projects'>
  slug: string
  folders: Map<string, Id<'folders'>>
  documents: number
  pages: number
  topLevelNames: string[]
  timings: Record<string, number>
}

/** Phase 1: the firm, the matter and its folders over the public API; then the documents. */
export async function seed(
  engine: LocalEngine,
  siteUrl: string,
  url: string,
  { scale, admin, appOrigin }: SeedOptions,
): Promise<Seeded> {
  const timings: Record<string, number> = {}
  let t0 = process.hrtime.bigint()
  const auth = (route: string, body: object) =>
    fetch(`${siteUrl}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appOrigin },
      body: JSON.stringify(body),
    })
  const signUp = await auth('sign-up/email', admin)
  if (signUp.status !== 200) throw new Error(`sign-up failed with ${signUp.status}`)
  // A sign-up earns no session until its address is confirmed: the operator's way, offline.
  unwrap(
    await engine.call({
      udfType: 'action',
      udfPath: 'admin/superadmin:confirmEmail',
      args: { email: admin.email },
      identity: { kind: 'admin' },
    }),
  )
  const signIn = await auth('sign-in/email', { email: admin.email, password: admin.password })
  const { token } = await sessionFrom(signIn, `${siteUrl}/api/auth/convex/token`)
  const client = new ConvexHttpClient(url)
  client.setAuth(token)
  const { organizationId } = await client.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale & Whitmore LLP',
  })
  const { projectId, slug } = await client.mutation(api.matters.projects.create, {
    name: 'In re Northwind Securities Litigation',
    representedParties: [{ name: 'Ohio Teachers Retirement Fund', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Northwind Holdings, Inc.' }],
    internalMatterId: 'HW-2025-0142',
  })
  timings.accountOrgMatterMs = round2(msSince(t0))

  t0 = process.hrtime.bigint()
  const plan = folderPlan(scale)
  const folders = new Map<string, Id<'folders'>>()
  for (const folder of plan.folders) {
    if (folder.parent === null) {
      const { folderId } = await client.mutation(api.dossier.folders.create, {
        projectId,
        name: folder.name,
      })
      folders.set(folder.path, folderId)
    } else {
      const { folderId } = await client.mutation(api.dossier.folders.ensurePath, {
        projectId,
        parentId: folders.get(folder.parent)!,
        names: [folder.name],
      })
      folders.set(folder.path, folderId)
    }
  }
  timings.foldersMs = round2(msSince(t0))
  timings.folderMutations = plan.folders.length

  const userId = await inlineQuery(
    engine,
    async (ctx) =>
      (await ctx.db
        .query('users')
        .withIndex('by_email', (q) => q.eq('email', admin.email))
        .unique())!._id,
    { kind: 'admin' },
  )

  // Which folder each document goes to: the top level first, then folder by folder.
  const placements: (Id<'folders'> | undefined)[] = []
  for (let i = 0; i < plan.topLevel; i++) placements.push(undefined)
  for (const folder of plan.folders) {
    for (let i = 0; i < folder.documents; i++) placements.push(folders.get(folder.path)!)
  }

  // One stored file per document, through the engine's upload path (a commit each).
  t0 = process.hrtime.bigint()
  const uploadUrl = await inlineMutation(
    engine,
    async (ctx) => await ctx.storage.generateUploadUrl(),
  )
  const uploadToken = new URL(uploadUrl).searchParams.get('token')!
  const storageIds: Id<'_storage'>[] = new Array(placements.length)
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < placements.length) {
        const n = next++
        const document = makeDocument(n)
        storageIds[n] = (await engine.storeUpload(
          uploadToken,
          document.bytes,
          document.mimeType,
        )) as Id<'_storage'>
      }
    }),
  )
  timings.storageMs = round2(msSince(t0))

  // The documents and their pages, 100 documents per transaction.
  t0 = process.hrtime.bigint()
  const BATCH = 100
  let pages = 0
  const topLevelNames: string[] = []
  for (let start = 0; start < placements.length; start += BATCH) {
    const batch: { n: number; document: SeedDocument; folderId: Id<'folders'> | undefined }[] = []
    for (let n = start; n < Math.min(placements.length, start + BATCH); n++) {
      const document = makeDocument(n)
      if (placements[n] === undefined) topLevelNames.push(document.name)
      pages += document.pages.length
      batch.push({ n, document, folderId: placements[n] })
    }
    await inlineMutation(engine, async (ctx) => {
      const now = Date.now()
      for (const { n, document, folderId } of batch) {
        const row: Omit<Doc<'documents'>, '_id' | '_creationTime'> = {
          organizationId,
          projectId,
          ...(folderId ? { folderId } : {}),
          storageId: storageIds[n]!,
          name: document.name,
          nameKey: document.name.toLowerCase(),
          fileNameOriginal: document.name,
          kind: document.kind,
          mimeType: document.mimeType,
          size: document.bytes.length,
          sha256: document.sha256,
          uploadedBy: userId,
          tags: document.tags,
          ...(document.tags[0] ? { primaryTagName: document.tags[0] } : {}),
          status: 'ready',
          attempts: 1,
          pageCount: document.pages.length,
          pagesWithoutText: [],
          ocrPages: 0,
          summary: document.summary,
          ...(document.htmlContent ? { htmlContent: document.htmlContent } : {}),
          processedAt: now,
        }
        const documentId = await ctx.db.insert('documents', row)
        for (const [index, text] of document.pages.entries()) {
          await ctx.db.insert('documentPages', {
            organizationId,
            projectId,
            documentId,
            page: index + 1,
            text,
          })
        }
      }
    })
  }
  timings.documentsMs = round2(msSince(t0))
  return {
    organizationId,
    projectId,
    slug,
    folders,
    documents: placements.length,
    pages,
    topLevelNames,
    timings,
  }
}
