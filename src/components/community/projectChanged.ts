/**
 * The viewer's side of a project page is held by the browser (asked for once after load), so a
 * form inside it that changes the project announces it, and the page asks again.
 */
const PROJECT_CHANGED = 'tryb:project-changed'

export const announceProjectChange = () => window.dispatchEvent(new Event(PROJECT_CHANGED))

/** Calls `onChange` on each announcement until the returned function is called. */
export function onProjectChange(onChange: () => void) {
  window.addEventListener(PROJECT_CHANGED, onChange)
  return () => window.removeEventListener(PROJECT_CHANGED, onChange)
}
