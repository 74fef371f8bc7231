import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_MAX_UPLOAD_BYTES as APP_DEFAULT } from '../../shared/fileTypes'
import { DEFAULT_MAX_UPLOAD_BYTES, maxUploadBytes } from './backend-env.mjs'

describe('maxUploadBytes (the cap the launchers hand convex-local)', () => {
  const saved = process.env.CASEFILE_MAX_UPLOAD_BYTES
  afterEach(() => {
    if (saved === undefined) delete process.env.CASEFILE_MAX_UPLOAD_BYTES
    else process.env.CASEFILE_MAX_UPLOAD_BYTES = saved
  })

  it('is the app’s own default when nothing is configured', () => {
    delete process.env.CASEFILE_MAX_UPLOAD_BYTES
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(APP_DEFAULT)
    expect(maxUploadBytes({})).toBe(APP_DEFAULT)
    expect(maxUploadBytes({ CASEFILE_MAX_UPLOAD_BYTES: 'lots' })).toBe(APP_DEFAULT)
    expect(maxUploadBytes({ CASEFILE_MAX_UPLOAD_BYTES: '0' })).toBe(APP_DEFAULT)
  })

  it('follows the deployment’s CASEFILE_MAX_UPLOAD_BYTES, then the launcher’s environment', () => {
    process.env.CASEFILE_MAX_UPLOAD_BYTES = '2048'
    expect(maxUploadBytes({})).toBe(2048)
    expect(maxUploadBytes({ CASEFILE_MAX_UPLOAD_BYTES: '1024' })).toBe(1024)
  })
})
