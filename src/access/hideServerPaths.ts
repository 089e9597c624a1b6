import type { SanitizedConfig } from 'payload'

/**
 * Payload sends this server path to every signed-in browser; only the import-map generator reads it and falls back to
 * the same directory.
 */
export function hideServerPaths(config: SanitizedConfig): SanitizedConfig {
  const { baseDir: _serverPath, ...importMap } = config.admin.importMap
  config.admin.importMap = importMap as typeof config.admin.importMap
  return config
}
