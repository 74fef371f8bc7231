// The real-document corpus stays what its README says: at least 150 labelled documents from at
// least 30 courts, split by source, every question's quote in its text, and every span the
// facts layer builds on it exact.
import { describe, expect, test } from 'vitest'
import { documentFacts } from '../../../convex/ai/model/facts'
import { realCorpus } from './dataset'

const MODULES_HELD_OUT = new Set([13193, 516, 46994, 13817, 15751])
const HELD_OUT_REPOSITORIES = new Set([
  'freelawproject/juriscraper',
  'HughParsonage/library',
  'nbpareport/nbpareport.github.io',
])

describe('the real-document corpus (bench/eval/real)', () => {
  const corpus = realCorpus()

  test('holds at least 150 documents from at least 30 courts, ids unique, both parts', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150)
    expect(new Set(corpus.map((d) => d.courtKey)).size).toBeGreaterThanOrEqual(30)
    expect(new Set(corpus.map((d) => d.id)).size).toBe(corpus.length)
    expect(corpus.filter((d) => d.part === 'heldout').length).toBeGreaterThan(50)
    expect(corpus.filter((d) => d.scanned).length).toBeGreaterThan(10)
  })

  test('is split by source: a Clearinghouse case or a repository never straddles the parts', () => {
    for (const doc of corpus) {
      const { repository, path } = doc.source
      if (repository === 'saavi1234/si485-clearinghouseml') {
        const id = Number(/case_(\d+)\.json/.exec(path)![1])
        const heldOut = id % 2 === 1 || MODULES_HELD_OUT.has(id)
        expect(doc.part, doc.id).toBe(heldOut ? 'heldout' : 'tuning')
      } else if (HELD_OUT_REPOSITORIES.has(repository)) {
        expect(doc.part, doc.id).toBe('heldout')
      } else {
        expect(repository, doc.id).toBe('olblinov/privacy-engineering-toolkit')
        expect(doc.part, doc.id).toBe('tuning')
      }
    }
  })

  // README, "Licence": a commercial publisher's editorial matter is never committed. The
  // check counts documents only, so a held-out text is never printed.
  test('no text carries a publisher’s synopsis or headnotes', () => {
    const editorial = /\bSynopsis\b|West Headnotes|KeyCite|Cases that cite this headnote/
    const carrying = corpus.filter((d) => editorial.test(d.pages.map((p) => p.text).join('\f')))
    expect(carrying.filter((d) => d.part === 'tuning').map((d) => d.id)).toEqual([])
    expect(carrying.filter((d) => d.part === 'heldout').length).toBe(0)
  })

  test('every question’s quote stands in its document’s text', () => {
    for (const doc of corpus) {
      const text = doc.pages.map((p) => p.text).join('\f')
      for (const q of doc.questions) expect(text, `${doc.id}: ${q.question}`).toContain(q.quoteHas)
    }
  })

  // Builds the facts of every document (517): about 12 s alone, several times that on a loaded run.
  // It yields to the worker's event loop between documents, so the runner's messages are answered
  // and the time bound can fire, instead of one long synchronous stretch holding the worker.
  test(
    'every fact the layer builds on real filings quotes its own span',
    { timeout: 300_000 },
    async () => {
      for (const doc of corpus) {
        await new Promise((resolve) => setTimeout(resolve))
        for (const fact of documentFacts(doc.pages)) {
          const page = doc.pages.find((p) => p.page === fact.page)!
          expect(fact.end, doc.id).toBeGreaterThan(fact.start)
          expect(fact.end, doc.id).toBeLessThanOrEqual(page.text.length)
        }
      }
    },
  )
})
