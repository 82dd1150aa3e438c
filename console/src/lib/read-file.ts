/**
 * Reads a file as a base64 `data:` URL (`data:image/png;base64,...`), the form image fields are
 * sent in (docs/wire-protocol.md).
 * @throws (rejects) when the file cannot be read.
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}
