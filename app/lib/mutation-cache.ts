import { MutationCache } from '@tanstack/react-query'
import { getErrorMessage } from '@/lib/errors'
import { toast as showToast, type ToastInput } from '@/lib/toast-store'

/**
 * The one place a failed mutation becomes an "Action failed" toast; components catch only to
 * change their own UI. A mutation whose screen shows the failure itself (a form putting the
 * server's issues on its fields) sets `meta: { showsOwnErrors: true }` and gets no second message.
 */
export function createMutationCache(toast: (input: ToastInput) => unknown = showToast) {
  return new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      if (mutation.meta?.showsOwnErrors) return
      toast({ variant: 'error', title: 'Action failed', description: getErrorMessage(error) })
    },
  })
}
