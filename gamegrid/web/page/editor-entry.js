// The page's code editor: CodeMirror 6 with Python highlighting, bundled by esbuild into editor.js
// (gamegrid/web/assets.py). The page uses only what this module exports.
import { EditorView, basicSetup } from "codemirror";
import { python } from "@codemirror/lang-python";
import { EditorState, StateEffect, StateField, RangeSetBuilder } from "@codemirror/state";
import { Decoration, keymap } from "@codemirror/view";
import { indentUnit } from "@codemirror/language";

// Line marks: "changed" (added since the previous step) and "error" (the line an error points at).
const setMarks = StateEffect.define();
const marks = StateField.define({
  create: () => Decoration.none,
  update(value, transaction) {
    value = value.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setMarks)) value = effect.value;
    }
    return value;
  },
  provide: (field) => EditorView.decorations.from(field),
});

function lineMarks(state, changed, errorLine) {
  const builder = new RangeSetBuilder();
  const lines = new Set(changed);
  if (errorLine) lines.add(errorLine);
  for (const number of [...lines].sort((a, b) => a - b)) {
    if (number < 1 || number > state.doc.lines) continue;
    const kind = number === errorLine ? "gg-line-error" : "gg-line-changed";
    builder.add(state.doc.line(number).from, state.doc.line(number).from, Decoration.line({ class: kind }));
  }
  return builder.finish();
}

export function createEditor(parent, { code = "", onRun = () => {}, label = "code" } = {}) {
  let changed = [];
  let errorLine = null;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        keymap.of([{ key: "Mod-Enter", run: () => { onRun(); return true; } },
                   { key: "Shift-Enter", run: () => { onRun(); return true; } }]),
        basicSetup,
        python(),
        indentUnit.of("    "),
        EditorView.lineWrapping,   // long comment lines wrap instead of hiding the code beside the game
        marks,
        EditorView.contentAttributes.of({ "aria-label": label }),
      ],
    }),
  });
  const refresh = () => view.dispatch({ effects: setMarks.of(lineMarks(view.state, changed, errorLine)) });
  return {
    view,
    getCode: () => view.state.doc.toString(),
    setCode(text, changedLines = []) {
      changed = changedLines;
      errorLine = null;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      refresh();
    },
    markError(line) {
      errorLine = line;
      refresh();
      if (line && line <= view.state.doc.lines) {
        const at = view.state.doc.line(line).from;
        view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      }
    },
    clearError() { errorLine = null; refresh(); },
    focus: () => view.focus(),
  };
}
