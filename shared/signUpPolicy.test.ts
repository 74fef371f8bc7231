import { describe, expect, test } from 'vitest'
import { emailDomain, maySignUp, signUpDomains, signUpMode } from './signUpPolicy'

describe('sign-up policy', () => {
  test('an unset or unknown mode closes sign-up to invitations', () => {
    expect(signUpMode(undefined)).toBe('invitation')
    expect(signUpMode('')).toBe('invitation')
    expect(signUpMode('opne')).toBe('invitation')
    expect(signUpMode(' Open ')).toBe('open')
    expect(signUpMode('DOMAINS')).toBe('domains')
  })

  test('domains are read loosely and compared exactly', () => {
    expect(signUpDomains(' Hale.com, @hw-legal.eu ,, ')).toEqual(['hale.com', 'hw-legal.eu'])
    expect(emailDomain('Ada@HALE.com')).toBe('hale.com')
    expect(emailDomain('a@b@evil.test')).toBe('evil.test')
    expect(emailDomain('nobody')).toBe('')
  })

  test('each mode lets in whom it says', () => {
    const domains = ['hale.com']
    const open = { mode: 'open' as const, domains }
    const invitation = { mode: 'invitation' as const, domains }
    const byDomain = { mode: 'domains' as const, domains }

    expect(maySignUp(open, 'x@anywhere.test', false)).toBe(true)
    expect(maySignUp(invitation, 'ada@hale.com', false)).toBe(false)
    expect(maySignUp(invitation, 'x@anywhere.test', true)).toBe(true)
    expect(maySignUp(byDomain, 'ada@hale.com', false)).toBe(true)
    expect(maySignUp(byDomain, 'ada@hale.com.evil.test', false)).toBe(false)
    expect(maySignUp(byDomain, 'ada@sub.hale.com', false)).toBe(false)
    expect(maySignUp(byDomain, 'x@anywhere.test', true)).toBe(true)
  })
})
