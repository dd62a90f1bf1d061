/** A minimal cookie-keeping JSON client for one signed-in user of the booted app. */
export async function signedInClient(baseUrl, email, name = 'Bench') {
  const response = await fetch(`${baseUrl}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name }),
  });
  if (!response.ok) throw new Error(`dev-login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie').split(';')[0];
  const call = async (method, path, body) => {
    const reply = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path} failed: ${reply.status} ${await reply.text()}`);
    return reply.status === 204 ? undefined : reply.json();
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}
