/** Files imported for their URL (Vite's `?url`): the build emits them as hashed assets. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** Redoc's standalone bundle, self-hosted: its URL (frontend/redoc-asset.ts). */
declare module 'virtual:redoc-standalone' {
  const url: string;
  export default url;
}
