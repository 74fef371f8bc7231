// The one provider factory (architecture.md §6). With AI_BASE_URL (any OpenAI-compatible server:
// Ollama, llama.cpp, vLLM) or OPENAI_API_KEY, the same calls go to that model through the Vercel AI
// SDK; otherwise, and for every matter that has not consented, the offline model answers
// (retrieval, rule-based extraction, extractive answers: nothing leaves the machine).
// AI_PROVIDER=scripted is the deterministic test model: it answers like a model would, from the
// prompt alone, without any network; tests use it to run the model path end to end.
import type { Doc } from '../../_generated/dataModel'

export type AiConfig =
  | { kind: 'offline' }
  | { kind: 'scripted'; model: string }
  | { kind: 'external'; baseURL: string; model: string; apiKey?: string; host: string }

/** Where the offline and scripted models run: nowhere but here. */
export const OFFLINE_MODEL = 'offline'
const DEFAULT_LOCAL_MODEL = 'llama3.1'
const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini'

/** The configured model, from the deployment's environment. */
export function aiConfig(env: Record<string, string | undefined> = process.env): AiConfig {
  if (env.AI_PROVIDER === 'scripted') return { kind: 'scripted', model: 'scripted' }
  const baseURL = env.AI_BASE_URL?.trim()
  const apiKey = env.AI_API_KEY?.trim() || env.OPENAI_API_KEY?.trim() || undefined
  if (baseURL) {
    const url = new URL(baseURL)
    return {
      kind: 'external',
      baseURL: url.href.replace(/\/$/, ''),
      model: env.AI_MODEL?.trim() || DEFAULT_LOCAL_MODEL,
      apiKey,
      host: url.host,
    }
  }
  if (env.OPENAI_API_KEY?.trim()) {
    return {
      kind: 'external',
      baseURL: 'https://api.openai.com/v1',
      model: env.AI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
      apiKey,
      host: 'api.openai.com',
    }
  }
  return { kind: 'offline' }
}

/**
 * The model a matter's text may go to: the configured one only when the matter consented to it
 * (`aiMode: 'external'`); otherwise the offline model. `label` is what the screens and the audit
 * trail call it.
 */
export function modelFor(config: AiConfig, project: Pick<Doc<'projects'>, 'aiMode'>) {
  if (config.kind === 'external' && project.aiMode === 'external') {
    return { config, label: `${config.model} at ${config.host}`, external: true as const }
  }
  if (config.kind === 'scripted') {
    return { config, label: 'scripted test model', external: false as const }
  }
  return { config: { kind: 'offline' } as const, label: OFFLINE_MODEL, external: false as const }
}

/** What the matter settings screen says about the configured model (no secrets). */
export function describeConfig(config: AiConfig) {
  switch (config.kind) {
    case 'offline':
      return { configured: false, model: null, host: null }
    case 'scripted':
      return { configured: false, model: config.model, host: null }
    case 'external':
      return { configured: true, model: config.model, host: config.host }
  }
}
