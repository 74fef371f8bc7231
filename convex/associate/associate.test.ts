// The associate's backend: answers streamed into their message with checked citations, "not
// found" when the documents do not say, scope, stop, the model path (scripted, and a fake server
// that only hears from a consenting matter), and who may read or change a thread.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, internal } from '../_generated/api'
import { NOT_FOUND_TEXT } from '../ai/model/associate'
import { dossierFirm, expectQuotesInPages, insertDocument } from '../testing/test.dossier'
import { code } from '../testing/test.firm'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'
import { startStreamingModel } from '../testing/test.model'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const COMPLAINT = [
  'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nACME CORP., Plaintiff, v. WIDGET INDUSTRIES, INC., Defendant.\nCase No. 1:24-cv-01234-JMF',
  'The supply agreement was signed on March 3, 2021. Widget failed to pay $1,250,000.00 due under the supply agreement.\nPlaintiff demands a trial by jury on all claims.',
]
const LETTER = [
  'Dear counsel, we write about the deposition schedule. The deposition of Jane Roe will take place on May 14, 2026 at our offices in Chicago.',
]

async function matterWithDocuments(t: TestConvex) {
  const f = await dossierFirm(t)
  const { documentId: complaint } = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Complaint.pdf',
    pages: COMPLAINT,
    uploadedBy: f.admin.userId,
  })
  const { documentId: letter } = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Scheduling letter.pdf',
    pages: LETTER,
    uploadedBy: f.admin.userId,
  })
  return { ...f, complaint, letter }
}

type Firm = Awaited<ReturnType<typeof matterWithDocuments>>

/**
 * Asks as the member and waits for the answer: scheduled jobs run under fake timers, or, with a
 * model server on a socket (whose client timers fake time would fire early), in real time.
 */
async function askAndWait(
  t: TestConvex,
  f: Firm,
  question: string,
  extra: Partial<
    Parameters<typeof f.member.as.mutation<typeof api.associate.associate.ask>>[1]
  > = {},
  { realTime = false } = {},
) {
  const asked = await f.member.as.mutation(api.associate.associate.ask, {
    projectId: f.projectId,
    question,
    ...extra,
  })
  const read = () => f.member.as.query(api.associate.threads.get, { threadId: asked.threadId })
  if (realTime) {
    await vi.waitFor(
      async () => expect((await read()).messages.at(-1)?.status).not.toBe('streaming'),
      { timeout: 20_000, interval: 50 },
    )
  } else {
    await drain(t)
  }
  const thread = await read()
  return { ...asked, thread, answer: thread.messages[thread.messages.length - 1]! }
}

