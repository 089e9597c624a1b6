/**
 * The viewer's side is fetched once after load, so a form that
 * changes the project announces it and the page asks again.
 */
const PROJECT_CHANGED = 'tryb:project-changed'

export const announceProjectChange = () => window.dispatchEvent(new Event(PROJECT_CHANGED))

export function onProjectChange(onChange: () => void) {
  window.addEventListener(PROJECT_CHANGED, onChange)
  return () => window.removeEventListener(PROJECT_CHANGED, onChange)
}
