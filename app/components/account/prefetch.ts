import { getAppErrorCode } from '@/lib/errors'

/**
 * Awaits a loader's prefetch but lets 'Authentication required' through silently (spec §8: on the
 * account routes it is swallowed and the route renders without data; the shell's session watch
 * then takes the user to /login). Every other failure still reaches the error screen.
 */
export async function prefetchIgnoringSignOut(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    if (getAppErrorCode(error) !== 'UNAUTHENTICATED') {
      throw error
    }
  }
}
