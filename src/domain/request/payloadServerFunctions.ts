/** The server functions Payload 3.90's admin calls (`handleServerFunctions`); we add none. */
export const PAYLOAD_SERVER_FUNCTIONS = [
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
] as const
