/** Font files imported by URL (Gatsby's webpack emits them to /static and returns the address). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
