import { describe, expect, test } from 'vitest'
import { categoryNameProblem, isEndpointAddress, validateModuleInput } from './moduleRules'

const BASE = {
  name: 'Chronology',
  slug: 'chronology',
  isActive: true,
  inputs: [],
  produces: 'memo',
}

describe('module rules', () => {
  test('a workflow endpoint is https anywhere, or http to this machine only', () => {
    expect(isEndpointAddress('https://n8n.firm.example/webhook/abc')).toBe(true)
    expect(isEndpointAddress('http://127.0.0.1:5678/webhook/abc')).toBe(true)
    expect(isEndpointAddress('http://localhost:5678/webhook/abc')).toBe(true)
    expect(isEndpointAddress('http://[::1]:5678/webhook')).toBe(true)
    expect(isEndpointAddress('http://n8n.firm.example/webhook')).toBe(false)
    expect(isEndpointAddress('http://10.0.0.8/webhook')).toBe(false)
    expect(isEndpointAddress('https://user:secret@n8n.firm.example/')).toBe(false)
    expect(isEndpointAddress('ftp://n8n.firm.example/')).toBe(false)
    expect(isEndpointAddress('javascript:alert(1)')).toBe(false)
    expect(isEndpointAddress('n8n.firm.example')).toBe(false)
  })

  test('slugs are lowercase words joined by single hyphens', () => {
    for (const slug of ['a', 'chronology', 'deposition-outline-2']) {
      expect(validateModuleInput({ ...BASE, slug }).ok, slug).toBe(true)
    }
    for (const slug of ['Chronology', 'a--b', '-a', 'a-', 'a b', 'ä']) {
      expect(validateModuleInput({ ...BASE, slug }), slug).toMatchObject({
        ok: false,
        issues: [{ path: 'slug' }],
      })
    }
  })

  test('each input kind once, from the list; a long name is refused, not cut', () => {
    expect(
      validateModuleInput({
        ...BASE,
        inputs: [
          { kind: 'witness', required: true },
          { kind: 'witness', required: false },
        ],
      }),
    ).toMatchObject({ ok: false, issues: [{ path: 'inputs' }] })
    expect(
      validateModuleInput({ ...BASE, inputs: [{ kind: 'spreadsheet', required: true }] }),
    ).toMatchObject({ ok: false, issues: [{ path: 'inputs' }] })
    expect(validateModuleInput({ ...BASE, name: 'x'.repeat(121) })).toMatchObject({
      ok: false,
      issues: [{ path: 'name', message: 'Must be at most 120 characters' }],
    })
    expect(validateModuleInput({ ...BASE, name: 'Evil\u202Ename' })).toMatchObject({
      ok: false,
      issues: [{ path: 'name' }],
    })
  })

  test('category names are required, one line and short', () => {
    expect(categoryNameProblem(' ')).toBe('Category name is required')
    expect(categoryNameProblem('Discovery')).toBeNull()
    expect(categoryNameProblem('x'.repeat(81))).toBe('Must be at most 80 characters')
  })
})
