import type { ServerResponse } from 'node:http';
import type { HttpResponse } from '../lambda/result';

/** Write a buffered response; HEAD gets the headers only. */
export function send(res: ServerResponse, response: HttpResponse, method = 'GET'): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(response.statusCode, { 'content-length': response.body.length, ...response.headers });
  res.end(method === 'HEAD' ? undefined : response.body);
}

/** A small HTML response (build-missing page, mail viewer). */
export function html(statusCode: number, body: string, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers },
    body: Buffer.from(body),
  };
}

/** A JSON response. */
export function json(statusCode: number, value: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: Buffer.from(JSON.stringify(value)),
  };
}

/** A plain-text response. */
export function text(statusCode: number, body: string, headers: Record<string, string> = {}): HttpResponse {
  return { statusCode, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body: Buffer.from(body) };
}
