import { describe, expect, test } from 'vitest'
import {
  MATTER_LIMITS,
  MATTER_MESSAGES,
  textProblem,
  slugifyMatterName,
  uniqueSlug,
  validateMatterInput,
  type MatterInput,
} from './matterRules'

const valid: MatterInput = {
  name: '  Smith v. Jones  ',
  representedParties: [{ name: ' Smith Ltd ', role: 'Plaintiff' }],
  adverseParties: [{ name: 'Jones Corp' }, { name: '  ' }],
  internalMatterId: ' M-2026-014 ',
  litigationStage: 'Discovery',
  judge: '',
}

function messages(input: MatterInput) {
  const result = validateMatterInput(input)
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`)
}

describe('matter validation (spec §5)', () => {
  test('a complete matter passes, trimmed, with blank optional text dropped', () => {
    const result = validateMatterInput(valid)
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: 'Smith v. Jones',
        representedParties: [{ name: 'Smith Ltd', role: 'Plaintiff' }],
        adverseParties: [{ name: 'Jones Corp' }, { name: undefined }],
        internalMatterId: 'M-2026-014',
        litigationStage: 'Discovery',
        judge: undefined,
      }),
    })
  })

  test('each mistake gets the spec message at its field', () => {
    expect(messages({ ...valid, name: '   ' })).toEqual([`name: ${MATTER_MESSAGES.nameRequired}`])
    expect(messages({ ...valid, representedParties: [] })).toEqual([
      `representedParties: ${MATTER_MESSAGES.representedPartyRequired}`,
    ])
    expect(messages({ ...valid, representedParties: [{ name: '', role: 'Plaintiff' }] })).toEqual([
      `representedParties.0.name: ${MATTER_MESSAGES.partyNameRequired}`,
    ])
    expect(messages({ ...valid, representedParties: [{ name: 'A', role: '' }] })).toEqual([
      `representedParties.0.role: ${MATTER_MESSAGES.roleRequired}`,
    ])
    expect(messages({ ...valid, representedParties: [{ name: 'A', role: 'Intervenor' }] })).toEqual(
      [`representedParties.0.role: ${MATTER_MESSAGES.roleRequired}`],
    )
    expect(messages({ ...valid, internalMatterId: '' })).toEqual([
      `internalMatterId: ${MATTER_MESSAGES.internalMatterIdRequired}`,
    ])
  })

  test('the litigation stage is optional but must come from the list', () => {
    expect(validateMatterInput({ ...valid, litigationStage: undefined }).ok).toBe(true)
    expect(validateMatterInput({ ...valid, litigationStage: '' }).ok).toBe(true)
    expect(messages({ ...valid, litigationStage: 'Settlement' })).toEqual([
      `litigationStage: ${MATTER_MESSAGES.invalidStage}`,
    ])
  })

  test('every problem is reported at once', () => {
    expect(
      messages({ name: '', representedParties: [{ name: '', role: '' }], internalMatterId: '' }),
    ).toHaveLength(4)
  })
})

describe('matter slugs', () => {
  test('are lowercase ASCII words joined by hyphens', () => {
    expect(slugifyMatterName('Smith v. Jones')).toBe('smith-v-jones')
    expect(slugifyMatterName('  Müller & Söhne GmbH / Appeal  ')).toBe(
      'muller-and-sohne-gmbh-appeal',
    )
    expect(slugifyMatterName('¿?!')).toBe('matter')
    expect(slugifyMatterName('x'.repeat(100))).toHaveLength(60)
  })

  test('take the first free suffix and never the reserved "new"', async () => {
    const taken = new Set(['smith-v-jones', 'smith-v-jones-2'])
    await expect(uniqueSlug('smith-v-jones', async (slug) => taken.has(slug))).resolves.toBe(
      'smith-v-jones-3',
    )
    await expect(uniqueSlug('new', async () => false)).resolves.toBe('new-2')
    await expect(uniqueSlug('fresh', async () => false)).resolves.toBe('fresh')
  })
})

describe('size and character limits', () => {
  const issuesOf = (input: MatterInput) => {
    const result = validateMatterInput(input)
    return result.ok ? [] : result.issues
  }

  test('text longer than its limit is refused with the limit, never cut', () => {
    expect(issuesOf({ ...valid, name: 'x'.repeat(MATTER_LIMITS.name + 1) })).toEqual([
      { path: 'name', message: 'Must be at most 200 characters' },
    ])
    expect(issuesOf({ ...valid, summary: 'x'.repeat(1 << 20) })).toEqual([
      { path: 'summary', message: 'Must be at most 20,000 characters' },
    ])
    expect(issuesOf({ ...valid, name: ` ${'x'.repeat(MATTER_LIMITS.name)} ` })).toEqual([])
  })

  test('party names and counts have limits too', () => {
    expect(
      issuesOf({
        ...valid,
        adverseParties: [{ name: 'ok' }, { name: 'y'.repeat(MATTER_LIMITS.partyName + 1) }],
      }),
    ).toEqual([{ path: 'adverseParties.1.name', message: 'Must be at most 300 characters' }])
    const many = Array.from({ length: 8193 }, () => ({ name: 'Doe', role: 'Plaintiff' }))
    expect(issuesOf({ ...valid, representedParties: many })).toEqual([
      { path: 'representedParties', message: 'At most 50 represented parties' },
    ])
  })

  test('a lone surrogate is refused, a real emoji is kept', () => {
    expect(issuesOf({ ...valid, judge: 'Hon. \uD800 Vance' })).toEqual([
      { path: 'judge', message: MATTER_MESSAGES.invalidCharacters },
    ])
    expect(textProblem('Bench note \uD83D\uDCDD', 200)).toBeNull()
    expect(textProblem('\uDC00', 200)).toBe(MATTER_MESSAGES.invalidCharacters)
  })
})
