/**
 * A self-signed certificate for the loopback names (localhost, 127.0.0.1, ::1), for the local stand-ins of Azure
 * services that speak HTTPS (the Cosmos DB server, the ACS Email server). A client trusts it for that endpoint
 * only, through its own agent's `ca`; the process-wide trust store is never changed.
 */
import { generate } from 'selfsigned';

export async function makeLoopbackCertificate(years = 5): Promise<{ cert: string; key: string }> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + years * 365 * 86_400_000);
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { cert: made.cert, key: made.private };
}
