// BoardView's front end (an anywidget ES module): draws the board, animates slides, reads clicks and keys.
//
// The board shown is `tiles` (row-major, 0 = blank) with the first `step` letters of `moves` applied
// (blank moves U D L R), so a player can step and play through a whole solution in the browser
// without asking the kernel for each frame. Each tile is one element that keeps its identity and is
// moved with a CSS transform, so a slide glides (the transition time comes from `animate_ms`).
//
// Input (only when `interactive`): a click on a tile in the blank's row or column slides the tiles
// between it and the blank; an arrow key moves the tile on that side of the blank INTO the blank.
// The page shows the predicted board at once and sends {kind: "slide", row, col, seq} to Python,
// which is the authority: it answers by setting `tiles` with `ack = seq`; answers to older clicks
// (ack < last seq sent) are not drawn, so quick clicks never flicker back.
// When not interactive, Left/Right/Home/End step and Space plays/pauses (a player's `playing`).

const DELTA = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
const KEY_CELL = { ArrowLeft: [0, 1], ArrowRight: [0, -1], ArrowUp: [1, 0], ArrowDown: [-1, 0] }; // = KEY_OFFSETS

function applyMoves(tiles, cols, moves) {
  const out = tiles.slice();
  let blank = out.indexOf(0);
  for (const m of moves) {
    const d = DELTA[m];
    if (!d) continue;
    const r = Math.floor(blank / cols) + d[0];
    const c = (blank % cols) + d[1];
    const rows = out.length / cols;
    if (r < 0 || r >= rows || c < 0 || c >= cols) break;
    const target = r * cols + c;
    out[blank] = out[target];
    out[target] = 0;
    blank = target;
  }
  return out;
}

function lineMoves(tiles, cols, row, col) {
  // Blank moves that slide every tile between the blank and (row, col) one cell toward the blank.
  const blank = tiles.indexOf(0);
  const br = Math.floor(blank / cols);
  const bc = blank % cols;
  if (row === br && col !== bc) return (col > bc ? "R" : "L").repeat(Math.abs(col - bc));
  if (col === bc && row !== br) return (row > br ? "D" : "U").repeat(Math.abs(row - br));
  return "";
}

