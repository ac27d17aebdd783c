// The page of `gamegrid web` (docs/architecture.md, "The browser"): boots Pyodide from the site's own files,
// unpacks the Python packages and the program's folder into Pyodide's file system, runs the step in the editor
// through gamegrid.browser.page, shows its errors at the pupil's line, and offers window.gamegrid to checks.
// Nothing is loaded from anywhere but this site.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { loadArchives, writeFiles } from "./archives.js";

const PROGRAM_DIR = "/home/pyodide/program";
const NO_FRAMES_MS = 2000;          // a frame that late means the program kept the page from drawing
const $ = (id) => document.getElementById(id);

// -- the language: ?lang=, else the site's default, else the browser's, else English ---------------------------
function chooseLanguage(site) {
  const known = Object.keys(site.texts);
  const pick = (text) => (text || "").toLowerCase().split(/[-_]/)[0];
  const asked = pick(new URLSearchParams(location.search).get("lang"));
  if (known.includes(asked)) return asked;
  if (known.includes(site.lang)) return site.lang;
  for (const name of navigator.languages || [navigator.language]) {
    if (known.includes(pick(name))) return pick(name);
  }
  return "en";
}

let texts = {};
const say = (key, fields = {}) => (texts[key] || key).replace(/\{(\w+)\}/g, (_, name) => String(fields[name] ?? ""));

function applyTexts() {
  for (const element of document.querySelectorAll("[data-text]")) {
    const text = say(element.dataset.text);
    if (element.id === "gg-previous" || element.id === "gg-next") element.title = element.ariaLabel = text;
    else element.textContent = text;
  }
  $("gg-run").title = say("run_hint");
}

function showMessage(key, fields) { $("gg-message").textContent = key ? say(key, fields) : ""; }

// -- the run's state, as the hooks report it -----------------------------------------------------------------------
let pyodide = null;
let page = null;                    // the Python module gamegrid.browser.page
let editor = null;
let site = null;
let language = "en";
let stepIndex = 0;
let shownErrors = [];
let running = false;
let currentRun = null;              // {ready: Promise, resolve, framed: bool, started: bool}

// The first run keeps the Promise `ready` had while Python was still loading (a check may await it early).
function newRun() {
  if (currentRun && !currentRun.started) {
    currentRun.started = true;
    return currentRun;
  }
  let resolve;
  const ready = new Promise((done) => { resolve = done; });
  currentRun = { ready, resolve, framed: false, started: true };
  return currentRun;
}
currentRun = { ready: null, resolve: null, framed: false, started: false };
currentRun.ready = new Promise((done) => { currentRun.resolve = done; });
// the editor is made once the first run is ready (its first frame, or its error before any); the hook `ready`
// waits for it too, so that a check finds the page whole
const editorMade = currentRun.ready.then(() => makeEditor()).catch((error) => console.error(error));

function errorLine(text, line) {
  if (Number.isInteger(line) && line > 0) return line;
  const found = /(?:line|Zeile|ligne)\s+(\d+)/i.exec(text);   // the error texts name the line in each language
  return found ? Number(found[1]) : null;
}

// line: the pupil's line from the Python side; undefined: read it from the text; false: the error has none
function onError(text, line) {
  text = String(text);
  const where = line === false ? null : errorLine(text, line === undefined || line === null ? null : Number(line));
  shownErrors.push(text);
  const box = document.createElement("div");
  box.className = "gg-error";
  if (where) {
    const link = document.createElement("a");
    link.href = "#";
    link.textContent = say("error_line", { line: where }) + ": ";
    link.addEventListener("click", (event) => { event.preventDefault(); editor.markError(where); editor.focus(); });
    box.append(link);
    editor.markError(where);
  }
  box.append(text);
  $("gg-errors").append(box);
  if (!currentRun.framed) currentRun.resolve();   // stopped before any frame: ready says so, errors() says why
}

function onFirstFrame() {
  if (!performance.getEntriesByName("gamegrid:first-frame").length) performance.mark("gamegrid:first-frame");
  currentRun.framed = true;
  currentRun.framedAt = performance.now();
  currentRun.resolve();
}

// The game's status bar is drawn under the playground in the canvas; its text also goes to a live region,
// so that a screen reader reads it out.
function onStatus(text) {
  $("gg-status-live").textContent = text === undefined || text === null ? "" : String(text);
}

function setRunning(value) {
  running = value;
  $("gg-stop").disabled = !value;
}

// -- "frames never come": the program kept the page from drawing ---------------------------------------------------
let lastFrame = performance.now();
function watchFrames(now) {
  const late = now - lastFrame;
  const since = lastFrame;
  lastFrame = now;
  // only gaps that began after the game's first frame: starting Python and the program may take longer
  if (running && currentRun.framed && since >= currentRun.framedAt && late > NO_FRAMES_MS) showNoFrames(late / 1000);
  requestAnimationFrame(watchFrames);
}
// a hidden tab gets no frames at all: that is no sign of a busy program
document.addEventListener("visibilitychange", () => { lastFrame = performance.now(); });

