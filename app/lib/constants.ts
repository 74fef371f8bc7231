// Every business constant and limit of product spec §9 (plus the few §2/§3 values
// that belong with them), named once so no screen hard-codes its own copy.

// ── Toasts ────────────────────────────────────────────────────────────────────

/** Most toasts held at once; the newest comes first and older ones fall off. */
export const TOAST_LIMIT = 20 as const
/** Milliseconds a toast stays open before it closes itself (paused on hover or focus). */
export const TOAST_AUTO_CLOSE_MS = 5000 as const
/** Milliseconds between dismissing a toast and removing it from the list. */
export const TOAST_REMOVE_DELAY_MS = 5000 as const
/** Pixels a toast must be swiped to the right before it closes. */
export const TOAST_SWIPE_THRESHOLD_PX = 50 as const
/** Direction a toast is swiped to close it. */
export const TOAST_SWIPE_DIRECTION = 'right' as const
/** Key that moves focus to the notification region. */
export const TOAST_HOTKEY = 'F8' as const

// ── Tooltips ──────────────────────────────────────────────────────────────────

/** Milliseconds of hover before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 100 as const
/** Milliseconds after one tooltip closes during which the next opens without delay. */
export const TOOLTIP_SKIP_DELAY_MS = 300 as const

// ── Session cache (the session-lookup server function) ───────────────────────

/** Milliseconds the cached session counts as fresh (2 minutes). */
export const SESSION_CACHE_FRESH_MS = 120_000 as const
/** Milliseconds an unused cached session is kept before it is dropped (1 hour). */
export const SESSION_CACHE_KEPT_MS = 3_600_000 as const

// ── Route data freshness ─────────────────────────────────────────────────────

/** Milliseconds the prompt library's loaded data stays fresh (2 minutes). */
export const PROMPTS_STALE_TIME_MS = 120_000 as const
/** Milliseconds the dossier's loaded data stays fresh (5 minutes). */
export const DOSSIER_STALE_TIME_MS = 300_000 as const
/** Milliseconds a document's loaded data stays fresh: never, it reloads every time. */
export const DOCUMENT_STALE_TIME_MS = 0 as const

// ── Search history ───────────────────────────────────────────────────────────

/** Most search-history entries kept, newest first. */
export const SEARCH_HISTORY_MAX_ENTRIES = 5 as const

// ── Paging ───────────────────────────────────────────────────────────────────

/** Documents per page in the dossier list. */
export const DOSSIER_PAGE_SIZE = 20 as const
/** Documents per page of an extracted table (/matters/{slug}/tables/{tableId}). */
export const TABLE_DOCUMENTS_PAGE_SIZE = 50 as const
/** Placeholder rows shown while a table's documents load. */
export const TABLE_SKELETON_ROWS = 25 as const

// ── Validation ───────────────────────────────────────────────────────────────

/** Fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8 as const

// ── Theme and views ──────────────────────────────────────────────────────────

/** The theme choices, in menu order. */
export const THEMES = ['light', 'dark', 'system'] as const
/** A theme choice. */
export type Theme = (typeof THEMES)[number]
/** Theme used until the user picks one. */
export const DEFAULT_THEME = 'system' as const satisfies Theme
/** Local-storage key under which the theme choice is remembered. */
export const THEME_STORAGE_KEY = 'theme' as const

/** The dossier list views. */
export const DOSSIER_VIEWS = ['grid', 'table'] as const
/** A dossier list view. */
export type DossierView = (typeof DOSSIER_VIEWS)[number]
/** Dossier view used until the user picks one. */
export const DEFAULT_DOSSIER_VIEW = 'grid' as const satisfies DossierView

// ── Feature flags ────────────────────────────────────────────────────────────

/** Domain name of the feature-flag provider. */
export const FEATURE_FLAG_PROVIDER_DOMAIN = 'casefile-lab-flags' as const

// ── Error reporting ──────────────────────────────────────────────────────────

/** Share of transactions traced (1 = all). */
export const ERROR_REPORTING_TRACES_SAMPLE_RATE = 1 as const
/** Share of sessions recorded for replay (0.1 = one in ten). */
export const ERROR_REPORTING_REPLAYS_SESSION_SAMPLE_RATE = 0.1 as const
/** Share of sessions with an error that are recorded for replay (1 = all). */
export const ERROR_REPORTING_REPLAYS_ON_ERROR_SAMPLE_RATE = 1 as const
/** Environment label attached to every report. */
export const ERROR_REPORTING_ENVIRONMENT = 'production' as const
/** Release label attached to every report. */
export const ERROR_REPORTING_RELEASE = 'casefile-app@1.0.0' as const
/** Whether personal data (user id, email, IP) is sent with reports. */
export const ERROR_REPORTING_SEND_DEFAULT_PII = true as const
/** Whether the reporting SDK logs its own debug output. */
export const ERROR_REPORTING_DEBUG = false as const
/** Whether structured logs are sent. */
export const ERROR_REPORTING_ENABLE_LOGS = true as const
/** Console levels captured as reports. */
export const ERROR_REPORTING_CONSOLE_LEVELS = ['log', 'warn', 'error'] as const

// ── Paths and mode ───────────────────────────────────────────────────────────

/** Base path of the auth service. */
export const AUTH_BASE_PATH = '/api/auth' as const

/** Where email links (address confirmation, magic links) land: signs the visitor on, or explains. */
export const EMAIL_LINK_LANDING = '/auth' as const
/** Base path of server functions. */
export const SERVER_FN_BASE_PATH = '/_serverFn/' as const
/** Build mode the app runs in. */
export const APP_MODE = 'production' as const
