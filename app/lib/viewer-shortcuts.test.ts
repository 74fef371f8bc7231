// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { VIEWER_SHORTCUTS, isTextField, shortcutFor, type KeyPress } from './viewer-shortcuts'

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    inTextField: false,
    ...extra,
  }
}
const on = { singleKeys: true }
const off = { singleKeys: false }

describe('shortcutFor', () => {
  test('j/k and Page Down/Up move between pages', () => {
    expect(shortcutFor(press('j'), on)).toBe('next-page')
    expect(shortcutFor(press('PageDown'), on)).toBe('next-page')
    expect(shortcutFor(press('k'), on)).toBe('previous-page')
    expect(shortcutFor(press('PageUp'), on)).toBe('previous-page')
  })

  test('+, - and 0 zoom and fit; r rotates, Shift+R back', () => {
    expect(shortcutFor(press('+', { shiftKey: true }), on)).toBe('zoom-in')
    expect(shortcutFor(press('='), on)).toBe('zoom-in')
    expect(shortcutFor(press('-'), on)).toBe('zoom-out')
    expect(shortcutFor(press('0'), on)).toBe('fit-width')
    expect(shortcutFor(press('r'), on)).toBe('rotate-clockwise')
    expect(shortcutFor(press('R', { shiftKey: true }), on)).toBe('rotate-counterclockwise')
    expect(shortcutFor(press('?', { shiftKey: true }), on)).toBe('show-shortcuts')
  })

  test('Ctrl+F and ⌘F open Find, also from a text field; Ctrl+P prints', () => {
    expect(shortcutFor(press('f', { ctrlKey: true }), on)).toBe('open-find')
    expect(shortcutFor(press('F', { metaKey: true, inTextField: true }), off)).toBe('open-find')
    expect(shortcutFor(press('p', { ctrlKey: true }), on)).toBe('print')
  })

  test('F3 and Ctrl+G step through matches, Shift going back', () => {
    expect(shortcutFor(press('F3'), on)).toBe('next-hit')
    expect(shortcutFor(press('F3', { shiftKey: true, inTextField: true }), on)).toBe('previous-hit')
    expect(shortcutFor(press('g', { ctrlKey: true, shiftKey: true }), on)).toBe('previous-hit')
  })

  test('typing in a field is left alone', () => {
    expect(shortcutFor(press('j', { inTextField: true }), on)).toBeNull()
    expect(shortcutFor(press('PageDown', { inTextField: true }), on)).toBeNull()
    expect(shortcutFor(press('Enter', { inTextField: true }), on)).toBeNull()
  })

  test('single-key shortcuts can be turned off; the others stay', () => {
    expect(shortcutFor(press('j'), off)).toBeNull()
    expect(shortcutFor(press('?'), off)).toBeNull()
    expect(shortcutFor(press('PageDown'), off)).toBe('next-page')
    expect(shortcutFor(press('f', { ctrlKey: true }), off)).toBe('open-find')
  })

  test('keys the viewer does not use, and Alt combinations, go to the browser', () => {
    expect(shortcutFor(press('x'), on)).toBeNull()
    expect(shortcutFor(press('c', { ctrlKey: true }), on)).toBeNull()
    expect(shortcutFor(press('j', { altKey: true }), on)).toBeNull()
  })

  test('every listed single-key shortcut is one the handler answers, and only with them on', () => {
    for (const shortcut of VIEWER_SHORTCUTS.filter((s) => s.singleKey)) {
      const key = shortcut.keys[0]!.replace('Shift+', '')
      const shiftKey = shortcut.keys[0]!.startsWith('Shift+')
      expect(shortcutFor(press(key, { shiftKey }), on), key).toBe(shortcut.action)
      if (key.length === 1) expect(shortcutFor(press(key, { shiftKey }), off), key).toBeNull()
    }
  })
})

describe('isTextField', () => {
  test('text inputs, text areas and editable content take typing; buttons and boxes do not', () => {
    const text = document.createElement('input')
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' })
    const editable = document.createElement('div')
    editable.setAttribute('contenteditable', 'true')
    const inside = editable.appendChild(document.createElement('span'))
    expect(isTextField(text)).toBe(true)
    expect(isTextField(document.createElement('textarea'))).toBe(true)
    expect(isTextField(inside)).toBe(true)
    expect(isTextField(checkbox)).toBe(false)
    expect(isTextField(document.createElement('button'))).toBe(false)
    expect(isTextField(null)).toBe(false)
  })
})
