// The viewer's shared state: the page, zoom, rotation, Find and the side panels. The toolbar, the
// keyboard and the panes all read and change it through one reducer, so a page typed in the
// toolbar, a j pressed and a thumbnail clicked take the same path.
import { createContext, use, useMemo, useReducer } from 'react'
import type { ViewerPane } from '@/lib/viewer-pane'
import { clampPage, rotate, type Rotation, type ZoomMode } from '@/lib/viewer-zoom'

/** Whether a side panel shows: as the user last chose, or (auto) as the viewer decides. */
export type PanelChoice = boolean | 'auto'

export type ViewerState = {
  pane: ViewerPane
  /** The page on screen (1-based). */
  page: number
  pageCount: number | null
  /** A page the pane should bring into view; `seq` changes with every request, even for the same page. */
  navigation: { page: number; seq: number } | null
  zoom: ZoomMode
  /** The scale the pane shows at (a fit mode's result), for the toolbar's percentage. */
  scale: number
  rotation: Rotation
  find: {
    open: boolean
    query: string
    /** Index of the selected match among all matches. */
    active: number
    /** Matches found so far; `searching` while the pane is still counting. */
    count: number
    searching: boolean
    /** Bumped by Ctrl+F, so the find box takes focus again even when it is open. */
    focusSeq: number
  }
  thumbnails: boolean
  details: boolean
  text: PanelChoice
  shortcuts: boolean
  /** Bumped by Print; the PDF pane draws the pages for printing when it changes. */
  printRequest: number
  /** Whether the cited passage (?highlight) was found; null until a pane has looked. */
  passageFound: boolean | null
}

export type ViewerEvent =
  | { type: 'go-to-page'; page: number }
  | { type: 'step-page'; by: number }
  | { type: 'page-shown'; page: number }
  | { type: 'page-count'; pageCount: number }
  | { type: 'zoom'; zoom: ZoomMode }
  | { type: 'scale-shown'; scale: number }
  | { type: 'rotate'; by: number }
  | { type: 'open-find' }
  | { type: 'close-find' }
  | { type: 'find-query'; query: string }
  | { type: 'find-results'; count: number; searching: boolean }
  | { type: 'step-hit'; by: number }
  | { type: 'toggle'; panel: 'thumbnails' | 'details' | 'shortcuts' }
  | { type: 'set-text-panel'; open: PanelChoice }
  | { type: 'show-shortcuts'; open: boolean }
  | { type: 'print' }
  | { type: 'passage-result'; found: boolean }

function navigate(state: ViewerState, page: number): ViewerState {
  const target = clampPage(page, state.pageCount)
  return {
    ...state,
    page: target,
    navigation: { page: target, seq: (state.navigation?.seq ?? 0) + 1 },
  }
}

export function viewerReducer(state: ViewerState, event: ViewerEvent): ViewerState {
  switch (event.type) {
    case 'go-to-page':
      return navigate(state, event.page)
    case 'step-page':
      return navigate(state, state.page + event.by)
    case 'page-shown':
      return event.page === state.page ? state : { ...state, page: event.page }
    case 'page-count':
      return { ...state, pageCount: event.pageCount, page: clampPage(state.page, event.pageCount) }
    case 'zoom':
      return { ...state, zoom: event.zoom }
    case 'scale-shown':
      return event.scale === state.scale ? state : { ...state, scale: event.scale }
    case 'rotate':
      return { ...state, rotation: rotate(state.rotation, event.by) }
    case 'open-find':
      return { ...state, find: { ...state.find, open: true, focusSeq: state.find.focusSeq + 1 } }
    case 'close-find':
      return {
        ...state,
        find: { ...state.find, open: false, query: '', count: 0, active: 0, searching: false },
      }
    case 'find-query':
      return { ...state, find: { ...state.find, query: event.query, active: 0 } }
    case 'find-results': {
      const active = event.count === 0 ? 0 : Math.min(state.find.active, event.count - 1)
      return {
        ...state,
        find: { ...state.find, count: event.count, searching: event.searching, active },
      }
    }
    case 'step-hit': {
      const { count, active } = state.find
      if (count === 0) return state
      return { ...state, find: { ...state.find, active: (active + event.by + count) % count } }
    }
    case 'toggle':
      return { ...state, [event.panel]: !state[event.panel] }
    case 'set-text-panel':
      return { ...state, text: event.open }
    case 'show-shortcuts':
      return { ...state, shortcuts: event.open }
    case 'print':
      return { ...state, printRequest: state.printRequest + 1 }
    case 'passage-result':
      return event.found === state.passageFound ? state : { ...state, passageFound: event.found }
  }
}

export function initialViewerState({
  pane,
  page,
  pageCount,
}: {
  pane: ViewerPane
  page: number | undefined
  pageCount: number | null
}): ViewerState {
  const start = clampPage(page ?? 1, pageCount)
  return {
    pane,
    page: start,
    pageCount,
    navigation: page ? { page: start, seq: 1 } : null,
    // An image opens whole; a document's pages open as wide as the pane.
    zoom: pane === 'image' ? 'fit-page' : 'fit-width',
    scale: 1,
    rotation: 0,
    find: { open: false, query: '', active: 0, count: 0, searching: false, focusSeq: 0 },
    thumbnails: pane === 'pdf',
    details: true,
    // A file the browser cannot show is read through its text, so that panel starts open.
    text: pane === 'file' ? true : 'auto',
    shortcuts: false,
    printRequest: 0,
    passageFound: null,
  }
}

type ViewerContextValue = { state: ViewerState; dispatch: React.Dispatch<ViewerEvent> }

const ViewerContext = createContext<ViewerContextValue | null>(null)

/** Creates the viewer's state for one document. */
export function useViewerReducer(initial: Parameters<typeof initialViewerState>[0]) {
  const [state, dispatch] = useReducer(viewerReducer, initial, initialViewerState)
  return useMemo(() => ({ state, dispatch }), [state])
}

export function ViewerProvider({
  value,
  children,
}: {
  value: ViewerContextValue
  children: React.ReactNode
}) {
  return <ViewerContext value={value}>{children}</ViewerContext>
}

/** The viewer's state and dispatch; only inside DocumentViewer. */
export function useViewer(): ViewerContextValue {
  const value = use(ViewerContext)
  if (!value) throw new Error('useViewer is used outside DocumentViewer')
  return value
}
