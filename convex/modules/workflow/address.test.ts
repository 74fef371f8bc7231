import { describe, expect, test } from 'vitest'
import { addressKind, addressPolicy, checkEndpoint, checkResolved } from './address'

const STRICT = { allowLoopback: false, allowPrivate: false }
const LOOPBACK = { allowLoopback: true, allowPrivate: false }

describe('where a run may be sent', () => {
  test('addresses by kind, in every form the URL parser writes them', () => {
    expect(addressKind('127.0.0.1')).toBe('loopback')
    expect(addressKind('[::1]')).toBe('loopback')
    expect(addressKind('10.1.2.3')).toBe('private')
    expect(addressKind('172.16.0.1')).toBe('private')
    expect(addressKind('172.32.0.1')).toBe('public')
    expect(addressKind('192.168.1.1')).toBe('private')
    expect(addressKind('169.254.169.254')).toBe('private')
    expect(addressKind('100.64.0.1')).toBe('private')
    expect(addressKind('0.0.0.0')).toBe('private')
    expect(addressKind('224.0.0.1')).toBe('private')
    expect(addressKind('8.8.8.8')).toBe('public')
    expect(addressKind('[fd00::1]')).toBe('private')
    expect(addressKind('[fe80::1]')).toBe('private')
    expect(addressKind('[2001:db8::1]')).toBe('public')
    expect(addressKind(new URL('http://[::ffff:10.0.0.1]/').hostname)).toBe('private')
    expect(addressKind(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('loopback')
    // Hex and short forms of 127.0.0.1 are normalised by the URL parser first.
    expect(addressKind(new URL('http://0x7f.1/').hostname)).toBe('loopback')
    expect(addressKind('engine.example.com')).toBeNull()
  })

  test('https to a public host is fine; http only to loopback, and only when allowed', () => {
    expect(checkEndpoint('https://n8n.example.com/webhook/abc', STRICT)).toMatchObject({ ok: true })
    expect(checkEndpoint('http://n8n.example.com/webhook/abc', LOOPBACK)).toEqual({
      ok: false,
      reason: 'The workflow address must use https',
    })
    expect(checkEndpoint('http://127.0.0.1:5678/webhook/abc', STRICT)).toEqual({
      ok: false,
      reason: 'The workflow address is a loopback address, which this installation does not allow',
    })
    expect(checkEndpoint('http://localhost:5678/webhook/abc', LOOPBACK)).toMatchObject({
      ok: true,
    })
    expect(checkEndpoint('https://user:pw@n8n.example.com/', STRICT)).toMatchObject({ ok: false })
    expect(checkEndpoint('not a url', STRICT)).toMatchObject({ ok: false })
  })

  test('a private or metadata address is refused unless private addresses are allowed', () => {
    for (const url of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'https://[fd00::2]/',
    ]) {
      expect(checkEndpoint(url, LOOPBACK)).toMatchObject({ ok: false })
      expect(checkEndpoint(url, { allowLoopback: false, allowPrivate: true })).toMatchObject({
        ok: true,
      })
    }
  })

  test('a name is checked again by what it resolves to: one bad address refuses it', () => {
    expect(checkResolved(['93.184.216.34'], STRICT)).toBeNull()
    expect(checkResolved(['93.184.216.34', '10.0.0.1'], STRICT)).toMatch(/private/)
    expect(checkResolved(['::1'], STRICT)).toMatch(/loopback/)
    expect(checkResolved(['::1'], LOOPBACK)).toBeNull()
    expect(checkResolved([], STRICT)).toBe('The workflow address does not resolve')
  })

  test('the operator turns loopback and private addresses on, each on its own', () => {
    expect(addressPolicy({})).toEqual(STRICT)
    expect(addressPolicy({ CASEFILE_WORKFLOW_ALLOW_LOOPBACK: '1' })).toEqual(LOOPBACK)
    expect(addressPolicy({ CASEFILE_WORKFLOW_ALLOW_PRIVATE: 'true' })).toEqual({
      allowLoopback: false,
      allowPrivate: true,
    })
  })
})
