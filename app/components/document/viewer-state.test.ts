import { describe, expect, test } from 'vitest'
import {
  initialViewerState,
  viewerReducer,
  type ViewerEvent,
  type ViewerState,
} from './viewer-state'

function run(state: ViewerState, ...events: ViewerEvent[]) {
  return events.reduce(viewerReducer, state)
}

const pdf = () => initialViewerState({ pane: 'pdf', page: undefined, pageCount: null })

describe('viewer state', () => {
  test('a PDF opens on page 1 with thumbnails and details, fitted to the width', () => {
    expect(pdf()).toMatchObject({
      page: 1,
      navigation: null,
      zoom: 'fit-width',
      thumbnails: true,
      details: true,
      text: 'auto',
    })
  })

  test('a cited page is where the pane is asked to go first', () => {
    const state = initialViewerState({ pane: 'pdf', page: 4, pageCount: null })
    expect(state.page).toBe(4)
    expect(state.navigation).toEqual({ page: 4, seq: 1 })
  })

  test('each navigation is a new request, even to the same page, and stays within the document', () => {
    const state = run(pdf(), { type: 'page-count', pageCount: 6 }, { type: 'go-to-page', page: 3 })
    const again = run(state, { type: 'go-to-page', page: 3 })
    expect(again.navigation!.seq).toBe(state.navigation!.seq + 1)
    expect(run(state, { type: 'step-page', by: 10 }).page).toBe(6)
    expect(run(state, { type: 'step-page', by: -10 }).page).toBe(1)
  })

  test('scrolling reports the page without asking the pane to move', () => {
    const state = run(pdf(), { type: 'page-shown', page: 5 })
    expect(state.page).toBe(5)
    expect(state.navigation).toBeNull()
  })

  test('Find steps through matches and wraps around both ways', () => {
    const state = run(
      pdf(),
      { type: 'open-find' },
      { type: 'find-query', query: 'class' },
      { type: 'find-results', count: 3, searching: false },
    )
    expect(run(state, { type: 'step-hit', by: 1 }).find.active).toBe(1)
    expect(run(state, { type: 'step-hit', by: -1 }).find.active).toBe(2)
    expect(
      run(
        state,
        { type: 'step-hit', by: 1 },
        { type: 'step-hit', by: 1 },
        { type: 'step-hit', by: 1 },
      ).find.active,
    ).toBe(0)
  })

  test('a new query starts at its first match; fewer results pull the selection back', () => {
    const state = run(
      pdf(),
      { type: 'find-results', count: 5, searching: false },
      { type: 'step-hit', by: 4 },
    )
    expect(state.find.active).toBe(4)
    expect(run(state, { type: 'find-results', count: 2, searching: false }).find.active).toBe(1)
    expect(run(state, { type: 'find-query', query: 'other' }).find.active).toBe(0)
  })

  test('closing Find clears it; opening it again asks for the focus again', () => {
    const open = run(pdf(), { type: 'open-find' }, { type: 'find-query', query: 'x' })
    expect(run(open, { type: 'open-find' }).find.focusSeq).toBe(open.find.focusSeq + 1)
    expect(run(open, { type: 'close-find' }).find).toMatchObject({
      open: false,
      query: '',
      count: 0,
    })
  })

  test('rotation turns in quarter turns; print requests count up', () => {
    expect(run(pdf(), { type: 'rotate', by: -90 }).rotation).toBe(270)
    expect(run(pdf(), { type: 'print' }, { type: 'print' }).printRequest).toBe(2)
  })

  test('a file without a view opens with its text panel; an image opens whole', () => {
    expect(initialViewerState({ pane: 'file', page: undefined, pageCount: 3 }).text).toBe(true)
    expect(initialViewerState({ pane: 'image', page: undefined, pageCount: 1 }).zoom).toBe(
      'fit-page',
    )
  })
})
