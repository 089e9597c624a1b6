/** A form's answer: a polite status when it worked, an alert when it did not. */
export function FormNotice({ notice }: { notice: { ok: boolean; message: string } | null | undefined }) {
  if (!notice) return null
  return notice.ok ? (
    <p role="status" className="rounded-xl bg-green-50 p-3 text-sm font-medium text-green-800">
      {notice.message}
    </p>
  ) : (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
      {notice.message}
    </p>
  )
}
