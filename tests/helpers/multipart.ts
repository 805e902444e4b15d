import { randomUUID } from 'node:crypto';

// A multipart/form-data body built by hand, byte for byte as a browser sends a form with a file, for tests that
// send it raw (the authorisation matrix) or need exact control over its size.

export interface MultipartFile {
  name: string;
  fileName: string;
  /** The part's declared type; a browser guesses it from the file name. */
  contentType?: string;
  bytes: Uint8Array;
}

export function multipartBody(
  fields: Record<string, string>,
  file?: MultipartFile,
): { contentType: string; text: Uint8Array<ArrayBuffer> } {
  const boundary = `----anpfiff${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    text: new Uint8Array(Buffer.concat(parts)),
  };
}
