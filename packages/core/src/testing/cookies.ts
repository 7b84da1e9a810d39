/** Test helpers for code that reads and writes document.cookie in happy-dom. */

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The prototype that defines document.cookie (happy-dom's own Document class, not the global one), for spying on writes. */
export function cookieOwner(): Document {
  let proto: object | null = document;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error('document.cookie is not defined on any prototype');
  return proto as Document;
}
