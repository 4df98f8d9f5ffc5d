import type {Fault, Scope} from './stand-in.js';

/** A stand-in fault with the fields that lie about the answer (demo/stand-in/lies.js). */
export interface Lie extends Fault {
  headers?: Record<string, string>;
  records?: {count: number; titleLength?: number};
  reset?: boolean;
  times?: number;
}

/** Queues lies in the scope, ahead of its normal answers. */
export function lie(scope: Scope, ...lies: Lie[]): Promise<void> {
  return scope.fault(...lies);
}
