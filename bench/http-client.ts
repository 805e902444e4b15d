import http from 'node:http';

// A parent's phone as the benchmarks play it: each request on a connection of its own (no keep-alive agent), JSON
// in and out, from the server's own origin (writes from any other are refused as cross-site).

export interface BenchAnswer {
  status: number;
  text: string;
  /** "name=value; …" of the answer's Set-Cookie headers (attributes dropped). */
  cookies: string;
}

export function postJson(
  url: string,
  body: unknown,
  options: {
    cookie?: string;
    /** The client's address as the server's one trusted proxy reports it (TRUST_PROXY=1). */
    clientIp?: string;
    timeoutMs: number;
  },
): Promise<BenchAnswer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: options.timeoutMs,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.clientIp ? { 'x-forwarded-for': options.clientIp } : {}),
          origin: new URL(url).origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          answer += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: answer,
            cookies: (response.headers['set-cookie'] ?? [])
              .map((c) => c.split(';')[0] ?? '')
              .filter((pair) => pair !== '' && !pair.endsWith('='))
              .join('; '),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(text);
  });
}
