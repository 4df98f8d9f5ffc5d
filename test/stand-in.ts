import type {VideoSource} from '../src/data/index.js';
import './first-visit.js';

/** Where the real stand-ins the test runner started are listening. */
export interface StandIn {
  serviceUrl: string;
  mediaUrl: string;
  apiKey: string;
  proxyPath: string;
}

let info: Promise<StandIn> | undefined;

export function standIn(): Promise<StandIn> {
  info ??= fetch('/__stand-in.json').then((response) => response.json() as Promise<StandIn>);
  return info;
}

/** A fault the stand-in service serves instead of the next answer in a scope. */
export interface Fault {
  status?: number;
  body?: string;
  contentType?: string;
  retryAfter?: string;
  delayMs?: number;
  /** Keeps the request waiting until `Scope.release()`: a state lasts as long as the test needs. */
  hold?: boolean;
  drop?: boolean;
}

/** An API request as the stand-in service logged it (whether a key came, never its value). */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: boolean;
  /** 0 when the connection closed before a response; null while pending. */
  status: number | null;
  /** Bytes written for the response until it finished or the client went away. */
  bytesSent: number | null;
}

/**
 * A private corner of the stand-in service: its own request log and fault queue, so
 * tests in two browsers at once never see each other's traffic.
 */
export class Scope {
  readonly id = `t-${Math.random().toString(36).slice(2)}`;

  private constructor(readonly info: StandIn) {}

  static async create(): Promise<Scope> {
    return new Scope(await standIn());
  }

  /** Direct mode against this scope, with the right key unless another is given. */
  source(apiKey: string = this.info.apiKey): VideoSource {
    return {endpoint: `${this.info.serviceUrl}/scopes/${this.id}`, apiKey};
  }

  async fault(...faults: Fault[]): Promise<void> {
    const response = await fetch(`${this.info.serviceUrl}/__control/${this.id}/faults`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({faults}),
    });
    if (!response.ok) throw new Error(`stand-in refused faults: ${response.status}`);
  }

  /** Lets the scope's held answers go, those whose request has not come yet included. */
  async release(): Promise<void> {
    const response = await fetch(`${this.info.serviceUrl}/__control/${this.id}/release`, {
      method: 'POST',
    });
    if (!response.ok) throw new Error(`stand-in refused the release: ${response.status}`);
  }

  /** API requests the service received in this scope (preflights excluded). */
  async requests(): Promise<LoggedRequest[]> {
    const response = await fetch(`${this.info.serviceUrl}/__control/${this.id}/requests`);
    const body = (await response.json()) as {requests: LoggedRequest[]};
    return body.requests.filter((request) => request.method !== 'OPTIONS');
  }
}

/**
 * A key for the delivery host's `hold-later` fault (`/faults/hold-later/<key>/<clip>/…`): the
 * clip's later segments wait until `releaseSegments(key)`, a stall that lasts as the test needs.
 */
export const holdKey = (): string => `h-${Math.random().toString(36).slice(2)}`;

/** Lets the segments held under `key` go, those asked for later included. */
export async function releaseSegments(key: string): Promise<void> {
  const response = await fetch(`${(await standIn()).mediaUrl}/__release/${key}`, {method: 'POST'});
  if (!response.ok) throw new Error(`the delivery host refused the release: ${response.status}`);
}
