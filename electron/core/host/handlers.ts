// The handler map's types: one handler per contract method, keyed by the method's name. Each domain
// writes `{ 'x.y': (input, ctx) => … } satisfies Handlers` (a misspelt key is an excess property, the
// input is typed from the contract without naming the method again); the composition root writes
// `satisfies HandlerMap` over the union of all domains, so a missing handler is a type error.
import type { z } from 'zod';
import type { MethodName, MethodParsedInput, Methods } from '../contract';
import type { CallContext } from './dispatcher';

/** What a handler may return: what the method's output schema accepts (the dispatcher parses it). */
export type HandlerResult<M extends MethodName> = z.input<Methods[M]['output']>;

/** The handler of one contract method. */
export type Handler<M extends MethodName> = (input: MethodParsedInput<M>, ctx: CallContext) => HandlerResult<M> | Promise<HandlerResult<M>>;

/** Every contract method's handler: complete and exact. */
export type HandlerMap = { [M in MethodName]: Handler<M> };

/** The handlers of one domain: a part of the map, with no key the contract does not have. */
export type Handlers = Partial<HandlerMap>;
