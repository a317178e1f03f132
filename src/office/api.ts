// The office page's requests: JSON with the session cookie; every POST with the header the server
// asks of the page (CSRF).
export class SignedOut extends Error {}

export async function getJson<T>(path: string): Promise<T> {
  const r = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (r.status === 401) throw new SignedOut('signed out');
  if (!r.ok) throw new Error(`${r.status}`);
  return (await r.json()) as T;
}

export function post(path: string, body: unknown = {}): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-office': '1' },
    body: JSON.stringify(body),
  });
}
