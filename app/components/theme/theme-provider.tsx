import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react'
import { THEME_STORAGE_KEY } from '@/lib/constants'
import { readStoredTheme, resolveTheme, type ResolvedTheme, type Theme } from '@/lib/theme'

type ThemeContextValue = {
  theme: Theme
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

const darkQuery = '(prefers-color-scheme: dark)'
const localListeners = new Set<() => void>()

// The stored choice and the OS preference are external state: subscribe to both, so another tab's
// change or an OS switch re-renders us without effects that set state.
function subscribe(onChange: () => void) {
  const media = window.matchMedia(darkQuery)
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      onChange()
    }
  }
  media.addEventListener('change', onChange)
  window.addEventListener('storage', onStorage)
  localListeners.add(onChange)
  return () => {
    media.removeEventListener('change', onChange)
    window.removeEventListener('storage', onStorage)
    localListeners.delete(onChange)
  }
}

const getTheme = () => readStoredTheme(window.localStorage)
const getPrefersDark = () => window.matchMedia(darkQuery).matches
// On the server the choice is unknown; the pre-paint head script owns the first paint.
const getServerTheme = (): Theme => 'system'
const getServerPrefersDark = () => false

/** Holds the theme choice; the pre-paint script in the document head has already applied it. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const theme = useSyncExternalStore(subscribe, getTheme, getServerTheme)
  const prefersDark = useSyncExternalStore(subscribe, getPrefersDark, getServerPrefersDark)
  const resolvedTheme = resolveTheme(theme, prefersDark)

  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', resolvedTheme === 'dark')
    root.style.colorScheme = resolvedTheme
    root.dataset.theme = theme
  }, [theme, resolvedTheme])

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage refused (privacy mode): nothing is remembered, and the choice cannot apply either.
    }
    for (const listener of localListeners) {
      listener()
    }
  }, [])

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

/** The current theme and its setter; throws outside ThemeProvider. */
export function useTheme() {
  const value = useContext(ThemeContext)
  if (!value) {
    throw new Error('useTheme must be used inside <ThemeProvider>')
  }
  return value
}
