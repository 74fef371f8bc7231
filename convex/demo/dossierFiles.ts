'use node'
// Generates the demo matters' documents (real PDFs, DOCX, a scanned exhibit, email, CSV, text)
// and stores them, so a new user sees the dossier, processing and OCR at work on first start.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { internalAction } from '../_generated/server'
// A "use node" action importing "use node" code: the rule flags any import of such a file.
// eslint-disable-next-line @convex-dev/import-wrong-runtime
import { type DemoMatterText, HARBOR_MATTER, NORTHWIND_MATTER, demoDossier } from './model'
import { sniffFileKind } from '../../shared/fileTypes'

/** The demo matters that get a dossier, by slug. */
const DOSSIERS: [string, DemoMatterText][] = [
  ['in-re-northwind-securities-litigation', NORTHWIND_MATTER],
  ['harbor-freight-lines-v-castellan-logistics', HARBOR_MATTER],
]

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export const seed = internalAction({
  args: { organizationId: v.id('organizations') },
  handler: async (ctx, { organizationId }) => {
    const filed: Id<'documents'>[] = []
    for (const [slug, matter] of DOSSIERS) {
      const target = await ctx.runQuery(internal.demo.dossier.emptyMatter, { organizationId, slug })
      if (!target) continue
      for (const file of await demoDossier(matter)) {
        const bytes = new Uint8Array(file.bytes)
        const sniffed = sniffFileKind(bytes.subarray(0, 8192), file.name)
        if (!sniffed.ok) throw new Error(`Demo file ${file.name}: ${sniffed.reason}`)
        const storageId = await ctx.storage.store(new Blob([bytes], { type: sniffed.mimeType }))
        const documentId = await ctx.runMutation(internal.demo.dossier.fileDocument, {
          projectId: target.projectId,
          userId: target.createdBy,
          folderPath: file.folderPath,
          storageId,
          name: file.name,
          kind: sniffed.kind,
          mimeType: sniffed.mimeType,
          size: bytes.byteLength,
          sha256: await sha256Hex(bytes),
        })
        filed.push(documentId)
      }
    }
    await ctx.runMutation(internal.demo.dossier.startProcessing, { documentIds: filed })
    return filed.length
  },
})
