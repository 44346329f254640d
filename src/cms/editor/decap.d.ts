// Decap declares `decap-cms-app` as an ambient module, and npm installed it beside Decap's own
// React (node_modules/decap-cms/node_modules/), where `import` does not look; the build resolves
// it there too (gatsby/cms-editor-bundle.ts).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../node_modules/decap-cms/node_modules/decap-cms-app/index.d.ts" />