function showNoFrames(seconds) {
  $("gg-no-frames-text").textContent = say("no_frames", { seconds: Math.round(seconds) });
  $("gg-no-frames").hidden = false;
}

// Called by the Python side (a poll point in the pupil's loop) when no frame has come for a while: the page
// cannot draw until the loop yields, but the browser's own confirm() box still shows. true: stop the program.
globalThis.gamegridNoFrames = (seconds) => {
  showNoFrames(seconds);
  return window.confirm(say("no_frames_confirm", { seconds: Math.round(seconds) }));
};

// -- dialogs: inputInt, inputString, msgDlg, GGInput* (contract: gamegridDialog) ---------------------------------------
globalThis.gamegridDialog = (kind, title, message, defaultText) => new Promise((resolve) => {
  const dialog = $("gg-dialog");
  const input = $("gg-dialog-input");
  const asks = !/^(message|msg|msgdlg|info)$/i.test(String(kind ?? "message"));
  $("gg-dialog-title").textContent = title ?? "";
  $("gg-dialog-message").textContent = message ?? "";
  input.hidden = !asks;
  input.value = defaultText ?? "";
  input.inputMode = /int|long|float|double|number/i.test(String(kind)) ? "decimal" : "text";
  $("gg-dialog-cancel").hidden = !asks;
  dialog.returnValue = "";
  dialog.addEventListener("close", () => {
    if (!asks) resolve(dialog.returnValue === "ok" ? "" : null);
    else resolve(dialog.returnValue === "ok" ? input.value : null);
    $("gamegrid-canvas").focus();
  }, { once: true });
  dialog.showModal();
  if (asks) input.select();
});

// -- running the program ------------------------------------------------------------------------------------------
async function runCode(code) {
  const run = newRun();
  shownErrors = [];
  $("gg-errors").replaceChildren();
  $("gg-no-frames").hidden = true;
  editor.clearError();
  setRunning(true);
  showMessage("running");
  const step = site.steps[stepIndex];
  const names = pyodide.toPy({ code, filename: step ? step.name : "main.py", lang: language });
  try {
    // runPythonAsync, so that blocking calls (run_sync, JSPI) can suspend the program while the page draws
    await pyodide.runPythonAsync(
      "from gamegrid.browser import page as _page\nawait _page.run(code, filename, lang)", { globals: names });
  } catch (error) {
    onError(String(error.message || error));
  } finally {
    names.destroy();
  }
  if (currentRun === run) showMessage(shownErrors.length ? "" : running ? "finished" : "stopped");
  run.resolve();   // the top level is done: a program that draws nothing is ready too
  return run.ready;
}

function startRun(code) {
  const run = currentRun;
  runCode(code);
  $("gamegrid-canvas").focus();   // keys go to the game at once, as to a new window on the desktop
  return currentRun === run ? run.ready : currentRun.ready;
}

function showStep(index) {
  stepIndex = Math.max(0, Math.min(site.steps.length - 1, index));
  const step = site.steps[stepIndex];
  editor.setCode(step.code, step.changed);
  const steps = site.steps.filter((each) => !each.exercise).length;
  $("gg-step-label").textContent = step.exercise ? say("exercise", { number: step.exercise })
    : say("step", { number: stepIndex + 1, count: steps });
  $("gg-step-title").textContent = step.title || step.name;
  $("gg-previous").disabled = stepIndex === 0;
  $("gg-next").disabled = stepIndex === site.steps.length - 1;
  $("gg-changed-note").hidden = step.changed.length === 0;
  const url = new URL(location.href);
  if (site.steps.length > 1) url.searchParams.set("step", String(stepIndex + 1));
  history.replaceState(null, "", url);
}

// -- the editor: CodeMirror, made once the first run has drawn its first frame (or stopped before it) -----------------
// Made earlier, its half megabyte of JavaScript and its first drawing took the page's thread while Pyodide
// started (docs/decisions.md, "The page's start"). Until then the code shows as plain text, and this stand-in
// keeps what the editor is asked to show.
function plainEditor(parent) {
  const text = document.createElement("pre");
  text.className = "gg-code-plain";
  parent.replaceChildren(text);
  let changed = [];
  let errorLine = null;
  return {
    setCode(code, changedLines = []) { text.textContent = code; changed = changedLines; errorLine = null; },
    getCode: () => text.textContent,
    markError(line) { errorLine = line; },
    clearError() { errorLine = null; },
    focus() {},
    handOver(real) {
      real.setCode(text.textContent, changed);
      if (errorLine) real.markError(errorLine);
    },
  };
}

