import { readFile, stat } from 'node:fs/promises'

import type { File as UploadedFile } from 'payload'

export type UploadedBytes = Pick<UploadedFile, 'data' | 'tempFilePath'>

/** An oversized temporary file is refused without being read. */
export async function readUploadedBytes(file: UploadedBytes, maxBytes: number): Promise<Buffer | { tooLarge: true }> {
  const onDisk = Boolean(file.tempFilePath) && !file.data?.length
  const size = onDisk ? (await stat(file.tempFilePath!)).size : file.data.length
  if (size > maxBytes) return { tooLarge: true }
  return onDisk ? readFile(file.tempFilePath!) : file.data
}
