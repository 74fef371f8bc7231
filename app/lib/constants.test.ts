import { describe, expect, test } from 'vitest'
import * as constants from './constants'

// These values are the product contract (spec §9). A change here must be a
// deliberate spec change, so the test pins every one of them.
describe('business constants of spec §9', () => {
  test('toasts: 20 held, 5 s auto-close, 5 s removal delay, 50 px right swipe, F8', () => {
    expect(constants.TOAST_LIMIT).toBe(20)
    expect(constants.TOAST_AUTO_CLOSE_MS).toBe(5000)
    expect(constants.TOAST_REMOVE_DELAY_MS).toBe(5000)
    expect(constants.TOAST_SWIPE_THRESHOLD_PX).toBe(50)
    expect(constants.TOAST_SWIPE_DIRECTION).toBe('right')
    expect(constants.TOAST_HOTKEY).toBe('F8')
  })

  test('tooltips open after 100 ms and skip the delay for 300 ms', () => {
    expect(constants.TOOLTIP_DELAY_MS).toBe(100)
    expect(constants.TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })

  test('the session cache is fresh for 2 minutes and kept for 1 hour', () => {
    expect(constants.SESSION_CACHE_FRESH_MS).toBe(2 * 60 * 1000)
    expect(constants.SESSION_CACHE_KEPT_MS).toBe(60 * 60 * 1000)
  })

  test('route data stays fresh 2 min for prompts, 5 min for the dossier, 0 for a document', () => {
    expect(constants.PROMPTS_STALE_TIME_MS).toBe(120_000)
    expect(constants.DOSSIER_STALE_TIME_MS).toBe(300_000)
    expect(constants.DOCUMENT_STALE_TIME_MS).toBe(0)
  })

  test('limits: 5 history entries, pages of 20 and 50, 25 skeleton rows, 8-character passwords', () => {
    expect(constants.SEARCH_HISTORY_MAX_ENTRIES).toBe(5)
    expect(constants.DOSSIER_PAGE_SIZE).toBe(20)
    expect(constants.TABLE_DOCUMENTS_PAGE_SIZE).toBe(50)
    expect(constants.TABLE_SKELETON_ROWS).toBe(25)
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8)
  })

  test('theme defaults to system under the key "theme"; the dossier defaults to grid', () => {
    expect(constants.THEMES).toEqual(['light', 'dark', 'system'])
    expect(constants.DEFAULT_THEME).toBe('system')
    expect(constants.THEMES).toContain(constants.DEFAULT_THEME)
    expect(constants.THEME_STORAGE_KEY).toBe('theme')
    expect(constants.DOSSIER_VIEWS).toEqual(['grid', 'table'])
    expect(constants.DEFAULT_DOSSIER_VIEW).toBe('grid')
  })

  test('feature flags and error reporting carry the Casefile names and rates', () => {
    expect(constants.FEATURE_FLAG_PROVIDER_DOMAIN).toBe('casefile-lab-flags')
    expect(constants.ERROR_REPORTING_TRACES_SAMPLE_RATE).toBe(1)
    expect(constants.ERROR_REPORTING_REPLAYS_SESSION_SAMPLE_RATE).toBe(0.1)
    expect(constants.ERROR_REPORTING_REPLAYS_ON_ERROR_SAMPLE_RATE).toBe(1)
    expect(constants.ERROR_REPORTING_ENVIRONMENT).toBe('production')
    expect(constants.ERROR_REPORTING_RELEASE).toBe('casefile-app@1.0.0')
    expect(constants.ERROR_REPORTING_SEND_DEFAULT_PII).toBe(true)
    expect(constants.ERROR_REPORTING_DEBUG).toBe(false)
    expect(constants.ERROR_REPORTING_ENABLE_LOGS).toBe(true)
    expect(constants.ERROR_REPORTING_CONSOLE_LEVELS).toEqual(['log', 'warn', 'error'])
  })

  test('auth and server functions live under their base paths; the app runs in production mode', () => {
    expect(constants.AUTH_BASE_PATH).toBe('/api/auth')
    expect(constants.SERVER_FN_BASE_PATH).toBe('/_serverFn/')
    expect(constants.APP_MODE).toBe('production')
  })
})
