// Fixtures of the dossier's backend tests: a firm with a matter, and documents inserted the way
// a finished upload and processing run leave them. Two dots in the name: never deployed.
import { expect } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { firm, matter } from './test.firm'
import type { TestConvex } from './test.setup'

/** The firm of test.firm.ts with one matter, and the outsider's own matter. */
export async function dossierFirm(t: TestConvex) {
  const people = await firm(t)
  const { projectId, slug } = await people.admin.as.mutation(api.matters.projects.create, matter())
  const { projectId: otherProjectId } = await people.outsider.as.mutation(
    api.matters.projects.create,
    matter({ name: 'Outsider v. Someone' }),
  )
  return { ...people, projectId, slug, otherProjectId }
}

type DocumentInput = {
  projectId: Id<'projects'>
  folderId?: Id<'folders'>
  name?: string
  kind?: 'pdf' | 'docx' | 'txt'
  pages?: string[]
  tags?: string[]
  status?: 'ready' | 'needs_ocr' | 'failed'
  uploadedBy: Id<'users'>
}

/** A processed document with its stored file and page texts. */
export async function insertDocument(t: TestConvex, input: DocumentInput) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', input.projectId))!
    const name = input.name ?? 'Complaint.pdf'
    const pages = input.pages ?? ['The complaint alleges securities fraud.']
    const storageId = await ctx.storage.store(new Blob([pages.join('\n')]))
    const documentId = await ctx.db.insert('documents', {
      organizationId: project.organizationId,
      projectId: project._id,
      folderId: input.folderId,
      storageId,
      name,
      nameKey: name.toLowerCase(),
      fileNameOriginal: name,
      kind: input.kind ?? 'pdf',
      mimeType: 'application/pdf',
      size: 100,
      sha256: `${name}-sha`,
      uploadedBy: input.uploadedBy,
      tags: input.tags ?? [],
      status: input.status ?? 'ready',
      pageCount: pages.length,
    })
    for (const [index, text] of pages.entries()) {
      await ctx.db.insert('documentPages', {
        organizationId: project.organizationId,
        projectId: project._id,
        documentId,
        page: index + 1,
        text,
      })
    }
    return { documentId, storageId }
  })
}

export const firstPage = (numItems = 20) => ({ numItems, cursor: null })

/** Every citation's quote is its page's own text at its span (the passage rule). */
export async function expectQuotesInPages(
  t: TestConvex,
  citations: {
    documentId: Id<'documents'>
    page: number
    start: number
    end: number
    quote: string
  }[],
) {
  for (const citation of citations) {
    const text = await t.run(async (ctx) => {
      const page = await ctx.db
        .query('documentPages')
        .withIndex('by_documentId_and_page', (q) =>
          q.eq('documentId', citation.documentId).eq('page', citation.page),
        )
        .unique()
      return page!.text
    })
    expect(text.slice(citation.start, citation.end)).toBe(citation.quote)
  }
}
