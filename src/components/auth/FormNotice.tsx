import type { Ref } from 'react'

type Notice = { ok: boolean; message: string; title?: string }

type Props = {
  notice: Notice | null | undefined
  id?: string
  ref?: Ref<HTMLParagraphElement>
}

export function FormNotice({ notice, id, ref }: Props) {
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
  // tabIndex -1: focusable by script only, when a form moves focus to its answer.
  const focusable = ref ? { tabIndex: -1 } : {}
  return notice.ok ? (
    <p
      role="status"
      id={id}
      ref={ref}
      {...focusable}
      className="rounded-xl bg-green-50 p-3 text-sm font-medium text-green-800"
    >
      {text}
    </p>
  ) : (
    <p
      role="alert"
      id={id}
      ref={ref}
      {...focusable}
      className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {text}
    </p>
  )
}
