import http from 'node:http';

/**
 * A minimal cookie-keeping JSON client for one signed-in user of the booted app. It speaks
 * `node:http` over a keep-alive connection rather than `fetch`: on this machine fetch alone costs
 * the client three times the CPU of the request, which would measure undici instead of the api.
 */
export async function signedInClient(baseUrl, email, name = 'Bench') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const login = await request(agent, baseUrl, 'POST', '/api/auth/dev-login', { 'Content-Type': 'application/json' }, { email, name });
  if (login.status >= 300) throw new Error(`dev-login failed: ${login.status} ${login.body}`);
  return jsonClient(baseUrl, agent, { Cookie: [login.headers['set-cookie']].flat()[0].split(';')[0] });
}

/** The same client without a session, for routes anyone may call. */
export function anonymousClient(baseUrl) {
  return jsonClient(baseUrl, new http.Agent({ keepAlive: true, maxSockets: 4 }), {});
}

function jsonClient(baseUrl, agent, sessionHeaders) {
  const call = async (method, path, body, extraHeaders = {}) => {
    const headers = body === undefined ? { ...sessionHeaders, ...extraHeaders } : { 'Content-Type': 'application/json', ...sessionHeaders, ...extraHeaders };
    const reply = await request(agent, baseUrl, method, path, headers, body);
    if (reply.status >= 300) throw new Error(`${method} ${path} failed: ${reply.status} ${reply.body}`);
    return reply.status === 204 ? undefined : JSON.parse(reply.body);
  };
  /** One file in a multipart field, as a browser's form sends it. */
  const upload = async (path, field, data, fileName, contentType) => {
    const boundary = `----bench${Date.now().toString(16)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const reply = await request(agent, baseUrl, 'POST', path, { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...sessionHeaders }, payload);
    if (reply.status >= 300) throw new Error(`POST ${path} failed: ${reply.status} ${reply.body}`);
    return JSON.parse(reply.body);
  };
  return {
    get: (path) => call('GET', path),
    /** `headers` beside the session's, e.g. an Idempotency-Key. */
    post: (path, body, headers) => call('POST', path, body, headers),
    put: (path, body) => call('PUT', path, body),
    upload,
    /** The session's cookie, for requests made outside this client (a page load on a connection of its own). */
    cookie: sessionHeaders.Cookie,
    close: () => agent.destroy(),
  };
}

function request(agent, baseUrl, method, path, headers, body) {
  const payload = body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseUrl), { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
