import type { SanitizedConfig } from 'payload'

/**
 * Payload fills `admin.importMap.baseDir` with the server's working directory and sends the
 * admin's config, that path included, to every signed-in browser (members opening /admin too).
 * Only the import-map generator reads it, and it falls back to the same directory.
 */
export function hideServerPaths(config: SanitizedConfig): SanitizedConfig {
  const { baseDir: _serverPath, ...importMap } = config.admin.importMap
  config.admin.importMap = importMap as typeof config.admin.importMap
  return config
}
