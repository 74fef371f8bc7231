// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { isTheme, readStoredTheme, resolveTheme, themeScript } from './theme'

const storage = (value: string | null) => ({ getItem: () => value })

describe('theme', () => {
  test('defaults to system when nothing or something invalid is stored', () => {
    expect(readStoredTheme(storage(null))).toBe('system')
    expect(readStoredTheme(storage('sepia'))).toBe('system')
    expect(readStoredTheme(undefined)).toBe('system')
    expect(
      readStoredTheme({
        getItem: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBe('system')
  })

  test('reads a stored light or dark choice', () => {
    expect(readStoredTheme(storage('dark'))).toBe('dark')
    expect(readStoredTheme(storage('light'))).toBe('light')
    expect(isTheme('system')).toBe(true)
    expect(isTheme('Dark')).toBe(false)
  })

  test('system follows the operating system, explicit choices do not', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  test('the pre-paint script applies the stored theme to <html>', () => {
    localStorage.setItem('theme', 'dark')
    document.documentElement.className = ''
    new Function(themeScript)()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
    localStorage.setItem('theme', 'light')
    new Function(themeScript)()
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    localStorage.clear()
  })
})