function defaultCell(rows, cols) {
  const side = Math.max(rows, cols);
  return { 2: 92, 3: 84, 4: 70, 5: 60, 6: 52 }[side] || Math.max(28, 52 - 4 * (side - 6));
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "puzzlelib-boardview";
  root.tabIndex = 0;
  // JupyterLab skips its keyboard shortcuts for events inside an element carrying this attribute.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("role", "group");
  const frame = document.createElement("div");
  frame.className = "puzzlelib-frame";
  root.appendChild(frame);
  const note = document.createElement("div");
  note.className = "puzzlelib-keys-note";
  root.appendChild(note);
  const live = document.createElement("div");
  live.className = "puzzlelib-sr-only";
  live.setAttribute("aria-live", "polite");
  root.appendChild(live);
  el.appendChild(root);

  let elements = new Map(); // tile number -> element (0 = the blank's slot)
  let shape = "";
  let predicted = null; // the board drawn ahead of Python's answer, while clicks are in flight
  let seq = model.get("ack") || 0;
  let stepTimer = null;

  const get = (name) => model.get(name);
  // Words come from Python's message catalog (the `texts` trait), in the language the kernel shows.
  const say = (key, values = {}) => Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), (get("texts") || {})[key] || key);
  let replay = null; // {step, timer}: the browser replaying moves[0..step] (a game's Solve), or null
  const shown = () => {
    if (predicted) return predicted;
    const moves = get("moves") || "";
    const target = replay ? replay.step : get("step") || 0;
    const step = Math.max(0, Math.min(target, moves.length));
    return applyMoves(get("tiles") || [], get("cols"), moves.slice(0, step));
  };

  function cellPx() {
    const base = get("cell_px") || defaultCell(get("rows"), get("cols"));
    return Math.round(base);
  }

  function build() {
    const rows = get("rows");
    const cols = get("cols");
    const pieces = get("pieces") || [];
    frame.textContent = "";
    elements = new Map();
    for (let t = 0; t < rows * cols; t++) {
      const tile = document.createElement("div");
      tile.className = t === 0 ? "puzzlelib-blank" : "puzzlelib-tile";
      tile.dataset.tile = String(t);
      if (t !== 0) {
        tile.setAttribute("role", "button");
        if (pieces[t]) {
          tile.classList.add("puzzlelib-picture");
          tile.style.backgroundImage = `url("${pieces[t]}")`;
          const badge = document.createElement("span");
          badge.className = "puzzlelib-badge";
          badge.textContent = String(t);
          tile.appendChild(badge);
        } else {
          tile.textContent = String(t);
        }
        // Act on pointerdown, not click: the tile moves as the finger or button goes down, a frame or
        // two sooner than a click (which waits for the release).
        tile.addEventListener("pointerdown", (event) => {
          if (event.button !== 0) return;
          event.preventDefault(); // keeps the focus on the board instead of starting a text selection
          event.stopPropagation();
          root.focus({ preventScroll: true });
          const at = shown().indexOf(t);
          clicked(Math.floor(at / cols), at % cols);
        });
        tile.addEventListener("click", (event) => event.stopPropagation());
      }
      frame.appendChild(tile);
      elements.set(t, tile);
    }
    shape = `${rows}x${cols}:${pieces.length}`;
  }

  function draw() {
    const rows = get("rows");
    const cols = get("cols");
    const pieces = get("pieces") || [];
    if (shape !== `${rows}x${cols}:${pieces.length}`) build();
    const board = shown();
    if (board.length !== rows * cols) return;
    const px = cellPx();
    const gap = Math.max(2, Math.round(px / 20));
    const ms = rows * cols > 36 ? 0 : get("animate_ms");
    root.style.setProperty("--plb-cell", `${px}px`);
    root.style.setProperty("--plb-gap", `${gap}px`);
    root.style.setProperty("--plb-font", `${Math.max(14, Math.round(px * 0.42))}px`);
    root.style.setProperty("--plb-slide", `${ms}ms`);
    frame.style.width = `${cols * px + (cols + 1) * gap}px`;
    frame.style.height = `${rows * px + (rows + 1) * gap}px`;
    const goal = get("goal") || [];
    const solved = goal.length === board.length && goal.every((t, i) => t === board[i]);
    const blank = board.indexOf(0);
    const br = Math.floor(blank / cols);
    const bc = blank % cols;
    const interactive = get("interactive");
    let nextTile = get("highlight");
    const moves = get("moves") || "";
    const step = replay ? replay.step : get("step") || 0;
    if (get("show_next") && !predicted && step < moves.length) {
      const d = DELTA[moves[step]];
      if (d) nextTile = board[(br + d[0]) * cols + (bc + d[1])];
    }
    board.forEach((t, cell) => {
      const node = elements.get(t);
      if (!node) return;
      const r = Math.floor(cell / cols);
      const c = cell % cols;
      node.style.transform = `translate(${gap + c * (px + gap)}px, ${gap + r * (px + gap)}px)`;
      node.dataset.cell = String(cell);
      if (t === 0) {
        node.classList.toggle("puzzlelib-complete", solved && !!pieces[0]);
        node.style.backgroundImage = solved && pieces[0] ? `url("${pieces[0]}")` : "";
        return;
      }
      let can = "";
      if (r === br && c !== bc) can = c > bc ? "left" : "right";
      else if (c === bc && r !== br) can = r > br ? "up" : "down";
      const next = Math.abs(r - br) + Math.abs(c - bc) === 1;
      node.setAttribute("aria-label", interactive && can
        ? say(next ? "tile_can_slide" : "tile_can_slide_line", { tile: t, direction: say(can) })
        : say("tile_at", { tile: t, row: r + 1, col: c + 1 }));
      node.classList.toggle("puzzlelib-movable", interactive && next);
      node.classList.toggle("puzzlelib-next", t === nextTile);
    });
    if (solved !== root.classList.contains("puzzlelib-solved")) live.textContent = solved ? say("solved") : "";
    root.classList.toggle("puzzlelib-solved", solved);
    root.classList.toggle("puzzlelib-interactive", !!interactive);
    root.dataset.board = board.join(" ");
    root.dataset.step = String(step);
    root.setAttribute("aria-label", get("label") || say("board", { rows, cols }));
    note.textContent = get("note") || "";
    note.style.display = note.textContent ? "" : "none";
    // A timestamp a benchmark can read: when this board was last painted.
    requestAnimationFrame(() => {
      root.dataset.painted = String(performance.now());
      root.dataset.paintedBoard = board.join(" ");
    });
  }

  function clicked(row, col) {
    if (!get("interactive")) return;
    if (replay) stopReplay(); // a click during a replay: jump to its end, then play on from there
    const cols = get("cols");
    const current = shown();
    const moves = lineMoves(current, cols, row, col);
    if (!moves) {
      model.send({ kind: "refused", row, col });
      return;
    }
    predicted = applyMoves(current, cols, moves);
    seq = Math.max(seq, get("ack") || 0) + 1;
    draw();
    model.send({ kind: "slide", row, col, seq });
  }

  function stepBy(delta, absolute) {
    const max = (get("moves") || "").length;
    const limit = get("max_step") || max;
    const now = get("step") || 0;
    const target = absolute === undefined ? now + delta : absolute;
    const clamped = Math.max(0, Math.min(limit, target));
    if (clamped !== now) {
      model.set("step", clamped);
      model.save_changes();
    }
  }

  root.addEventListener("keydown", (event) => {
    // Keys on the focused board are the board's: JupyterLab's notebook never sees them.
    const key = event.key;
    let handled = false;
    if (get("interactive") && KEY_CELL[key]) {
      const board = shown();
      const cols = get("cols");
      const rows = board.length / cols;
      const blank = board.indexOf(0);
      const r = Math.floor(blank / cols) + KEY_CELL[key][0];
      const c = (blank % cols) + KEY_CELL[key][1];
      if (r >= 0 && r < rows && c >= 0 && c < cols) clicked(r, c);
      else model.send({ kind: "refused", key });
      handled = true;
    } else if (!get("interactive") && get("steppable")) {
      if (key === "ArrowRight" || key === "ArrowDown") { stepBy(1); handled = true; }
      else if (key === "ArrowLeft" || key === "ArrowUp") { stepBy(-1); handled = true; }
      else if (key === "Home") { stepBy(0, 0); handled = true; }
      else if (key === "End") { stepBy(0, Infinity); handled = true; }
      else if (key === " " || key === "Spacebar") {
        model.set("playing", !get("playing"));
        model.save_changes();
        handled = true;
      }
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
  // Stop keyup/keypress too, so nothing half-handled reaches the notebook.
  for (const kind of ["keyup", "keypress"]) {
    root.addEventListener(kind, (event) => {
      if (KEY_CELL[event.key] || event.key === " ") event.stopPropagation();
    });
  }

  function fromPython() {
    const ack = get("ack") || 0;
    if (predicted && ack < seq) return; // an answer to an older click: the newer prediction stays
    predicted = null;
    draw();
  }

  const onStep = () => {
    // Several steps at once (a dragged slider, Home/End) glide straight there; no per-frame kernel trip.
    if (stepTimer) cancelAnimationFrame(stepTimer);
    stepTimer = requestAnimationFrame(() => { stepTimer = null; draw(); });
  };

  function stopReplay() {
    if (replay) clearTimeout(replay.timer);
    replay = null;
    draw();
  }

  function startReplay() {
    // `replay_ms` > 0 with new moves: glide from moves[0] to `step` one slide at a time.
    if (replay) clearTimeout(replay.timer);
    replay = null;
    const ms = get("replay_ms") || 0;
    const end = Math.min(get("step") || 0, (get("moves") || "").length);
    if (ms <= 0 || end <= 0) { draw(); return; }
    replay = { step: 0, timer: null };
    const per = Math.max(40, Math.min(ms, 3000 / end)); // a long solution still replays within ~3 s
    const tick = () => {
      if (!replay) return;
      replay.step += 1;
      if (replay.step >= end) { replay = null; draw(); return; }
      draw();
      replay.timer = setTimeout(tick, per);
    };
    draw();
    replay.timer = setTimeout(tick, per);
  }

  model.on("change:moves", () => { if (!predicted) startReplay(); });
  model.on("change:tiles", () => { if (replay && !get("moves")) stopReplay(); });
  model.on("change:tiles", fromPython);
  model.on("change:ack", fromPython);
  model.on("change:step", () => {
    predicted = null;
    if (replay) { clearTimeout(replay.timer); replay = null; }
    onStep();
  });
  for (const name of ["rows", "cols", "pieces", "goal", "highlight", "cell_px", "interactive",
                      "show_next", "note", "label", "texts", "animate_ms"]) {
    model.on(`change:${name}`, () => { if (!predicted) draw(); });
  }
  draw();
  return () => {
    if (stepTimer) cancelAnimationFrame(stepTimer);
    if (replay) clearTimeout(replay.timer);
  };
}

// The board rules above are also exported by name, so tests/test_widgets_boardview_js.py can run them in
// Node and compare them with Python's (Board.apply, line_moves, cell_size, KEY_OFFSETS).
export { applyMoves, lineMoves, defaultCell, KEY_CELL };
export default { render };
