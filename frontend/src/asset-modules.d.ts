/** Files imported for their URL (Vite's `?url`): the build emits them as hashed assets. */
declare module '*?url' {
  const url: string;
  export default url;
}
