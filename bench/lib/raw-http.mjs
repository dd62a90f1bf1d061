import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request as given (any method, path, headers and body: an object goes as JSON, a string or
 * a Buffer as it is), for the fault and fuzz runs: its status and body, status 0 where no answer
 * came (a refused or reset connection), never a throw.
 */
export function sendRaw(baseUrl, method, path, headers, body) {
  const json = body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body);
  const payload = json ? JSON.stringify(body) : body;
  const allHeaders = json ? { 'content-type': 'application/json', ...headers } : headers;
  return new Promise((resolve) => {
    const req = http.request(new URL(path, baseUrl), { method, agent, headers: allHeaders, timeout: 60_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ status: 0, body: String(error) }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
    req.end(payload);
  });
}
