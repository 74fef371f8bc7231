import { useEffect, useState } from 'react'

/** The time now, moved on every `intervalMs` (lists grouped by age stay right past midnight). */
export function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
