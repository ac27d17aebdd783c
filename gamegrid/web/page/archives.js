// The site's Python packages (py/*.zip.gz: a zip archive whose files are stored, the whole archive gzipped),
// fetched and read by a worker (archives-worker.js) while Pyodide starts on the page's thread: one gzip
// stream per archive, inflated by the browser (DecompressionStream), the stored files cut out of it and
// handed to the page, which writes them into Pyodide's file system in one go once it has started
// (docs/decisions.md, "The page's start"). On the page's own thread the downloads stalled while Pyodide
// started (a fetch's body is read there), and Python's unpacking (pyodide.unpackArchive, each of 2,000 files
// inflated and written by zipfile) took a few hundred milliseconds more.
//
// What is read: the end of the central directory, then each entry of the central directory and its local
// header (PKZIP's APPNOTE, sections 4.3.7, 4.3.12, 4.3.16); stored (method 0) entries only, as the builder
// writes them (builder.pack_archive). No ZIP64: the archives are far below 4 GB and 65,535 entries.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

// The archive's bytes as fetched: gzipped (unless a web server already took the gzip off, as one that
// sends .gz files with Content-Encoding: gzip makes the browser do).
export async function gunzip(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// [[name, bytes], ...] for every file of the archive (folders left out; the bytes are views of `bytes`);
// `label` names it in errors.
export function readZip(bytes, label) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw new Error(`${label}: not a zip archive`);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const files = [];
  for (let index = 0; index < count; index++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error(`${label}: damaged zip archive`);
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (name.endsWith("/")) continue;
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`${label}: damaged zip archive`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (method !== 0) throw new Error(`${label}: ${name} is compressed; the page reads stored files only`);
    files.push([name, bytes.subarray(start, start + size)]);
  }
  return files;
}

// Writes the files under `folder` in Pyodide's file system (FS), making their folders.
export function writeFiles(FS, folder, files) {
  const made = new Set();
  for (const [name, data] of files) {
    const path = `${folder}/${name}`;
    const parent = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(parent)) {
      FS.mkdirTree(parent);
      made.add(parent);
    }
    FS.writeFile(path, data);
  }
}

// The archives at `urls`, each as [[name, bytes], ...], read in a worker; rejects with the reason.
export function loadArchives(urls) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./archives-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(data.archives);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "archives-worker.js could not start"));
    };
    worker.postMessage(urls.map((url) => new URL(url, location.href).href));
  });
}
