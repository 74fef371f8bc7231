import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useConvexMutation } from '@/lib/convex-react'
import { tableQueries } from '@/queries/tables'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** How often the grid says the viewer is still here (the server forgets after 30 s). */
const HEARTBEAT_MS = 10_000

/**
 * The viewer's presence on a table (and on `cell`, sent as it changes), and the colleagues on it.
 * Leaving the screen says so at once.
 */
export function usePresence(tableId: Id<'reviewTables'>, cell: string | undefined) {
  const heartbeat = useConvexMutation(api.review.presence.heartbeat)
  const leave = useConvexMutation(api.review.presence.leave)
  const { data } = useQuery(tableQueries.presence(tableId))

  useEffect(() => {
    const beat = () => void heartbeat({ tableId, ...(cell ? { cell } : {}) }).catch(() => {})
    beat()
    const timer = window.setInterval(beat, HEARTBEAT_MS)
    return () => window.clearInterval(timer)
  }, [heartbeat, tableId, cell])

  useEffect(() => () => void leave({ tableId }).catch(() => {}), [leave, tableId])

  return data ?? []
}
