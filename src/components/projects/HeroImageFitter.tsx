'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import {
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_MAX_BYTES,
  HERO_IMAGE_PAD_COLOR,
  HERO_IMAGE_WIDTH,
  heroImageCropFrame,
  heroImagePadFrame,
} from '@/domain/projects/heroImage'

const QUALITIES = [0.92, 0.85, 0.78, 0.7, 0.6, 0.5, 0.4]
const PREVIEW_WIDTH = 480

type Mode = 'crop' | 'pad'

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'crop', label: 'Recadrer : l’image remplit le cadre, ses bords sont coupés' },
  { mode: 'pad', label: 'Garder l’image entière, sur un fond neutre' },
]

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

async function jpegUnderLimit(canvas: HTMLCanvasElement): Promise<Blob | null> {
  let last: Blob | null = null
  for (const quality of QUALITIES) {
    last = await jpegOf(canvas, quality)
    if (last && last.size <= HERO_IMAGE_MAX_BYTES) return last
  }
  return last
}

function drawFitted(canvas: HTMLCanvasElement, bitmap: ImageBitmap, mode: Mode, position: number) {
  const pen = canvas.getContext('2d')
  if (!pen) return
  pen.imageSmoothingQuality = 'high'
  // Under the picture too: a transparent PNG would turn black in the JPEG.
  pen.fillStyle = HERO_IMAGE_PAD_COLOR
  pen.fillRect(0, 0, canvas.width, canvas.height)
  if (mode === 'crop') {
    const frame = heroImageCropFrame(bitmap.width, bitmap.height, position)
    pen.drawImage(bitmap, frame.x, frame.y, frame.width, frame.height, 0, 0, canvas.width, canvas.height)
    return
  }
  const scale = canvas.width / HERO_IMAGE_WIDTH
  const place = heroImagePadFrame(bitmap.width, bitmap.height)
  pen.drawImage(bitmap, place.x * scale, place.y * scale, place.width * scale, place.height * scale)
}

type Props = {
  file: File
  width: number
  height: number
  onChoose: () => void
  onFitted: (file: File) => void
  onCancel: () => void
}

/** Fitted in the browser; the server's rules do not change: the result is checked like any file. */
export function HeroImageFitter({ file, width, height, onChoose, onFitted, onCancel }: Props) {
  const id = useId()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null)
  const [mode, setMode] = useState<Mode | null>(null)
  const [position, setPosition] = useState(50)
  const [working, setWorking] = useState(false)
  const [failed, setFailed] = useState(false)
  const frame = heroImageCropFrame(width, height, position / 100)
  const direction = frame.width < width ? 'de gauche à droite' : frame.height < height ? 'de haut en bas' : null
  const smaller = width < HERO_IMAGE_WIDTH || height < HERO_IMAGE_HEIGHT

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
    if (bitmap && mode && canvasRef.current) drawFitted(canvasRef.current, bitmap, mode, position / 100)
  }, [bitmap, mode, position])

  const choose = (next: Mode) => {
    setMode(next)
    onChoose()
  }

  const fit = async () => {
    if (!bitmap || !mode) return
    setWorking(true)
    const canvas = document.createElement('canvas')
    canvas.width = HERO_IMAGE_WIDTH
    canvas.height = HERO_IMAGE_HEIGHT
    drawFitted(canvas, bitmap, mode, position / 100)
    const blob = await jpegUnderLimit(canvas)
    setWorking(false)
    if (!blob) {
      setFailed(true)
      return
    }
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}-1600x900.jpg`
    onFitted(new File([blob], name, { type: 'image/jpeg' }))
  }

  if (failed) return null
  return (
    <section
      aria-label="Ajuster l’image au format 1600×900"
      className="mt-3 space-y-3 rounded-2xl border border-stone-200 p-4"
    >
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm text-stone-700">
          Mets-la au format ici, sans quitter la page : elle sera enregistrée en JPEG de 1600×900 pixels, 500 Ko au
          plus.{smaller && ' Plus petite que ce format, elle sera agrandie.'}
        </legend>
        {MODES.map((option) => (
          <label key={option.mode} className="flex items-start gap-3 text-sm font-medium">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === option.mode}
              onChange={() => choose(option.mode)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {mode && (
        <canvas
          ref={canvasRef}
          width={PREVIEW_WIDTH}
          height={(PREVIEW_WIDTH * HERO_IMAGE_HEIGHT) / HERO_IMAGE_WIDTH}
          role="img"
          aria-label="Aperçu de l’image ajustée"
          className="aspect-video w-full rounded-xl bg-stone-100"
        />
      )}
      {mode === 'crop' && direction && (
        <div>
          <label htmlFor={`${id}-position`} className="block text-sm font-medium">
            Déplacer le cadre ({direction})
          </label>
          <input
            id={`${id}-position`}
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
        {mode && (
          <button
            type="button"
            onClick={fit}
            disabled={!bitmap || working}
            aria-busy={working}
            className={primaryButton('small')}
          >
            {working ? 'Ajustement…' : 'Utiliser cette image'}
          </button>
        )}
        <button type="button" onClick={onCancel} className={outlineButton('small')}>
          Choisir une autre image
        </button>
      </div>
    </section>
  )
}