async function makeEditor() {
  const { createEditor } = await import("./editor.js");
  const standIn = editor;
  const real = createEditor($("gg-editor"), { onRun: () => startRun(editor.getCode()), label: say("code") });
  standIn.handOver(real);
  $("gg-editor").replaceChildren(real.view.dom);
  editor = real;
}

// -- booting --------------------------------------------------------------------------------------------------------
async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function boot() {
  // Pyodide starts first: its download and start-up take the longest, and the rest happens meanwhile (site.json,
  // the packages); the code editor comes after the first frame (makeEditor).
  const pyodideLoading = loadPyodide({
    indexURL: new URL("pyodide/", location.href).href,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  pyodideLoading.catch(() => {});   // awaited below; a failure is reported there
  site = await (await fetch("site.json")).json();
  // the packages download while Pyodide starts, and a worker reads them meanwhile (archives.js)
  const archivesLoading = loadArchives(site.archives.map((archive) => archive.url));
  archivesLoading.catch(() => {});   // awaited below; a failure is reported there
  language = chooseLanguage(site);
  texts = site.texts[language];
  document.documentElement.lang = language;
  applyTexts();
  document.body.dataset.lang = language;   // the page's texts are in place (checks wait for this)
  showMessage("loading");
  const asked = Number(new URLSearchParams(location.search).get("step"));
  stepIndex = asked >= 1 && asked <= site.steps.length ? asked - 1 : site.start;
  editor = plainEditor($("gg-editor"));
  $("gg-steps").hidden = site.steps.length < 2;
  showStep(stepIndex);

  // the program's files too
  const filesLoading = Promise.all(site.program.files.map((name) =>
    fetchBytes("program/" + name.split("/").map(encodeURIComponent).join("/"))));
  pyodide = await pyodideLoading;
  performance.mark("gamegrid:pyodide-loaded");
  showMessage("loading_files");
  // site.py has run at start; sysconfig would be compiled from source first (tens of milliseconds)
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const files of await archivesLoading) writeFiles(pyodide.FS, sitePackages, files);
  const files = await filesLoading;
  site.program.files.forEach((name, index) => {
    const path = `${PROGRAM_DIR}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, files[index]);
  });
  pyodide.FS.mkdirTree(PROGRAM_DIR);
  // importlib.invalidate_caches(): the import system sees the packages written behind its back
  pyodide.runPython(`import importlib, os, sys\nimportlib.invalidate_caches()\n` +
                    `os.chdir(${JSON.stringify(PROGRAM_DIR)})\nsys.path.insert(0, ${JSON.stringify(PROGRAM_DIR)})`);
  performance.mark("gamegrid:files-unpacked");
  page = pyodide.pyimport("gamegrid.browser.page");
  performance.mark("gamegrid:imported");
  page.set_callbacks(onFirstFrame, onError, onStatus);

  $("gg-run").disabled = false;
  $("gg-run").addEventListener("click", () => startRun(editor.getCode()));
  $("gg-stop").addEventListener("click", () => { page.stop(); setRunning(false); showMessage("stopped"); });
  $("gg-no-frames-stop").addEventListener("click", () => location.reload());
  $("gamegrid-canvas").addEventListener("mousedown", () => $("gamegrid-canvas").focus());
  $("gg-previous").addEventListener("click", () => { showStep(stepIndex - 1); startRun(editor.getCode()); });
  $("gg-next").addEventListener("click", () => { showStep(stepIndex + 1); startRun(editor.getCode()); });
  requestAnimationFrame(watchFrames);
  $("gamegrid-canvas").focus();
  startRun(editor.getCode());   // boot ends here: Python is ready; the first run goes on
}

// -- the hooks for checks (issue 33) ------------------------------------------------------------------------------------
const toJs = (proxy) => {
  try { return proxy.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false }); }
  finally { proxy.destroy(); }
};

// Python is there once `booted` has resolved: run() waits for it; state() and answer() say so before it.
let booted = null;
const python = () => {
  if (!page) throw new Error("gamegrid: Python is still starting in this page; await window.gamegrid.ready first");
  return page;
};

window.gamegrid = {
  get ready() { return editorMade.then(() => currentRun.ready); },
  state: () => toJs(python().state()),
  errors: () => [...shownErrors],
  async run(code) {
    await booted;
    editor.setCode(String(code));
    return startRun(String(code));
  },
  canvas: () => $("gamegrid-canvas"),
  answer(texts) {
    const entry = python();
    const list = pyodide.toPy([...texts].map(String));
    try { entry.answer(list); } finally { list.destroy(); }
  },
};

// Opened as a file (a double-click), this module does not even load: index.html's own script says so.
booted = boot();
booted.catch((error) => {
  console.error(error);
  const reason = String(error && error.message || error);
  showMessage("");
  onError(say("boot_failed", { reason }), false);
  currentRun.resolve();
});
