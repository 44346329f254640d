import fs from "node:fs";
import type { CreateBabelConfigArgs, CreateWebpackConfigArgs } from "gatsby";
import { browserRuntimeOf, onCreateBabelConfig, onCreateWebpackConfig, type WebpackConfig } from "./webpack-config";

/** Gatsby's own browser configuration, in the parts it changes: React's aliases and the framework chunk's rule. */
function gatsbysConfig(): WebpackConfig {
  return {
    resolve: { alias: { react: "/site/node_modules/react", "react-dom": "/site/node_modules/react-dom", "@reach/router": "/router" } },
    optimization: { splitChunks: { cacheGroups: { framework: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ } } } },
  };
}

/** Runs the hook as Gatsby does for the browser's bundles, with the environment the build is given. */
function browserBundle(env: NodeJS.ProcessEnv) {
  const replaced: WebpackConfig[] = [];
  const set: object[] = [];
  const actions = {
    replaceWebpackConfig: (config: WebpackConfig) => replaced.push(config),
    setWebpackConfig: (config: object) => set.push(config),
  };
  const saved = process.env.GATSBY_BROWSER_RUNTIME;
  if (env.GATSBY_BROWSER_RUNTIME === undefined) delete process.env.GATSBY_BROWSER_RUNTIME;
  else process.env.GATSBY_BROWSER_RUNTIME = env.GATSBY_BROWSER_RUNTIME;
  try {
    void onCreateWebpackConfig!(
      { stage: "build-javascript", actions, getConfig: gatsbysConfig } as unknown as CreateWebpackConfigArgs,
      {} as never,
      () => undefined,
    );
  } finally {
    if (saved === undefined) delete process.env.GATSBY_BROWSER_RUNTIME;
    else process.env.GATSBY_BROWSER_RUNTIME = saved;
  }
  // What the browser is built with: Gatsby's configuration, or the one that replaced it.
  return { config: replaced.at(-1) ?? gatsbysConfig(), replaced: replaced.length, set };
}

const frameworkTest = (config: WebpackConfig) => config.optimization!.splitChunks!.cacheGroups!.framework!.test as RegExp;

describe("the runtime visitors' browsers run", () => {
  it("is React unless the owner asks for Preact", () => {
    expect(browserRuntimeOf({})).toBe("react");
    expect(browserRuntimeOf({ GATSBY_BROWSER_RUNTIME: "" })).toBe("react");
    expect(browserRuntimeOf({ GATSBY_BROWSER_RUNTIME: "react" })).toBe("react");
    expect(browserRuntimeOf({ GATSBY_BROWSER_RUNTIME: " Preact " })).toBe("preact");
  });

  it("refuses a runtime it does not know, naming the variable and what it takes", () => {
    expect(() => browserRuntimeOf({ GATSBY_BROWSER_RUNTIME: "preact10" })).toThrow(
      'GATSBY_BROWSER_RUNTIME is "preact10": set it to "preact", or leave it unset for React',
    );
  });

  it("by default, the browser's bundle is Gatsby's own: React and ReactDOM, in the framework chunk", () => {
    const { config, replaced } = browserBundle({});
    expect(replaced).toBe(0);
    expect(config.resolve?.alias).toMatchObject({ react: "/site/node_modules/react", "react-dom": "/site/node_modules/react-dom" });
    expect(frameworkTest(config).test("/site/node_modules/react-dom/index.js")).toBe(true);
  });

  it("with GATSBY_BROWSER_RUNTIME=preact, React's browser entry points are Preact's, and Preact is the framework chunk", () => {
    const { config, replaced } = browserBundle({ GATSBY_BROWSER_RUNTIME: "preact" });
    expect(replaced).toBe(1);
    const alias = config.resolve!.alias!;
    expect(alias).toMatchObject({
      react$: "preact/compat",
      "react-dom$": "preact/compat",
      "react-dom/client$": "preact/compat/client",
      "react/jsx-runtime$": "preact/compat/jsx-runtime",
    });
    // Gatsby's own aliases to React's folders would win over Preact's: they are gone, the rest kept.
    expect(alias).not.toHaveProperty("react");
    expect(alias).not.toHaveProperty("react-dom");
    expect(alias["@reach/router"]).toBe("/router");
    expect(frameworkTest(config).test("/site/node_modules/preact/compat/dist/compat.module.js")).toBe(true);
    expect(frameworkTest(config).test("/site/node_modules/react-dom/index.js")).toBe(false);
    // A package's own copy of Preact, nested in another package, is not the site's.
    expect(frameworkTest(config).test("/site/node_modules/decap-cms/node_modules/preact/dist/preact.js")).toBe(false);
  });

  it("in both, the small modules every chunk draws with are one chunk, and no chunk takes modules for being everywhere", () => {
    for (const env of [{}, { GATSBY_BROWSER_RUNTIME: "preact" }]) {
      const { set } = browserBundle(env);
      const cacheGroups = (set[0] as { optimization: { splitChunks: { cacheGroups: Record<string, { test?: RegExp } | false> } } })
        .optimization.splitChunks.cacheGroups;
      expect(cacheGroups.commons).toBe(false);
      const core = cacheGroups.siteCore as { test: RegExp };
      for (const module of [
        "/site/src/styles/theme.ts",
        "/site/src/components/ui/Button.tsx",
        "/site/node_modules/@emotion/react/dist/emotion-react.browser.esm.js",
        "/site/node_modules/lucide-react/dist/esm/Icon.mjs",
      ])
        expect(core.test.test(module)).toBe(true);
      for (const module of ["/site/src/components/layout/Header.tsx", "/site/node_modules/lucide-react/dist/esm/icons/play.mjs"])
        expect(core.test.test(module)).toBe(false);
    }
  });
});

describe("the pages' Head in the browser", () => {
  const babelPlugins = (stage: string) => {
    const plugins: { name: string; options?: { apis?: string[] }; stage?: string }[] = [];
    void onCreateBabelConfig!(
      {
        stage,
        actions: { setBabelPlugin: (plugin: (typeof plugins)[number]) => plugins.push(plugin) },
      } as unknown as CreateBabelConfigArgs,
      {} as never,
      () => undefined,
    );
    return plugins;
  };

  it("is left out of the browser's bundle by Gatsby's own plugin, and kept where the HTML is built", () => {
    const [plugin] = babelPlugins("build-javascript");
    expect(plugin.name).toMatch(/gatsby[\\/]dist[\\/]utils[\\/]babel[\\/]babel-plugin-remove-api\.js$/);
    expect(plugin.options?.apis).toEqual(["Head"]);
    // Gatsby applies a plugin to every stage unless it names one: the HTML's build keeps its Head.
    expect(plugin.stage).toBe("build-javascript");
    // Where a Gatsby release keeps the plugin: one that moves it fails here, not silently in the build.
    expect(fs.existsSync(plugin.name)).toBe(true);
    expect(babelPlugins("build-html")).toEqual([]);
    expect(babelPlugins("develop")).toEqual([]);
  });
});
