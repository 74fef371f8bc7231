import { describe, expect, expectTypeOf, test } from 'vitest'
import type { LitigationStage, PartyRole } from './litigation'
import {
  LITIGATION_STAGES,
  PARTY_ROLES,
  isLitigationStage,
  isPartyRole,
  partyNames,
} from './litigation'

describe('litigation stages', () => {
  test('are the five stages of the spec, in case order', () => {
    expect(LITIGATION_STAGES).toEqual([
      'Investigation',
      'Pleadings',
      'Discovery',
      'Trial',
      'Appeal',
    ])
  })

  test('the guard accepts every stage', () => {
    for (const stage of LITIGATION_STAGES) {
      expect(isLitigationStage(stage)).toBe(true)
    }
  })

  test('the guard rejects other spellings and non-strings', () => {
    expect(isLitigationStage('discovery')).toBe(false)
    expect(isLitigationStage(' Trial')).toBe(false)
    expect(isLitigationStage('Settlement')).toBe(false)
    expect(isLitigationStage('')).toBe(false)
    expect(isLitigationStage(null)).toBe(false)
    expect(isLitigationStage(undefined)).toBe(false)
    expect(isLitigationStage(0)).toBe(false)
  })

  test('the guard narrows to the stage type', () => {
    const value: unknown = 'Trial'
    if (isLitigationStage(value)) {
      expectTypeOf(value).toEqualTypeOf<LitigationStage>()
    }
  })
})

describe('party roles', () => {
  test('are Plaintiff, Defendant and Third-Party', () => {
    expect(PARTY_ROLES).toEqual(['Plaintiff', 'Defendant', 'Third-Party'])
  })

  test('the guard accepts every role', () => {
    for (const role of PARTY_ROLES) {
      expect(isPartyRole(role)).toBe(true)
    }
  })

  test('the guard rejects other spellings and non-strings', () => {
    expect(isPartyRole('plaintiff')).toBe(false)
    expect(isPartyRole('Third Party')).toBe(false)
    expect(isPartyRole('ThirdParty')).toBe(false)
    expect(isPartyRole('Intervenor')).toBe(false)
    expect(isPartyRole(['Plaintiff'])).toBe(false)
    expect(isPartyRole(null)).toBe(false)
  })

  test('the guard narrows to the role type', () => {
    const value: unknown = 'Defendant'
    if (isPartyRole(value)) {
      expectTypeOf(value).toEqualTypeOf<PartyRole>()
    }
  })
})

describe('a matter’s party names', () => {
  test('represented first, each once, unnamed adverse parties left out', () => {
    expect(
      partyNames({
        representedParties: [{ name: 'Acme Corp.' }, { name: ' Widget LLC ' }],
        adverseParties: [{ name: 'Northwind' }, {}, { name: 'Acme Corp.' }, { name: '  ' }],
      }),
    ).toEqual(['Acme Corp.', 'Widget LLC', 'Northwind'])
  })
})
