import { describe, expect, test } from 'vitest'
import {
  DOSSIER_VIEW_STORAGE_KEY,
  isDossierView,
  readStoredDossierView,
  storeDossierView,
} from './dossier-view'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('dossier view storage', () => {
  test('the key is the one the spec names', () => {
    expect(DOSSIER_VIEW_STORAGE_KEY).toBe('dossier-view')
  })

  test('grid is the default when nothing is stored', () => {
    expect(readStoredDossierView(memoryStorage())).toBe('grid')
    expect(readStoredDossierView(undefined)).toBe('grid')
  })

  test('a stored table view is read back', () => {
    expect(readStoredDossierView(memoryStorage({ 'dossier-view': 'table' }))).toBe('table')
  })

  test('an unknown stored value falls back to grid', () => {
    expect(readStoredDossierView(memoryStorage({ 'dossier-view': 'list' }))).toBe('grid')
    expect(readStoredDossierView(memoryStorage({ 'dossier-view': '' }))).toBe('grid')
  })

  test('a storage that throws reads as grid and refuses to store', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(readStoredDossierView(broken)).toBe('grid')
    expect(storeDossierView(broken, 'table')).toBe(false)
  })

  test('storing then reading round-trips', () => {
    const storage = memoryStorage()
    expect(storeDossierView(storage, 'table')).toBe(true)
    expect(storage.values.get('dossier-view')).toBe('table')
    expect(readStoredDossierView(storage)).toBe('table')
  })

  test('only grid and table are views', () => {
    expect(isDossierView('grid')).toBe(true)
    expect(isDossierView('table')).toBe(true)
    expect(isDossierView('Grid')).toBe(false)
    expect(isDossierView(null)).toBe(false)
  })
})
