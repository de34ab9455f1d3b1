// webpack's `asset/resource` rule turns an imported image into its public URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
