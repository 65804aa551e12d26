/**
 * What the screenshot scripts (help-screenshots.mjs, landing-screenshots.mjs) share: form posts to the running
 * product, and a new BOSS made through the real register flow with the code from the SMS sandbox's inbox.
 */
export const productClient = (base, sandbox) => {
  const post = async (path, body, token) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
      body: new URLSearchParams(body),
    });
    return (await res.json()).data;
  };
  const registerBoss = async (prefix, password) => {
    const phone = `${prefix}${String(Date.now()).slice(-8)}`;
    await post('/api/phone/sendPhoneCodeRegister', { phone });
    const [msg] = await (await fetch(`${sandbox}/sms/messages?phone=${phone}`)).json();
    await post('/api/auth/register', { userName: phone, password, code: msg.code });
    const { token } = await post('/api/auth/login', { userName: phone, password });
    return token;
  };
  return { post, registerBoss };
};
