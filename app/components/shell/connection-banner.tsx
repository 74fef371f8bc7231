import { useConvex } from 'convex/react'
import { WifiOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  CONNECTION_MESSAGES,
  RECONNECTING_AFTER_MS,
  connectionBanner,
} from '@/lib/connection-status'

/**
 * A banner across the top while the browser is offline or the live connection to the backend is
 * being re-established: what a lawyer types then waits, and the screen says so.
 */
export function ConnectionBanner() {
  const convex = useConvex()
  const [online, setOnline] = useState(true)
  const [connection, setConnection] = useState({
    connected: true,
    hasEverConnected: false,
    downSince: null as number | null,
  })
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    const read = () => setOnline(navigator.onLine)
    read()
    window.addEventListener('online', read)
    window.addEventListener('offline', read)
    return () => {
      window.removeEventListener('online', read)
      window.removeEventListener('offline', read)
    }
  }, [])

  useEffect(() => {
    const apply = (state: { isWebSocketConnected: boolean; hasEverConnected: boolean }) =>
      setConnection((previous) => ({
        connected: state.isWebSocketConnected,
        hasEverConnected: state.hasEverConnected,
        downSince: state.isWebSocketConnected ? null : (previous.downSince ?? Date.now()),
      }))
    apply(convex.connectionState())
    return convex.subscribeToConnectionState(apply)
  }, [convex])

  // While the connection is down, look again once the grace period is over.
  useEffect(() => {
    if (connection.downSince === null) return
    const timer = window.setTimeout(() => setNow(Date.now()), RECONNECTING_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [connection.downSince])

  const banner = connectionBanner({ online, ...connection, now })
  if (!banner) return null
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="size-4" aria-hidden />
      {CONNECTION_MESSAGES[banner]}
    </div>
  )
}
