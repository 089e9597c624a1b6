export function Flag({ present, yes, no }: { present: boolean; yes: string; no: string }) {
  return (
    <span
      className={`tryb-flag ${present ? 'tryb-flag--yes' : 'tryb-flag--no'}`}
      role="img"
      aria-label={present ? yes : no}
      title={present ? yes : no}
    >
      {present ? '✓' : '—'}
    </span>
  )
}
