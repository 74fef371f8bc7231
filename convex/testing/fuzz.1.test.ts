// @vitest-environment node
/**
 * R3 on the real engine, first of the fuzz files (convex/testing/test.fuzzSuite.ts says how the public
 * functions are shared between them). This one also holds the checks that the files together
 * cover every public function, and gives `uploads.register` the hostile files of issue 21.
 */
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { TINY_JPEG, TINY_PNG, manyPagePdf, sizeLyingDocx } from './test.hostile'
import { publicFunctions } from './test.matrix'
import {
  FUZZ_SHARDS,
  callRaw,
  fuzzShard,
  rawBody,
  shardOfPublicFunctions,
  typedFailure,
  untilProcessed,
  useFuzzEngine,
} from './test.fuzzSuite'

const context = useFuzzEngine()

describe('malformed arguments on the real engine', () => {
  test('the fuzz files together cover every public function once', async () => {
    // Vite's glob leaves out the file that asks, so this one is added back.
    const files = [...Object.keys(import.meta.glob('./fuzz.*.test.ts')), './fuzz.1.test.ts'].sort()
    expect(files).toEqual(
      Array.from({ length: FUZZ_SHARDS }, (_, index) => `./fuzz.${index + 1}.test.ts`),
    )
    const dealt: string[] = []
    for (let shard = 1; shard <= FUZZ_SHARDS; shard += 1) {
      dealt.push(...(await shardOfPublicFunctions(shard)).map(([name]) => name))
    }
    expect(dealt.sort()).toEqual(await publicFunctions())
  })

  fuzzShard(1, context)
})

describe('hostile files given to uploads.register (issue 21)', () => {
  test('each is refused with a typed error or fails its own document, and the backend stays up', async () => {
    const fuzz = context()
    const { admin, firm } = fuzz
    const samples: [string, Uint8Array][] = [
      ['x.png', TINY_PNG],
      ['x.jpg', TINY_JPEG],
      ['pages.pdf', manyPagePdf(8000)],
      ['lying.docx', sizeLyingDocx()],
    ]
    const problems: string[] = []
    for (const [name, bytes] of samples) {
      const uploadUrl = await admin.mutation(api.dossier.documents.generateUploadUrl, {
        projectId: firm.projectId,
      })
      const stored = await fetch(uploadUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes as Uint8Array<ArrayBuffer>,
      })
      const { storageId } = (await stored.json()) as { storageId: string }
      const args = { projectId: firm.projectId, storageId, name }
      const result = await callRaw(fuzz, 'action', rawBody('dossier/uploads:register', args))
      if (result.status === 'error') {
        const failure = typedFailure(result)
        if (failure) problems.push(`${name}: ${failure}`)
        continue
      }
      // Accepted (a valid file, however hostile): processing must fail it, in plain words.
      const { documentId } = result.value as { documentId: Id<'documents'> }
      await untilProcessed(fuzz.engine, fuzz.adminToken, documentId)
      const document = await admin.query(api.dossier.documents.get, { documentId })
      if (document.status !== 'failed' || !document.statusReason) {
        problems.push(`${name}: ended ${document.status}`)
      }
    }
    expect(problems).toEqual([])
    expect(await admin.query(api.matters.projects.list, {})).toHaveLength(1)
  }, 120_000)
})
