import { useCanGoBack, useRouter } from '@tanstack/react-router'

/** "Cancel": back through history when the app has one, else to a sensible page. */
export function useGoBack(fallback: () => Promise<void>) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return () => {
    if (canGoBack) {
      router.history.back()
    } else {
      void fallback()
    }
  }
}
