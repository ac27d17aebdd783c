// Fetches and reads the site's package archives off the page's thread (archives.js says why), and hands
// their files to the page: the bytes are moved (transferred), not copied.
import { gunzip, readZip } from "./archives.js";

async function read(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return readZip(await gunzip(new Uint8Array(await response.arrayBuffer())), url);
}

onmessage = async ({ data: urls }) => {
  try {
    const archives = await Promise.all(urls.map(read));
    const buffers = new Set(archives.flat().map(([, bytes]) => bytes.buffer));
    postMessage({ archives }, [...buffers]);
  } catch (error) {
    postMessage({ error: String((error && error.message) || error) });
  }
};
