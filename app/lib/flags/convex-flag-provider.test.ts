import { OpenFeature, ProviderEvents, ProviderStatus } from '@openfeature/web-sdk'
import { afterEach, describe, expect, test } from 'vitest'
import { ConvexFlagProvider, type FlagWatch, flagArgs } from './convex-flag-provider'

/** A watch the test answers by hand. */
function scriptedWatch() {
  const calls: {
    args: unknown
    values: (v: Record<string, boolean>) => void
    error: (e: unknown) => void
  }[] = []
  const watch: FlagWatch = (args, values, error) => {
    calls.push({ args, values, error })
    return () => undefined
  }
  return { watch, calls }
}

afterEach(async () => {
  await OpenFeature.clearProviders()
})

describe('the Convex flag provider', () => {
  test('NOT_READY until the first answer, READY after; live changes reach the client', async () => {
    const { watch, calls } = scriptedWatch()
    await OpenFeature.setContext('t1', { env: 'dev', userId: 'u1', orgId: 'o1' })
    OpenFeature.setProvider('t1', new ConvexFlagProvider(watch))
    const client = OpenFeature.getClient('t1')
    expect(client.providerStatus).toBe(ProviderStatus.NOT_READY)
    expect(calls[0]!.args).toEqual({
      env: 'dev',
      userId: 'u1',
      orgId: 'o1',
      email: null,
      country: null,
    })
    calls[0]!.values({ modules: false })
    await new Promise((resolve) => client.addHandler(ProviderEvents.Ready, resolve))
    expect(client.providerStatus).toBe(ProviderStatus.READY)
    expect(client.getBooleanValue('modules', true)).toBe(false)
    const changed = new Promise<string[] | undefined>((resolve) =>
      client.addHandler(ProviderEvents.ConfigurationChanged, (event) =>
        resolve(event?.flagsChanged),
      ),
    )
    calls[0]!.values({ modules: true })
    expect(await changed).toEqual(['modules'])
    expect(client.getBooleanValue('modules', false)).toBe(true)
  })

  test('a failed first fetch is ERROR and every flag reads its default; a later failure is STALE', async () => {
    const { watch, calls } = scriptedWatch()
    OpenFeature.setProvider('t2', new ConvexFlagProvider(watch))
    const client = OpenFeature.getClient('t2')
    calls[0]!.error(new Error('offline'))
    await new Promise((resolve) => client.addHandler(ProviderEvents.Error, resolve))
    expect(client.providerStatus).toBe(ProviderStatus.ERROR)
    expect(client.getBooleanValue('modules', true)).toBe(true)

    const again = scriptedWatch()
    OpenFeature.setProvider('t3', new ConvexFlagProvider(again.watch))
    const third = OpenFeature.getClient('t3')
    again.calls[0]!.values({ modules: false })
    await new Promise((resolve) => third.addHandler(ProviderEvents.Ready, resolve))
    again.calls[0]!.error(new Error('lost'))
    expect(third.providerStatus).toBe(ProviderStatus.STALE)
    expect(third.getBooleanValue('modules', true)).toBe(false)
  })

  test('a new context is fetched again (RECONCILING, then READY); overrides win', async () => {
    const { watch, calls } = scriptedWatch()
    OpenFeature.setProvider('t4', new ConvexFlagProvider(watch, { 'prompt-lab': false }))
    const client = OpenFeature.getClient('t4')
    calls[0]!.values({ modules: true, 'prompt-lab': true })
    await new Promise((resolve) => client.addHandler(ProviderEvents.Ready, resolve))
    const switching = OpenFeature.setContext('t4', { env: 'prod', orgId: 'o2', userId: 'u1' })
    expect(client.providerStatus).toBe(ProviderStatus.RECONCILING)
    expect(calls[1]!.args).toMatchObject({ orgId: 'o2' })
    calls[1]!.values({ modules: false, 'prompt-lab': true })
    await switching
    expect(client.providerStatus).toBe(ProviderStatus.READY)
    expect(client.getBooleanValue('modules', true)).toBe(false)
    expect(client.getBooleanValue('prompt-lab', true)).toBe(false)
    expect(client.getStringValue('modules', 'x')).toBe('x')
  })

  test('the context becomes getResolvedFlags’ payload', () => {
    expect(flagArgs({ targetingKey: 'u9', env: 'staging', country: 'GB', email: '' })).toEqual({
      env: 'staging',
      userId: 'u9',
      orgId: null,
      email: null,
      country: 'GB',
    })
  })
})
