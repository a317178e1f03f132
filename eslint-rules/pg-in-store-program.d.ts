import type { ESLint } from 'eslint';
declare const plugin: ESLint.Plugin;
export default plugin;
export declare const pgRule: { covers: string[]; allowed: string[]; presentation: Array<string | RegExp> };
