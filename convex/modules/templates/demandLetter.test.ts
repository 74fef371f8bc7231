import { describe, expect, test } from 'vitest'
import { demandLetter, letterPoints, RESPONSE_DAYS } from './demandLetter'
import { unresolvedPlaceholders } from './findings'
import type { DraftBlock, MatterFacts, RunInputs, TemplateContext } from './types'

const MATTER: MatterFacts = {
  name: 'Lee v. Acme Logistics Corp.',
  docketNumber: '1:21-cv-01234',
  court: 'S.D.N.Y.',
  judge: 'Hon. Maria Ortega',
  representedParties: [{ name: 'Ann Lee', role: 'Plaintiff' }],
  adverseParties: [{ name: 'Acme Logistics Corp.' }],
}

const POINTS = [
  '1. Acme has not produced the custodial files of Robert Park responsive to Request No. 4.',
  '2. The privilege log served on October 2 omits the audit committee minutes.',
  '- Acme’s answers to Interrogatories 3 and 7 are unverified and',
  '  incomplete.',
].join('\n')

function context(matter: Partial<MatterFacts> = {}, inputs: RunInputs = {}): TemplateContext {
  return {
    matter: { ...MATTER, ...matter },
    inputs,
    documentsRead: 0,
    today: '2026-11-28',
    author: 'Jordan Reyes',
    firm: 'Hale & Whitmore LLP',
  }
}

const texts = (blocks: DraftBlock[]) =>
  blocks.map((b) =>
    b.type === 'paragraph' || b.type === 'heading'
      ? b.text
      : b.type === 'list'
        ? b.items.map((i) => `${b.ordered ? '#' : '-'} ${i.text}`).join('\n')
        : b.header.join(' | '),
  )

describe('the lawyer’s points', () => {
  test('one a line, without their bullets or numbers; a line in lower case carries on', () => {
    expect(letterPoints(POINTS)).toEqual([
      'Acme has not produced the custodial files of Robert Park responsive to Request No. 4.',
      'The privilege log served on October 2 omits the audit committee minutes.',
      'Acme’s answers to Interrogatories 3 and 7 are unverified and incomplete.',
    ])
  })

  test('one a sentence when written as a paragraph, citations and titles kept whole', () => {
    expect(
      letterPoints(
        'Your production under Fed. R. Civ. P. 34 is incomplete. Mr. Park’s emails are missing! Will Acme produce them?',
      ),
    ).toEqual([
      'Your production under Fed. R. Civ. P. 34 is incomplete.',
      'Mr. Park’s emails are missing!',
      'Will Acme produce them?',
    ])
    expect(letterPoints('  \n\n ')).toEqual([])
    expect(letterPoints(undefined)).toEqual([])
  })
})