describe('the associate, offline', () => {
  test('a question gets an answer with numbered citations whose quotes are in the documents', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const { thread, answer } = await askAndWait(t, f, 'How much did Widget fail to pay?')
    expect(thread.title).toBe('How much did Widget fail to pay?')
    expect(thread.messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(answer).toMatchObject({ status: 'done', notFound: false, model: 'offline' })
    expect(answer.citations.length).toBeGreaterThan(0)
    expect(answer.citations[0]).toMatchObject({ n: 1, documentId: f.complaint, page: 2 })
    expect(answer.citations[0]!.quote).toContain('$1,250,000.00')
    expect(answer.text).toContain('[1]')
    await expectQuotesInPages(t, answer.citations)
  })

  test('a question of fact is answered from the facts layer: the judge first, cited on the caption', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const caption = [
      'UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF CALIFORNIA',
      '',
      'MARIA QUINTERO-VANCE, et al.,          Case No. 3:20-cv-02731-VC',
      '              Plaintiffs,',
      '      v.                               ORDER GRANTING MOTION',
      'HARBORLINE FREIGHT CO.,',
      '              Defendant.',
      '',
      'Hon. Vince Chhabria, United States District Judge',
      '',
      'The motion came on for hearing and the court has considered the papers filed by the parties.',
    ].join('\n')
    const body =
      'The plaintiffs allege that the freight company failed to pay overtime to its drivers in the region.'
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Order.pdf',
      pages: [caption, body],
      uploadedBy: f.admin.userId,
    })
    await t.action(internal.facts.build.document, { documentId })
    const { answer } = await askAndWait(
      t,
      f,
      'Who is the district judge in Quintero-Vance v. Harborline Freight?',
    )
    expect(answer).toMatchObject({ status: 'done', notFound: false })
    expect(answer.text).toContain('Judge (district judge): Vince Chhabria [1]')
    expect(answer.citations[0]).toMatchObject({ n: 1, documentId, page: 1 })
    expect(answer.citations[0]!.quote).toContain('Hon. Vince Chhabria')
    await expectQuotesInPages(t, answer.citations)
  })

  test('in a matter of one case, a caption question naming no case is asked of that case', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const order = [
      'UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF CALIFORNIA\n',
      'MARIA QUINTERO-VANCE, et al.,          Case No. 3:20-cv-02731-VC',
      '              Plaintiffs,\n      v.                               ORDER GRANTING MOTION',
      'HARBORLINE FREIGHT CO.,\n              Defendant.\n',
      'Hon. Vince Chhabria, United States District Judge',
    ].join('\n')
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Order.pdf',
      pages: [
        order,
        'Discovery disputes are referred to Magistrate Judge Laurel Beeler.\nCase No. 3:20-cv-02731-VC',
      ],
      uploadedBy: f.admin.userId,
    })
    const { documentId: minutes } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Minute order.pdf',
      pages: [order.replace('ORDER GRANTING MOTION', 'MINUTE ORDER')],
      uploadedBy: f.admin.userId,
    })
    await t.action(internal.facts.build.document, { documentId })
    await t.action(internal.facts.build.document, { documentId: minutes })
    const one = await askAndWait(
      t,
      { ...f, complaint: documentId, letter: documentId },
      'Who is the presiding judge?',
    )
    expect(one.answer.text).toMatch(/\nJudge \([^)]*\): Vince Chhabria \[1\]/)
    expect(one.answer.citations[0]).toMatchObject({ documentId, page: 1 })

    // A second case's paper, with its own judge: the question is the whole matter's again, and
    // both judges are quoted rather than one chosen.
    const { documentId: other } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Complaint.pdf',
      pages: [`${COMPLAINT[0]}\nHon. Jesse M. Furman, United States District Judge`, COMPLAINT[1]!],
      uploadedBy: f.admin.userId,
    })
    await t.action(internal.facts.build.document, { documentId: other })
    const two = await askAndWait(
      t,
      { ...f, complaint: other, letter: other },
      'Who is the presiding judge?',
    )
    expect(two.answer.text).not.toMatch(/\nJudge \(/)
    expect(two.answer.text).toContain('Vince Chhabria')
    expect(two.answer.text).toContain('Jesse M. Furman')
  })

  test('when the documents do not say, it says so plainly and cites nothing', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const { answer } = await askAndWait(
      t,
      f,
      'Who is the mediator appointed for the settlement conference?',
    )
    expect(answer).toMatchObject({ status: 'done', notFound: true, citations: [] })
    expect(answer.text).toBe(NOT_FOUND_TEXT)
  })

  test('a selection scope limits the sources to the chosen documents', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const scoped = await askAndWait(t, f, 'When was the supply agreement signed?', {
      scope: { kind: 'selection', documentIds: [f.letter], folderIds: [] },
    })
    expect(scoped.thread.scopeLabel).toBe('Scheduling letter.pdf')
    expect(scoped.answer.citations.every((c) => c.documentId === f.letter)).toBe(true)
    const whole = await askAndWait(t, f, 'When was the supply agreement signed?')
    expect(whole.answer.citations[0]?.documentId).toBe(f.complaint)
  })

  test('a table scope draws on the table’s documents only', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const { tableId } = await f.member.as.mutation(api.review.tables.create, {
      projectId: f.projectId,
      name: 'Letters',
      columns: [{ label: 'Date', type: 'date', prompt: 'When?' }],
    })
    await f.member.as.mutation(api.review.tables.addDocuments, {
      id: tableId,
      source: { kind: 'documents', documentIds: [f.letter] },
    })
    const { answer, thread } = await askAndWait(t, f, 'How much did Widget fail to pay?', {
      scope: { kind: 'table', tableId },
    })
    expect(thread.scopeLabel).toBe('The table Letters')
    expect(answer.citations.some((c) => c.documentId === f.complaint)).toBe(false)
  })

  test('a follow-up continues the thread; a second question while answering is refused', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const first = await askAndWait(t, f, 'Where will the deposition of Jane Roe take place?')
    expect(first.answer.citations[0]?.documentId).toBe(f.letter)
    await f.member.as.mutation(api.associate.associate.ask, {
      projectId: f.projectId,
      threadId: first.threadId,
      question: 'When was the supply agreement signed?',
    })
    await expect(
      f.member.as.mutation(api.associate.associate.ask, {
        projectId: f.projectId,
        threadId: first.threadId,
        question: 'And the amount?',
      }),
    ).rejects.toMatchObject(code('CONFLICT'))
    await drain(t)
    const thread = await f.member.as.query(api.associate.threads.get, { threadId: first.threadId })
    expect(thread.messages).toHaveLength(4)
    expect(thread.title).toBe('Where will the deposition of Jane Roe take place?')
  })

  test('stop keeps what was written and ends the answer', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const { threadId, messageId } = await f.member.as.mutation(api.associate.associate.ask, {
      projectId: f.projectId,
      question: 'How much did Widget fail to pay?',
    })
    await f.member.as.mutation(api.associate.associate.stop, { messageId })
    await drain(t)
    const thread = await f.member.as.query(api.associate.threads.get, { threadId })
    expect(thread.messages[1]).toMatchObject({ status: 'stopped', text: '', citations: [] })
    // Stopping a finished answer changes nothing.
    await f.member.as.mutation(api.associate.associate.stop, { messageId })
  })

  test('bad input is refused and writes nothing', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const ask = (question: string, extra = {}) =>
      f.member.as.mutation(api.associate.associate.ask, {
        projectId: f.projectId,
        question,
        ...extra,
      })
    await expect(ask('   ')).rejects.toMatchObject(code('INVALID_INPUT', 'Ask a question'))
    await expect(ask('x'.repeat(4_001))).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(ask('Who? \uD800')).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(
      ask('Who?', { scope: { kind: 'selection', documentIds: [], folderIds: [] } }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    // A document of another matter, even of the same firm, is not in this matter's reach.
    const other = await f.admin.as.mutation(api.matters.projects.create, {
      name: 'Second matter',
      representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
      internalMatterId: 'HW-2',
    })
    const { documentId: elsewhere } = await insertDocument(t, {
      projectId: other.projectId,
      name: 'Elsewhere.pdf',
      uploadedBy: f.admin.userId,
    })
    await expect(
      ask('Who?', { scope: { kind: 'selection', documentIds: [elsewhere], folderIds: [] } }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    expect(await f.member.as.query(api.associate.threads.list, { projectId: f.projectId })).toEqual(
      [],
    )
  })
})

describe('threads', () => {
  test('private to their author until shared; a colleague it is shared with reads only', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const { threadId } = await askAndWait(t, f, 'How much did Widget fail to pay?')
    expect(await f.admin.as.query(api.associate.threads.list, { projectId: f.projectId })).toEqual(
      [],
    )
    await expect(f.admin.as.query(api.associate.threads.get, { threadId })).rejects.toMatchObject(
      code('NOT_FOUND', 'Thread not found'),
    )
    await expect(
      f.outsider.as.query(api.associate.threads.get, { threadId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(
      f.member.as.mutation(api.associate.threads.share, { threadId, userIds: [f.outsider.userId] }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Member not found'))

    await f.member.as.mutation(api.associate.threads.share, { threadId, userIds: [f.admin.userId] })
    const listed = await f.admin.as.query(api.associate.threads.list, { projectId: f.projectId })
    expect(listed).toMatchObject([{ _id: threadId, isAuthor: false, authorName: 'Marcus Member' }])
    const read = await f.admin.as.query(api.associate.threads.get, { threadId })
    expect(read).toMatchObject({ isAuthor: false, sharedWith: [] })
    expect(read.messages).toHaveLength(2)
    const forbidden = code('FORBIDDEN', 'Only the author of this thread can change it')
    await expect(
      f.admin.as.mutation(api.associate.threads.rename, { threadId, title: 'Mine now' }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      f.admin.as.mutation(api.associate.associate.ask, {
        projectId: f.projectId,
        threadId,
        question: 'Hi?',
      }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      f.admin.as.mutation(api.associate.threads.remove, { threadId }),
    ).rejects.toMatchObject(forbidden)
    const activity = await t.run((ctx) => ctx.db.query('auditEvents').collect())
    expect(activity.some((e) => e.action === 'thread.shared')).toBe(true)

    await f.member.as.mutation(api.associate.threads.share, { threadId, userIds: [] })
    await expect(f.admin.as.query(api.associate.threads.get, { threadId })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
  })

  test('rename checks the title; delete takes the thread and its messages', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const { threadId } = await askAndWait(t, f, 'How much did Widget fail to pay?')
    await expect(
      f.member.as.mutation(api.associate.threads.rename, { threadId, title: '  ' }),
    ).rejects.toMatchObject(code('INVALID_INPUT', 'A thread needs a title'))
    await expect(
      f.member.as.mutation(api.associate.threads.rename, { threadId, title: 'x'.repeat(121) }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    await f.member.as.mutation(api.associate.threads.rename, {
      threadId,
      title: '  Unpaid   amount ',
    })
    expect((await f.member.as.query(api.associate.threads.get, { threadId })).title).toBe(
      'Unpaid amount',
    )

    await f.member.as.mutation(api.associate.threads.remove, { threadId })
    await drain(t)
    await expect(f.member.as.query(api.associate.threads.get, { threadId })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    const left = await t.run((ctx) => ctx.db.query('threadMessages').collect())
    expect(left).toEqual([])
  })

  test('the pocket associate lists the viewer’s recent threads across matters, newest first', async () => {
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const first = await askAndWait(t, f, 'How much did Widget fail to pay?')
    const other = await f.admin.as.mutation(api.matters.projects.create, {
      name: 'Second matter',
      representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
      internalMatterId: 'HW-2',
    })
    const second = await f.member.as.mutation(api.associate.threads.create, {
      projectId: other.projectId,
      scope: { kind: 'matter' },
    })
    const recent = await f.member.as.query(api.associate.threads.recent, {})
    expect(recent.map((r) => r._id)).toEqual([second, first.threadId])
    expect(recent[0]!.matter).toEqual({ name: 'Second matter', slug: other.slug })
    expect(await f.admin.as.query(api.associate.threads.recent, {})).toEqual([])
  })
})

describe('the associate on a model', () => {
  test('the scripted model writes the answer; its markers are checked and a made-up one dropped', async () => {
    vi.stubEnv('AI_PROVIDER', 'scripted')
    const t = makeTest()
    const f = await matterWithDocuments(t)
    const good = await askAndWait(t, f, 'How much did Widget fail to pay?')
    expect(good.answer).toMatchObject({
      status: 'done',
      model: 'scripted test model',
      droppedCitations: 0,
    })
    expect(good.answer.text).toMatch(/^The documents say: ".+" \[1\]\.$/)
    await expectQuotesInPages(t, good.answer.citations)

    const bad = await askAndWait(t, f, 'How much did Widget fail to pay?!')
    expect(bad.answer.droppedCitations).toBe(2)
    expect(bad.answer.citations).toHaveLength(1)
    expect(bad.answer.text).not.toContain('[9]')
    await expectQuotesInPages(t, bad.answer.citations)
  })

  test('an external model hears nothing without the matter’s consent, then streams with it, audited', async () => {
    const model = await startStreamingModel()
    try {
      vi.stubEnv('AI_BASE_URL', model.url)
      vi.stubEnv('AI_MODEL', 'fake-model')
      const t = makeTest()
      const f = await matterWithDocuments(t)
      const offline = await askAndWait(t, f, 'How much did Widget fail to pay?')
      expect(offline.answer.model).toBe('offline')
      expect(model.bodies).toHaveLength(0)

      await f.admin.as.mutation(api.ai.settings.setMatterMode, {
        projectId: f.projectId,
        mode: 'external',
      })
      const online = await askAndWait(
        t,
        f,
        'How much did Widget fail to pay?',
        {},
        { realTime: true },
      )
      expect(model.bodies).toHaveLength(1)
      expect(JSON.parse(model.bodies[0]!)).toMatchObject({ stream: true })
      expect(online.answer).toMatchObject({ status: 'done', notFound: false })
      expect(online.answer.model).toContain('fake-model')
      expect(online.answer.citations).toHaveLength(1)
      await expectQuotesInPages(t, online.answer.citations)
      const audit = await t.run((ctx) => ctx.db.query('auditEvents').collect())
      expect(audit.filter((e) => e.action === 'ai.external_call')).toHaveLength(1)
    } finally {
      await model.close()
    }
  })
})
