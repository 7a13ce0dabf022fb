/** What STORAGE_URL says (decision 1602): `s3://KEY:SECRET@host[:port]/bucket?region=…`, or `s3+http://` without TLS. */
export type S3Location = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export function parseStorageUrl(value: string): S3Location {
  const url = new URL(value);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('STORAGE_URL: o caminho deve ser o nome do bucket (ex.: s3://CHAVE:SEGREDO@host/rumo-arquivos)');
  if (!url.username || !url.password) throw new Error('STORAGE_URL: informe a chave e o segredo de acesso (s3://CHAVE:SEGREDO@host/bucket)');
  return {
    endpoint: `${url.protocol === 's3+http:' ? 'http' : 'https'}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