describe('the letter', () => {
  test('dated, addressed, on behalf of our client, the points numbered, a deadline and a signature', () => {
    const draft = demandLetter.write([], context({}, { text: POINTS }))
    expect(texts(draft.blocks)).toEqual([
      'November 28, 2026',
      'By email',
      'Counsel for Acme Logistics Corp.',
      'Re: Lee v. Acme Logistics Corp., No. 1:21-cv-01234 (S.D.N.Y.)',
      'Dear Counsel:',
      'We write on behalf of our client, Ann Lee, in the above-referenced matter to raise the issues set out below, which we ask that you address so that they can be resolved without the Court’s involvement.',
      [
        '# Acme has not produced the custodial files of Robert Park responsive to Request No. 4.',
        '# The privilege log served on October 2 omits the audit committee minutes.',
        '# Acme’s answers to Interrogatories 3 and 7 are unverified and incomplete.',
      ].join('\n'),
      'Please respond by December 5, 2026. We are available to meet and confer by telephone or video before then at a time convenient for you. Nothing in this letter waives any of our client’s rights or remedies, all of which are reserved.',
      'Sincerely,',
      'Jordan Reyes',
      'Hale & Whitmore LLP',
    ])
    expect(RESPONSE_DAYS).toBe(7)
    expect(draft.citations).toEqual([])
    expect(draft.missingInputs).toEqual([])
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('several clients and several adverse parties are named together', () => {
    const draft = demandLetter.write(
      [],
      context(
        {
          representedParties: [
            { name: 'Ann Lee', role: 'Plaintiff' },
            { name: 'Bo Chen', role: 'Plaintiff' },
          ],
          adverseParties: [{ name: 'Acme Logistics Corp.' }, { name: 'Robert Park' }, {}],
        },
        { text: POINTS },
      ),
    )
    const lines = texts(draft.blocks)
    expect(lines[2]).toBe('Counsel for Acme Logistics Corp. and Robert Park')
    expect(lines[5]).toMatch(/^We write on behalf of our clients, Ann Lee and Bo Chen, in the/)
    expect(lines[7]).toContain('any of our clients’ rights')
    expect(draft.missingInputs).toEqual([])
  })

  test('the recipient named for the run: a party of the matter through its counsel, anyone else by name', () => {
    const party = demandLetter.write([], context({}, { party: 'acme logistics corp.', text: 'A.' }))
    expect(texts(party.blocks)[2]).toBe('Counsel for Acme Logistics Corp.')
    const person = demandLetter.write(
      [],
      context({}, { party: 'Dana Whitfield, Esq.', text: 'A.' }),
    )
    expect(texts(person.blocks)[2]).toBe('Dana Whitfield, Esq.')
  })

  test('without the docket, court or adverse party’s name: written around, each listed', () => {
    const draft = demandLetter.write(
      [],
      context({ docketNumber: undefined, court: '  ', adverseParties: [{}] }, { text: POINTS }),
    )
    const lines = texts(draft.blocks)
    expect(lines[2]).toBe('Counsel for the opposing party')
    expect(lines[3]).toBe('Re: Lee v. Acme Logistics Corp.')
    expect(draft.missingInputs).toEqual([
      'The opposing party’s name: add it to the matter’s details or name the recipient.',
      'The docket number: add it to the matter’s details.',
      'The court: add it to the matter’s details.',
    ])
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('with no name, docket or court the re line goes and the letter says "this matter"', () => {
    const draft = demandLetter.write(
      [],
      context({ name: '', docketNumber: '', court: undefined }, { text: POINTS }),
    )
    const lines = texts(draft.blocks)
    expect(lines.some((line) => line.startsWith('Re:'))).toBe(false)
    expect(lines[4]).toMatch(/^We write on behalf of our client, Ann Lee, in this matter to raise/)
    expect(draft.missingInputs).toHaveLength(3)
  })

  test('only the docket and court: the re line keeps what there is', () => {
    const draft = demandLetter.write([], context({ name: '' }, { text: POINTS }))
    expect(texts(draft.blocks)[3]).toBe('Re: No. 1:21-cv-01234 (S.D.N.Y.)')
  })

  test('without points: asks to meet and confer about the open discovery issues, lists the points as missing', () => {
    const draft = demandLetter.write([], context({}, {}))
    const lines = texts(draft.blocks)
    expect(lines[5]).toBe(
      'We write on behalf of our client, Ann Lee, in the above-referenced matter to ask to meet and confer about the open discovery issues between the parties, including any outstanding responses, productions and deficiencies, so that they can be resolved without the Court’s involvement.',
    )
    expect(draft.blocks.some((b) => b.type === 'list')).toBe(false)
    expect(draft.missingInputs).toEqual([
      'The points to raise: write them in the run’s text, one a line, and run the module again.',
    ])
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('without our client, the signer or the firm: no blank, each listed', () => {
    const draft = demandLetter.write([], {
      ...context({ representedParties: [] }, { text: POINTS }),
      author: '',
      firm: ' ',
    })
    const lines = texts(draft.blocks)
    expect(lines[5]).toMatch(/^We write on behalf of our client in the above-referenced matter/)
    expect(lines.at(-1)).toBe('Sincerely,')
    expect(draft.missingInputs).toEqual([
      'Our client’s name: add the parties we represent to the matter’s details.',
      'Who signs the letter: add their name under “Sincerely,”.',
      'The firm’s name: add it under the signature.',
    ])
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('a blank the lawyer left in a point is kept as written and listed', () => {
    const draft = demandLetter.write(
      [],
      context({}, { text: 'Produce the files by [DATE].\nConfirm the custodians.' }),
    )
    expect(draft.missingInputs).toEqual(['Point 1 still has a blank ([DATE]): fill it in.'])
  })

  // Its time is measured in bench/modules.ts, never asserted here: a busy machine is not a fault.
  test('reads no document, and writes a 2,000-point letter', () => {
    expect(
      demandLetter.read([{ documentId: 'd', documentName: 'A.pdf', page: 1, text: 'Text.' }], {}),
    ).toEqual([])
    const long = Array.from({ length: 2000 }, (_, i) => `Point ${i} about Request No. ${i}.`).join(
      ' ',
    )
    const draft = demandLetter.write([], context({}, { text: long }))
    const list = draft.blocks.find((b) => b.type === 'list')
    expect(list?.type === 'list' && list.items.length).toBe(2000)
  })
})
