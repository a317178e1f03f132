import type { ESLint } from 'eslint';
declare const plugin: ESLint.Plugin;
export default plugin;
export declare const sqlRule: { covers: string[]; allowed: string[] };
