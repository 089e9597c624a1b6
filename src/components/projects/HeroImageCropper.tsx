'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_MAX_BYTES, HERO_IMAGE_WIDTH, heroImageCropFrame } from '@/domain/heroImage'

/** JPEG qualities tried in turn until the picture weighs at most 500 Ko. */
const QUALITIES = [0.92, 0.85, 0.78, 0.7, 0.6, 0.5, 0.4]
const PREVIEW_WIDTH = 480

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

/** The lightest-looking JPEG that still fits the limit: the best quality under 500 Ko. */
async function jpegUnderLimit(canvas: HTMLCanvasElement): Promise<Blob | null> {
  let last: Blob | null = null
  for (const quality of QUALITIES) {
    last = await jpegOf(canvas, quality)
    if (last && last.size <= HERO_IMAGE_MAX_BYTES) return last
  }
  return last
}

type Props = {
  file: File
  width: number
  height: number
  /** The exact 1600×900 JPEG, which then goes through the same checks and upload as a chosen file. */
  onCropped: (file: File) => void
  onCancel: () => void
}

/**
 * Turns a JPG or PNG of at least 1600×900 into an exact 1600×900 JPEG under 500 Ko, in the
 * browser: the largest 16:9 frame of the picture, which the member moves along the direction
 * that has room. The server's rules do not change: the result is checked and sent like any file.
 */
export function HeroImageCropper({ file, width, height, onCropped, onCancel }: Props) {
  const sliderId = useId()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null)
  const [position, setPosition] = useState(50)
  const [working, setWorking] = useState(false)
  const [failed, setFailed] = useState(false)
  const frame = heroImageCropFrame(width, height, position / 100)
  const direction = frame.width < width ? 'de gauche à droite' : frame.height < height ? 'de haut en bas' : null

  useEffect(() => {
    let current = true
    createImageBitmap(file).then(
      (decoded) => (current ? setBitmap(decoded) : decoded.close()),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [file])

  useEffect(() => () => bitmap?.close(), [bitmap])

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d')
    if (!bitmap || !context) return
    context.drawImage(
      bitmap,
      frame.x,
      frame.y,
      frame.width,
      frame.height,
      0,
      0,
      context.canvas.width,
      context.canvas.height,
    )
  }, [bitmap, frame.x, frame.y, frame.width, frame.height])

  const crop = async () => {
    if (!bitmap) return
    setWorking(true)
    const canvas = document.createElement('canvas')
    canvas.width = HERO_IMAGE_WIDTH
    canvas.height = HERO_IMAGE_HEIGHT
    canvas
      .getContext('2d')!
      .drawImage(bitmap, frame.x, frame.y, frame.width, frame.height, 0, 0, canvas.width, canvas.height)
    const blob = await jpegUnderLimit(canvas)
    setWorking(false)
    if (!blob) {
      setFailed(true)
      return
    }
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}-1600x900.jpg`
    onCropped(new File([blob], name, { type: 'image/jpeg' }))
  }

  if (failed) return null
  return (
    <section aria-label="Recadrer l’image" className="mt-3 space-y-3 rounded-2xl border border-stone-200 p-4">
      <p className="text-sm text-stone-700">
        Ton image est assez grande : garde-en la partie qui compte, elle sera mise au format 1600×900 et allégée sous
        500 Ko.
      </p>
      <canvas
        ref={canvasRef}
        width={PREVIEW_WIDTH}
        height={(PREVIEW_WIDTH * HERO_IMAGE_HEIGHT) / HERO_IMAGE_WIDTH}
        role="img"
        aria-label="Aperçu du cadrage"
        className="aspect-video w-full rounded-xl bg-stone-100"
      />
      {direction && (
        <div>
          <label htmlFor={sliderId} className="block text-sm font-medium">
            Déplacer le cadre ({direction})
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={100}
            value={position}
            onChange={(event) => setPosition(Number(event.target.value))}
            className="mt-1 w-full accent-brand-600"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={crop}
          disabled={!bitmap || working}
          aria-busy={working}
          className={primaryButton('small')}
        >
          {working ? 'Recadrage…' : 'Utiliser ce cadrage'}
        </button>
        <button type="button" onClick={onCancel} className={outlineButton('small')}>
          Choisir une autre image
        </button>
      </div>
    </section>
  )
}
