import type { ESLint } from 'eslint';
declare const plugin: ESLint.Plugin;
export default plugin;
export declare const layerRules: ReadonlyArray<{ files: string; deny: string[]; allow: string[] }>;
