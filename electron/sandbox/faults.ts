// Fault injection for the fault suite and for trainers: latency, a forced status, or a dropped
// connection before or after the change is committed. Applies to `/v1/...` and `/pdf/...` requests.
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Socket } from 'node:net';
import { errorStyleFor } from './errors';

/** One fault rule; the first matching rule wins. */
export interface FaultSpec {
  /** HTTP method, any when absent or `*`. */
  method?: string;
  /** Request path (without query): exact, `*` matching any characters, or a RegExp. */
  path: string | RegExp;
  /** Delay before the request is handled. */
  latencyMs?: number;
  /** Answer this status instead of handling the request (nothing is committed). */
  status?: number;
  /** Handle and commit the request, then destroy the socket without answering. */
  dropAfterCommit?: boolean;
  /** Destroy the socket without handling the request (nothing is committed). */
  dropBeforeCommit?: boolean;
  /** How many matching requests the rule applies to; unlimited when absent. */
  times?: number;
}

/** A stored rule as listed. */
export interface FaultInfo extends Omit<FaultSpec, 'path'> {
  id: string;
  path: string;
  /** How many requests it has hit so far. */
  hits: number;
}

/** Control of the fault rules of one server. */
export interface FaultControl {
  /** Adds a rule; returns its id. */
  add(spec: FaultSpec): string;
  remove(id: string): boolean;
  clear(): void;
  list(): FaultInfo[];
}

interface Rule {
  id: string;
  spec: FaultSpec;
  re: RegExp;
  hits: number;
}

function toRegExp(path: string | RegExp): RegExp {
  if (path instanceof RegExp) return path;
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Fault rules plus the middleware that applies them. */
export function createFaults(): FaultControl & { middleware: MiddlewareHandler } {
  const rules: Rule[] = [];
  let seq = 0;

  const take = (c: Context): FaultSpec | undefined => {
    const method = c.req.method.toUpperCase();
    const rule = rules.find(
      (r) => (!r.spec.method || r.spec.method === '*' || r.spec.method.toUpperCase() === method) && r.re.test(c.req.path),
    );
    if (!rule) return undefined;
    rule.hits += 1;
    if (rule.spec.times !== undefined && rule.hits >= rule.spec.times) rules.splice(rules.indexOf(rule), 1);
    return rule.spec;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const spec = take(c);
    if (!spec) return next();
    if (spec.latencyMs) await new Promise((r) => setTimeout(r, spec.latencyMs));
    if (spec.dropBeforeCommit) {
      socketOf(c)?.destroy();
      return c.body(null, 500);
    }
    if (spec.status !== undefined) {
      const status = spec.status as ContentfulStatusCode;
      if (errorStyleFor(c.req.path) === 'json') {
        return c.json({ error_code: 'injected_fault', message: `Injected fault (status ${status})` }, status);
      }
      return c.text(`Injected fault (status ${status})`, status);
    }
    await next();
    if (spec.dropAfterCommit) socketOf(c)?.destroy();
  };

  return {
    middleware,
    add(spec) {
      seq += 1;
      const id = `fault-${seq}`;
      rules.push({ id, spec, re: toRegExp(spec.path), hits: 0 });
      return id;
    },
    remove(id) {
      const i = rules.findIndex((r) => r.id === id);
      if (i >= 0) rules.splice(i, 1);
      return i >= 0;
    },
    clear() {
      rules.length = 0;
    },
    list() {
      return rules.map((r) => ({ ...r.spec, id: r.id, path: String(r.spec.path), hits: r.hits }));
    },
  };
}

/** The raw socket of a request served by @hono/node-server (absent under other runtimes). */
function socketOf(c: Context): Socket | undefined {
  const env = c.env as { incoming?: { socket?: Socket } } | undefined;
  return env?.incoming?.socket;
}
