type Notice = { ok: boolean; message: string; title?: string }

/** A form's answer: a polite status when it worked, an alert when it did not; the spec's title first where it gives one. */
export function FormNotice({ notice }: { notice: Notice | null | undefined }) {
  if (!notice) return null
  const text = (
    <>
      {notice.title && (
        <>
          <strong className="font-semibold">{notice.title}</strong>
          {' — '}
        </>
      )}
      {notice.message}
    </>
  )
  return notice.ok ? (
    <p role="status" className="rounded-xl bg-green-50 p-3 text-sm font-medium text-green-800">
      {text}
    </p>
  ) : (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
      {text}
    </p>
  )
}
