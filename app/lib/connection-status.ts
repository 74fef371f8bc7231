// What the connection banner says (spec: the backend's connection state is observed): offline when
// the browser says so, reconnecting when the live connection to the backend has been down for a
// moment after it was up (a blip shorter than that shows nothing). Framework-free, tested alone.

/** How long the connection may be down before the banner says so. */
export const RECONNECTING_AFTER_MS = 2_000

export type ConnectionBanner = 'offline' | 'reconnecting' | null

export function connectionBanner(input: {
  online: boolean
  connected: boolean
  hasEverConnected: boolean
  /** When the connection was last seen down (null while it is up). */
  downSince: number | null
  now: number
}): ConnectionBanner {
  if (!input.online) return 'offline'
  if (input.connected || !input.hasEverConnected || input.downSince === null) return null
  return input.now - input.downSince >= RECONNECTING_AFTER_MS ? 'reconnecting' : null
}

export const CONNECTION_MESSAGES = {
  offline:
    'You are offline. Casefile will reconnect and send your changes when the network returns.',
  reconnecting: 'Reconnecting to Casefile…',
} as const
