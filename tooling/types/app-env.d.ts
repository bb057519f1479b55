// Ambient declarations for code built by tooling/src/mf-config.ts.
declare module '*.css';
/** The app's package.json version, set by the build. */
declare const __APP_VERSION__: string;
/** The app's folder name, set by the build. */
declare const __APP_NAME__: string;
/** The languages of the app's `locales/` folders, set by the build (e.g. `["en"]`). */
declare const __APP_LOCALES__: readonly string[];
/** The public path the remote was loaded from (its own origin), resolved at run time. */
declare const __webpack_public_path__: string;
/** The federation runtime (`@module-federation/runtime-core`) version the build bundles or uses. */
declare const __FEDERATION_RUNTIME_VERSION__: string;
/** The harness page's remote: its container name (`npm run dev` of a remote). */
declare const __HARNESS_REMOTE__: string;
