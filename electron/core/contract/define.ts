import type { z } from 'zod';

/** Who may call a method: `public` needs no session, `cashier` a cashier or manager, `manager` a manager. */
export type Role = 'public' | 'cashier' | 'manager';

/** One contract method: its schemas, who may call it and a one-line doc. */
export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I;
  output: O;
  role: Role;
  doc: string;
}

/** Declares a method with inference kept for its schemas. */
export function method<I extends z.ZodType, O extends z.ZodType>(spec: MethodSpec<I, O>): MethodSpec<I, O> {
  return spec;
}

/** One push event: its payload schema and doc. */
export interface EventSpec<P extends z.ZodType = z.ZodType> {
  payload: P;
  doc: string;
}

export function event<P extends z.ZodType>(spec: EventSpec<P>): EventSpec<P> {
  return spec;
}
