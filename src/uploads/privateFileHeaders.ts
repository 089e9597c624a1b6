/** No browser or shared cache may keep a copy another session could be served. */
export const privateFileHeaders = ({ headers }: { headers: Headers }) => {
  headers.set('Cache-Control', 'private, no-store')
  return headers
}

/** Report CSVs are private and always downloaded: a browser never renders what a member uploaded. */
export const downloadedPrivateFileHeaders = ({ headers }: { headers: Headers }) => {
  privateFileHeaders({ headers })
  headers.set('Content-Disposition', 'attachment')
  return headers
}
