// @simplewebauthn/server takes longer to load than any other package of the server (~150 ms on an idle machine, its
// ASN.1 and CBOR parsers among it), and only a passkey ceremony needs it: it loads at the first one, not at every
// start of the server (nor of each integration test file, which builds the whole app).
export const loadWebAuthn = () => import('@simplewebauthn/server');
