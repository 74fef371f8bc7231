import { useEffect, useRef } from 'react'
import { highlightText } from './text-highlight'
import { useViewer } from './viewer-state'

/**
 * Marks the cited passage and the Find matches in a pane whose text is ordinary DOM (docx-preview,
 * sanitised HTML, plain text) once `ready`, reports the matches to Find, and brings the passage
 * (once) or the selected match (each time it changes) into view.
 */
export function useDomHighlights(
  root: React.RefObject<HTMLElement | null>,
  { ready, passage }: { ready: boolean; passage: string | null },
) {
  const { state, dispatch } = useViewer()
  const query = state.find.open ? state.find.query.trim() : ''
  const active = state.find.active
  const lastHit = useRef<string | null>(null)
  const passageShown = useRef<string | null>(null)

  useEffect(() => {
    const element = root.current
    if (!element || !ready) return
    const marks = highlightText(element, { passage, query, activeHit: query ? active : null })
    if (passage) dispatch({ type: 'passage-result', found: marks.passage.length > 0 })
    dispatch({ type: 'find-results', count: marks.hits.length, searching: false })
    if (query) {
      const key = `${query}:${active}`
      const target = marks.hits[active]?.[0]
      if (target && key !== lastHit.current) {
        lastHit.current = key
        target.scrollIntoView({ block: 'center', inline: 'nearest' })
      }
    } else if (passage && passage !== passageShown.current && marks.passage[0]) {
      // Once: closing Find later must not jump back to the passage.
      passageShown.current = passage
      marks.passage[0].scrollIntoView({ block: 'center', inline: 'nearest' })
    }
  }, [root, ready, passage, query, active, dispatch])
}
