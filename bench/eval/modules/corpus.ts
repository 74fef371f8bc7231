// The real-filings corpus of the built-in modules (bench/eval/modules/README.md): each document's
// pages as the dossier would store them (a form feed between pages; a file without pages split
// the way the dossier splits plain text), with its hand-written labels. Two parts: `tuning`, read
// while the templates were written, and `heldout`, never read for that.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { paginate, tidyText } from '../../../convex/dossier/model/extract/text'
import type { SourcePage } from '../../../convex/modules/templates/types'

const here = path.dirname(fileURLToPath(import.meta.url))

export type CorpusPart = 'tuning' | 'heldout'

export type CorpusLabels = {
  plaintiffs: string[]
  defendants: string[]
  claims: string[]
  prayer_for_relief: boolean
  witnesses: string[]
  events: { date: string; event: string }[]
}

export type CorpusDocument = {
  part: CorpusPart
  file: string
  pages: SourcePage[]
  labels: CorpusLabels
}

/**
 * The corpus's documents on this machine, and the labelled ones absent. Every labelled file is in
 * the repository, so `absent` is empty on a clone; it lists any file a checkout lacks.
 */
export function corpus(): { documents: CorpusDocument[]; absent: string[] } {
  const labels = JSON.parse(fs.readFileSync(path.join(here, 'labels.json'), 'utf8')) as {
    documents: (CorpusLabels & { part: CorpusPart; file: string })[]
  }
  const present = labels.documents.filter(({ file }) => fs.existsSync(path.join(here, file)))
  const absent = labels.documents.filter((document) => !present.includes(document))
  const documents = present.map(({ part, file, ...rest }) => {
    const text = fs.readFileSync(path.join(here, file), 'utf8')
    const name = path.basename(file)
    const sheets = text.includes('\f') ? text.split('\f') : paginate(tidyText(text))
    const pages = sheets
      .map((sheet) => tidyText(sheet))
      .map((sheet, index) => ({
        documentId: file,
        documentName: name,
        page: index + 1,
        text: sheet,
      }))
      .filter((page) => page.text.trim() !== '')
    return { part, file, pages, labels: rest }
  })
  return { documents, absent: absent.map(({ file }) => file) }
}
