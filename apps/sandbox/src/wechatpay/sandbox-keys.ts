/**
 * Fixed RSA keys of the WeChat Pay sandbox, published on purpose: they protect nothing real. The server's
 * sandbox defaults (apps/server/src/integrations/wechatpay/sandbox-credentials.ts) hold the other halves.
 */

/** The merchant API key's public half, registered with the sandbox (real merchants upload a certificate). */
export const SANDBOX_MERCHANT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2CHslhLNfYcuzRhAtx+I
cc/MN6jJwFtjYUP/DKh7zyWL3iYF3giFnKcrd25IRqV193ky3a9uz8qFmIz5jTw1
NjrS8gsIcxDrO1JufqGkCRQw15igoj26buNyHC7aovvqS/Hbjk3wqaXgPh4k0gyq
2CVVwNbK3/KB9rOXzZrDvBjGTXsWIawBW9yPeQoBU0lWWaorq4wb0BW6WgdNNiW/
oqnJX7gT48t0Dnd4+oPOt9yOM9lKfHKO/yXR3erRqkuLMJQE/9alUdN0wTc2EBIi
dpS7Q3EijLJsaCugYMtQl5EAjZ76IZN/lFkrs12ymLQpiDZ9BCkDJplCYkIjafEU
QwIDAQAB
-----END PUBLIC KEY-----`;

/** The sandbox's "WeChat Pay public key" (微信支付公钥): signs responses and notifications. */
export const SANDBOX_PLATFORM_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCow0CKLzhlF17V
aTct3OkQV5Z4zBfAORsBzGuEhA/vwIcjg8GQugZam5Oo5UIKvoBi8Tao4kVJH10X
bG1Pb5lic46laBG+DTJWBLV7NMFIiwPXEGeEmjXnqNyYX0d89OFDXsCZk/WLzf/J
J2gdlrlsFDGbFLQtlQ5/lDJfXGR6jwgLEtwThLLbJxmzDDHl7NnPV6XEPUPpKrtD
gXO/9JlIv4Mt3Lt4XP+Z8OJCEQTqT/xbLPVjFpOFcLAWG5/UGpOkN/n9SMAhE78t
pybNpny9vyO+fUqiOy1x4vkVIUsiZs7hGk0fhV3E8KcQrUdOd2GE78X885tTUNrL
m5FzuUHdAgMBAAECggEARlbnShEnZL8qaDHL7WIzg/u1vFB4n8ZNcuD0eU2f5NJu
oQdUANIAPvi0QUOY1KiVE2gtW5O/xBv97XrkTqUZnbbDYD6xknCmp8Kbr6gL3YQP
jC6KrvKlgBJaK2oe/j6Eu1M9XGWWhPhN4dX6Z8bALwN1r4kgFhWX7uXiXuu/93KD
uiyre0/UanNjHINhVLNq8F5/ikjDe7n1SPZ+Bf0D+JhI4lKnsBfuy8cPf9Jwlnu3
wA0FF7mDZg8DfUm9mrTuZft8iGdPsTlqKzaJ2lCJZjDEU+41rDP5Pry0qedb3y5G
F+aFSHmOelRfn4XFk2abLxSUW3uPYlKGphj+T9cAUwKBgQDZfIuiek+aG/JV7VCX
yDUXrSoQoWXgDVFE7BF7OuYQtGKVVElZtMJBgMwmNJRRGk4IghiauoJtOn3VlmPl
9L7kn4SEAo23yS46tT/oiDFAn3qIwvvovdr6GlUU5YmmeLl+08nBHorylg2wOGb3
hUDOZPHnu5q/ZuYm/tS/jCZE/wKBgQDGpeEjYLEHiY7hXFJaAaHjNYzt253CY6Uo
PuTwEQDZz18HU5uVDyj++6pR7PUkdHbMz6ripe4dWLeGGMh/ircCANYOrYyZKJ5g
N+YWaLYuOhK0RVZgzkZ6y+5fO/CRCZtrRqRTbN/eS6CKdX/xk8z2EVmmAQ5hnG2K
1Xj1XqMtIwKBgEAKfouPfJUimY9X3B11pLyeDv7qp7b79OxYnyUsSMaud0EFmrvB
kFn9dR/i57GiD0xOErStKu7DBH66VBxIn1Vu63R71ANESEqdSH5ObEJdM5XF5Ku6
DBsNWfRXStssPWLtNkGZnsykBs/XK+rC4DxmWR0ljwHBaRAehcMJn9M9AoGAa58f
FH2kK4M5J5tO+nh77o7qpUsgc1ps9hrtCasMnPSedWe0mNM30L0kD3KjdXarjlbM
LDLdiISyGTKAHalXcPxm/FjGHYxGEbb3LxjX6r+HtqcCHzxiLtEhefMNaGaeD0ac
bJ5FwzeR6LGz+XurxXys5yUXV4baSidRew4ktaUCgYEAgfqqDUkINhSuBfJ2F9it
v/YYe6VZCJ9umT0jLPZjnKn7EYLSmuUxJ1H2iGP1SK+U6Khd6oA1aP1vh1EvigQx
HDVuvCnl6JPQmo4DD+FviCT54/WN/zHsparSqlJyvi7dT3svnepW91s0jg4MRbkd
eSu2AtNZNUrIl1txXAVIFr0=
-----END PRIVATE KEY-----`;

export const SANDBOX_PLATFORM_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqMNAii84ZRde1Wk3Ldzp
EFeWeMwXwDkbAcxrhIQP78CHI4PBkLoGWpuTqOVCCr6AYvE2qOJFSR9dF2xtT2+Z
YnOOpWgRvg0yVgS1ezTBSIsD1xBnhJo156jcmF9HfPThQ17AmZP1i83/ySdoHZa5
bBQxmxS0LZUOf5QyX1xkeo8ICxLcE4Sy2ycZswwx5ezZz1elxD1D6Sq7Q4Fzv/SZ
SL+DLdy7eFz/mfDiQhEE6k/8Wyz1YxaThXCwFhuf1BqTpDf5/UjAIRO/LacmzaZ8
vb8jvn1KojstceL5FSFLImbO4RpNH4VdxPCnEK1HTndhhO/F/PObU1Day5uRc7lB
3QIDAQAB
-----END PUBLIC KEY-----`;
