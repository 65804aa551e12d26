/**
 * Plays the Shein seller on the sandbox's empower page: posts the consent for `supplierId` with the
 * parameters of our authorization URL, and returns the redirect Shein would send the browser to.
 */
export const empowerInSandbox = async (sandboxBase: string, authorizationUrl: string, supplierId: string) => {
  const url = new URL(authorizationUrl);
  const q = new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1));
  const res = await fetch(`${sandboxBase}/shein-sem/api/empower`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      appid: q.get('appid'),
      sellerSupplierId: supplierId,
      state: q.get('state'),
      redirectUrl: q.get('redirectUrl'),
    }),
  });
  const redirect = new URL(((await res.json()) as { info: { redirect: string } }).info.redirect);
  return { state: q.get('state') ?? '', redirect };
};
