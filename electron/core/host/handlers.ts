// The handler map's types live in the contract (contract/calls.ts): the transports and the use
// cases both read them there.
export type { Handler, HandlerMap, HandlerResult, Handlers } from '../contract/calls';
