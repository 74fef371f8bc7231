import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from './constants'

export type { Theme }
export type ResolvedTheme = 'light' | 'dark'

/** True for the three stored theme choices. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

/** The stored choice, or the default ('system') when nothing valid is stored. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY)
    return isTheme(value) ? value : DEFAULT_THEME
  } catch {
    // Storage can throw (privacy modes, disabled cookies); the default still works.
    return DEFAULT_THEME
  }
}

/** Light or dark, following the operating system when the choice is 'system'. */
export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') {
    return prefersDark ? 'dark' : 'light'
  }
  return theme
}

/**
 * Inline script for <head>: applies the stored theme before first paint so a dark-mode user never
 * sees a white flash during SSR hydration. Kept tiny and dependency-free on purpose.
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)};var t=localStorage.getItem(k);if(t!=='light'&&t!=='dark'&&t!=='system'){t=${JSON.stringify(DEFAULT_THEME)}}var d=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light';e.dataset.theme=t}catch(_){}})()`
