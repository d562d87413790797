// TreeView's front end (an anywidget ES module): the explored tree of a recorded search, drawn as SVG.
//
// The kernel sends the whole search once (`data`: every node with its parent, g, h, f and the steps at
// which it entered the frontier, was expanded or left it; puzzlelib.draw.tree_data). The slider's step
// is linked to `step` in the browser, so showing any step is a filter over that data: no kernel round
// trip, and the picture can never show an earlier step than the slider's.
//
// Three rules are written here and in Python and compared by tests (Node runs this module):
//   statusAt   = puzzlelib.draw.tree_data.status_at (= draw.tree.tree_status): each node's colour;
//   foldedIds  = puzzlelib.draw.tree_data.fold: which nodes are drawn above the cap, "+k" badges;
//   tidyLayout = puzzlelib.draw.tree.tree_layout: leaves left to right in generation order, each
//                parent centred over its children, depth down (so the live and static trees agree).

const SVG = "http://www.w3.org/2000/svg";

function indexTree(data) {
  // Reads tree_data's nodes, or the compact rows the widget sends (puzzlelib.draw.tree_data.wire).
  let nodes = data.nodes;
  if (!nodes && data.rows) {
    const at = Object.fromEntries((data.fields || []).map((name, k) => [name, k]));
    const shape = data.shape;
    nodes = data.rows.map((row) => {
      const node = {};
      for (const name of data.fields) node[name] = row[at[name]];
      node.board = shape && node.tiles ? { rows: shape[0], cols: shape[1], tiles: node.tiles.split(" ").map(Number) } : null;
      node.boards = !!shape;
      return node;
    });
  }
  nodes = nodes || [];
  const byId = new Map();
  for (const node of nodes) byId.set(node.id, node);
  return { byId, nodes };
}

const DELTA = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };

function boardOf(index, id) {
  // A node's board: sent for roots; for the others, the parent's board with the blank moved.
  const node = index.byId.get(id);
  if (!node) return null;
  if (node.board || !node.boards || node.parent === null) return node.board || null;
  const parent = boardOf(index, node.parent);
  if (!parent) return null;
  const tiles = parent.tiles.slice();
  const blank = tiles.indexOf(0);
  const d = DELTA[node.move];
  const target = blank + d[0] * parent.cols + d[1];
  tiles[blank] = tiles[target];
  tiles[target] = 0;
  node.board = { rows: parent.rows, cols: parent.cols, tiles };
  return node.board;
}

function statusAt(data, step, index) {
  const finished = step >= data.steps && (data.solution || []).length > 0;
  const onPath = new Set(finished ? data.solution : []);
  const goal = finished ? data.solution[data.solution.length - 1] : null;
  const status = new Map();
  for (const node of index.nodes) {
    if (node.added > step) continue;
    const { id, expanded, left } = node;
    let key;
    if (node.parent === null) key = "start";
    else if (id === goal) key = "goal";
    else if (onPath.has(id)) key = "path";
    else if (expanded !== null && expanded === step - 1) key = "current";
    else if (expanded !== null && expanded < step) key = "closed";
    else if (left !== null && left <= step) key = "dropped";
    else key = "open";
    status.set(id, key);
  }
  return status;
}

function foldedIds(data, step, cap, index, status) {
  const visible = index.nodes.filter((n) => n.added <= step);
  if (visible.length <= cap) return { ids: visible.map((n) => n.id), hidden: new Map(), visible: visible.length };
  const keep = new Set();
  const add = (start, force) => {
    const chain = [];
    let i = start;
    while (i !== null && i !== undefined && !keep.has(i)) {
      chain.push(i);
      i = index.byId.get(i).parent;
    }
    if (!force && keep.size + chain.length > cap) return false;
    for (const c of chain) keep.add(c);
    return true;
  };
  for (const n of visible) {
    const key = status.get(n.id);
    if (n.parent === null || n.expanded === step - 1 || (step > 0 && n.added === step) || key === "path" || key === "goal") add(n.id, true);
  }
  const done = visible.filter((n) => n.expanded !== null && n.expanded < step).sort((a, b) => b.expanded - a.expanded);
  const waiting = visible.filter((n) => status.get(n.id) === "open")
    .sort((a, b) => (b.added - a.added) || (b.id - a.id));
  for (const group of [done, waiting]) {
    if (!group.every((n) => add(n.id, false))) break;
  }
  const hidden = new Map();
  for (const n of visible) {
    if (keep.has(n.id)) continue;
    let up = n.parent;
    while (!keep.has(up)) up = index.byId.get(up).parent;
    hidden.set(up, (hidden.get(up) || 0) + 1);
  }
  return { ids: [...keep].sort((a, b) => a - b), hidden, visible: visible.length };
}

function tidyLayout(index, ids) {
  // ids ascending; returns Map id -> [x (leaf slots), depth]
  const keep = new Set(ids);
  const children = new Map(ids.map((i) => [i, []]));
  const roots = [];
  for (const i of ids) {
    const parent = index.byId.get(i).parent;
    if (parent === null || !keep.has(parent)) roots.push(i);
    else children.get(parent).push(i);
  }
  const pos = new Map();
  let nextX = 0;
  for (const root of roots) {
    const stack = [[root, false]];
    while (stack.length) {
      const [node, done] = stack.pop();
      const kids = children.get(node);
      const depth = index.byId.get(node).depth;
      if (!kids.length) {
        pos.set(node, [nextX, depth]);
        nextX += 1;
      } else if (done) {
        const xs = kids.map((k) => pos.get(k)[0]);
        pos.set(node, [(Math.min(...xs) + Math.max(...xs)) / 2, depth]);
      } else {
        stack.push([node, true]);
        for (let k = kids.length - 1; k >= 0; k--) stack.push([kids[k], false]);
      }
    }
  }
  return pos;
}

const STATUS_WORDS = {
  start: "the start", goal: "the goal", path: "on the solution path", current: "being expanded now",
  closed: "expanded (closed)", open: "waiting in the frontier (open)", dropped: "left the frontier unexpanded",
};
const ARROW = { U: "\u2193", D: "\u2191", L: "\u2192", R: "\u2190" }; // the tile slides against the blank's move

function fmt(value) {
  return value === null || value === undefined ? "\u221e" : String(value);
}

function el(tag, attrs, parent, ns) {
  const node = ns ? document.createElementNS(SVG, tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function render({ model, el: host }) {
  const get = (name) => model.get(name);
  const root = el("div", { class: "puzzlelib-treeview", tabindex: "0", role: "group",
    "data-lm-suppress-shortcuts": "true" }, host);
  const bar = el("div", { class: "puzzlelib-tree-toolbar" }, root);
  const message = el("div", { class: "puzzlelib-tree-message", "aria-live": "polite" }, bar);
  const buttons = el("div", { class: "puzzlelib-tree-buttons" }, bar);
  const button = (cls, text, title) => {
    const b = el("button", { class: `puzzlelib-tree-button ${cls}`, title, type: "button" }, buttons);
    b.textContent = text;
    return b;
  };
  const zoomOut = button("puzzlelib-tree-zoom-out", "\u2212", "zoom out");
  const zoomIn = button("puzzlelib-tree-zoom-in", "+", "zoom in");
  const fitButton = button("puzzlelib-tree-fit", "fit", "show the whole tree");
  const followButton = button("puzzlelib-tree-follow", "follow", "full size, following the newest board");
  const orientButton = button("puzzlelib-tree-orient", "", "lay the tree out the other way");
  const frame = el("div", { class: "puzzlelib-tree-frame" }, root);
  const svg = el("svg", { class: "puzzlelib-tree-svg", width: "100%", height: "100%" }, frame, true);
  const world = el("g", { class: "puzzlelib-tree-world" }, svg, true);
  const edgeLayer = el("g", {}, world, true);
  const nodeLayer = el("g", {}, world, true);
  const detail = el("div", { class: "puzzlelib-tree-detail", role: "tooltip" }, frame);
  detail.style.display = "none";
  const legend = el("div", { class: "puzzlelib-tree-legend" }, root);
  const keys = el("div", { class: "puzzlelib-tree-keys" }, root);

  let index = indexTree(get("data") || { nodes: [] });
  let nodeEls = new Map();
  let edgeEls = new Map();
  let view = { scale: 1, tx: 0, ty: 0 };
  let follow = true;
  let pinned = null;
  let shown = { ids: [], hidden: new Map(), visible: 0 };
  let pos = new Map();
  let status = new Map();
  let frameReq = null;

  const fontPx = () => Math.max(14, get("font_px") || 14);
  const dims = () => {
    const f = fontPx() / 14;
    return { w: 104 * f, h: 48 * f, gx: 22 * f, gy: 44 * f };
  };
  const place = (id) => {
    const [x, depth] = pos.get(id);
    const d = dims();
    return get("orientation") === "right"
      ? [depth * (d.w + 2 * d.gx), x * (d.h + d.gx / 2)]
      : [x * (d.w + d.gx), depth * (d.h + d.gy)];
  };

  function applyView() {
    world.setAttribute("transform", `translate(${view.tx},${view.ty}) scale(${view.scale})`);
    root.dataset.scale = String(view.scale);
    followButton.classList.toggle("puzzlelib-tree-on", follow);
  }

  function bounds(ids) {
    const d = dims();
    let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
    for (const id of ids) {
      if (!pos.has(id)) continue;
      const [x, y] = place(id);
      x0 = Math.min(x0, x - d.w / 2); x1 = Math.max(x1, x + d.w / 2);
      y0 = Math.min(y0, y - d.h / 2); y1 = Math.max(y1, y + d.h / 2);
    }
    return x0 === Infinity ? null : { x0, y0, x1, y1 };
  }

  function fit() {
    const box = bounds(shown.ids);
    if (!box) return;
    const w = frame.clientWidth || 800;
    const h = frame.clientHeight || 400;
    const pad = 16;
    view.scale = Math.min(1.5, (w - 2 * pad) / (box.x1 - box.x0), (h - 2 * pad) / (box.y1 - box.y0));
    view.tx = pad + ((w - 2 * pad) - (box.x1 - box.x0) * view.scale) / 2 - box.x0 * view.scale;
    view.ty = pad - box.y0 * view.scale;
    follow = false;
    applyView();
  }

  function followNewest(force) {
    // Full size (text at its set size), the node being expanded and the boards it made in view.
    const step = shownStep();
    const focus = shown.ids.filter((id) => {
      const n = index.byId.get(id);
      return n.expanded === step - 1 || (step > 0 && n.added === step);
    });
    const box = bounds(focus.length ? focus : shown.ids.slice(0, 1));
    if (!box) return;
    const w = frame.clientWidth || 800;
    const h = frame.clientHeight || 400;
    const s = view.scale;
    const inside = box.x0 * s + view.tx >= 0.05 * w && box.x1 * s + view.tx <= 0.95 * w
      && box.y0 * s + view.ty >= 0.05 * h && box.y1 * s + view.ty <= 0.95 * h;
    if (inside && !force) return;
    const whole = bounds(shown.ids);
    // across: the whole tree centred when it fits, else the newest boards centred
    view.tx = (whole.x1 - whole.x0) * s <= w - 32
      ? w / 2 - ((whole.x0 + whole.x1) / 2) * s
      : w / 2 - ((box.x0 + box.x1) / 2) * s;
    // down: the newest boards low in the frame, so their ancestors show above them; the top never lower than 16 px
    view.ty = Math.min(16 - whole.y0 * s, 0.85 * h - box.y1 * s);
    if (box.y0 * s + view.ty < 8) view.ty = 8 - box.y0 * s;
    applyView();
  }

  const shownStep = () => {
    const data = get("data") || {};
    return Math.max(0, Math.min(get("step") || 0, data.sent_steps === undefined ? 0 : data.sent_steps));
  };

  function nodeElement(id) {
    let g = nodeEls.get(id);
    if (g) return g;
    const node = index.byId.get(id);
    g = el("g", { class: "puzzlelib-tree-node", "data-id": String(id), tabindex: "-1" }, nodeLayer, true);
    g.box = el("rect", { class: "puzzlelib-tree-box", rx: "8" }, g, true);
    g.gh = el("text", { class: "puzzlelib-tree-gh", "text-anchor": "middle" }, g, true);
    g.gh.textContent = `g=${fmt(node.g)} h=${fmt(node.h)}`;
    g.f = el("text", { class: "puzzlelib-tree-f", "text-anchor": "middle" }, g, true);
    const slid = node.tile !== null && node.tile !== undefined ? `  ${node.tile}${ARROW[node.move] || ""}` : "";
    g.f.textContent = `f=${fmt(node.f)}${slid}`;
    g.badge = el("text", { class: "puzzlelib-tree-badge", "text-anchor": "start" }, g, true);
    g.addEventListener("pointerenter", () => { if (pinned === null) showDetail(id); });
    g.addEventListener("pointerleave", () => { if (pinned === null) hideDetail(); });
    g.addEventListener("click", (event) => {
      event.stopPropagation();
      pinned = pinned === id ? null : id;
      if (pinned === null) hideDetail(); else showDetail(id);
    });
    nodeEls.set(id, g);
    return g;
  }

  function edgeElement(id) {
    let p = edgeEls.get(id);
    if (!p) {
      p = el("path", { class: "puzzlelib-tree-edge", "data-id": String(id) }, edgeLayer, true);
      edgeEls.set(id, p);
    }
    return p;
  }

  function showDetail(id) {
    const node = index.byId.get(id);
    if (!node) return;
    const words = get("words") || {};
    detail.textContent = "";
    const head = el("div", { class: "puzzlelib-tree-detail-head" }, detail);
    head.textContent = `#${id}: ${STATUS_WORDS[status.get(id)] || ""}`;
    const board = boardOf(index, id);
    if (board) {
      const grid = el("div", { class: "puzzlelib-tree-detail-board" }, detail);
      grid.style.gridTemplateColumns = `repeat(${board.cols}, var(--plt-cell))`;
      for (const t of board.tiles) {
        const cell = el("div", { class: t === 0 ? "puzzlelib-tree-detail-blank" : "puzzlelib-tree-detail-tile" }, grid);
        cell.textContent = t === 0 ? "" : String(t);
      }
    } else {
      el("div", { class: "puzzlelib-tree-detail-state" }, detail).textContent = node.state;
    }
    const gName = words.g && words.g !== "g" ? ` (${words.g})` : "";
    const hName = words.h && words.h !== "h" ? ` (${words.h})` : "";
    const lines = [
      `g${gName} = ${fmt(node.g)}`,
      `h${hName} = ${fmt(node.h)}`,
      `${words.formula || "f"} = ${fmt(node.f)}`,
    ];
    if (node.tile !== null && node.tile !== undefined) lines.push(`slid ${node.tile} (blank ${node.move})`);
    if (node.expanded !== null) lines.push(`expanded at step ${node.expanded + 1}`);
    const numbers = el("div", { class: "puzzlelib-tree-detail-numbers" }, detail);
    for (const line of lines) el("div", {}, numbers).textContent = line;
    detail.dataset.id = String(id);
    detail.style.display = "";
    // beside the node, kept inside the frame
    const [x, y] = place(id);
    const d = dims();
    const sx = (x + d.w / 2) * view.scale + view.tx + 8;
    const sy = (y - d.h / 2) * view.scale + view.ty;
    const fw = frame.clientWidth;
    const fh = frame.clientHeight;
    const w = detail.offsetWidth;
    const h = detail.offsetHeight;
    const left = sx + w > fw ? Math.max(0, (x - d.w / 2) * view.scale + view.tx - 8 - w) : sx;
    detail.style.left = `${Math.max(0, Math.min(left, fw - w))}px`;
    detail.style.top = `${Math.max(0, Math.min(sy, fh - h))}px`;
  }

  function hideDetail() {
    detail.style.display = "none";
    delete detail.dataset.id;
  }

  let drawnIds = [];

  function put(target, name, value, apply) {
    // Write to the page only what changed since the last step: a step of a 500-board tree then
    // touches the boards that moved or changed colour, not every attribute of every board.
    if (target[name] === value) return;
    target[name] = value;
    apply(value);
  }

  function shapeNode(g) {
    const d = dims();
    const right = get("orientation") === "right";
    g.box.setAttribute("x", String(-d.w / 2));
    g.box.setAttribute("y", String(-d.h / 2));
    g.box.setAttribute("width", String(d.w));
    g.box.setAttribute("height", String(d.h));
    g.gh.setAttribute("y", String(-d.h / 2 + fontPx() * 1.25));
    g.f.setAttribute("y", String(-d.h / 2 + fontPx() * 2.55));
    g.badge.setAttribute("x", String(d.w / 2 + 4));
    g.badge.setAttribute("y", String(right ? 5 : d.h / 2 + 4));
  }

  function reshape() {
    for (const g of nodeEls.values()) shapeNode(g);
    for (const p of edgeEls.values()) p._d = null;
  }

  function draw() {
    const started = performance.now();
    const data = get("data") || { nodes: [] };
    const step = shownStep();
    const asked = get("step") || 0;
    status = statusAt(data, step, index);
    shown = foldedIds(data, step, Math.max(1, get("cap") || 150), index, status);
    pos = tidyLayout(index, shown.ids);
    const d = dims();
    const shownSet = new Set(shown.ids);
    for (const id of drawnIds) {
      if (shownSet.has(id)) continue;
      nodeEls.get(id).style.display = "none";
      nodeEls.get(id)._shown = false;
      if (edgeEls.has(id)) { edgeEls.get(id).style.display = "none"; edgeEls.get(id)._shown = false; }
    }
    drawnIds = shown.ids;
    const palette = get("palette") || {};
    const right = get("orientation") === "right";
    const newParent = step > 0 ? (index.nodes.find((n) => n.expanded === step - 1) || {}).id : undefined;
    for (const id of shown.ids) {
      const node = index.byId.get(id);
      const key = status.get(id);
      let g = nodeEls.get(id);
      if (!g) { g = nodeElement(id); shapeNode(g); }
      const [x, y] = place(id);
      put(g, "_shown", true, () => { g.style.display = ""; });
      put(g, "_at", `translate(${x},${y})`, (v) => g.setAttribute("transform", v));
      put(g, "_status", key, (v) => {
        g.dataset.status = v;
        g.box.style.setProperty("--plt-status", palette[v] || "#64748b");
      });
      const isNew = step > 0 && node.added === step;
      put(g, "_new", isNew, (v) => g.classList.toggle("puzzlelib-tree-new", v));
      put(g, "_parent", id === newParent, (v) => g.classList.toggle("puzzlelib-tree-new-parent", v));
      const hiddenBelow = shown.hidden.get(id) || 0;
      put(g, "_badge", hiddenBelow, (v) => { g.badge.textContent = v ? `+${v}` : ""; });
      if (node.parent !== null && shownSet.has(node.parent)) {
        const [px, py] = place(node.parent);
        const p = edgeElement(id);
        put(p, "_shown", true, () => { p.style.display = ""; });
        put(p, "_d", right
          ? `M${px + d.w / 2},${py} C${(px + x) / 2},${py} ${(px + x) / 2},${y} ${x - d.w / 2},${y}`
          : `M${px},${py + d.h / 2} C${px},${(py + y) / 2} ${x},${(py + y) / 2} ${x},${y - d.h / 2}`,
        (v) => p.setAttribute("d", v));
        put(p, "_new", isNew, (v) => p.classList.toggle("puzzlelib-tree-new-edge", v));
      } else if (edgeEls.has(id)) {
        const p = edgeEls.get(id);
        put(p, "_shown", false, () => { p.style.display = "none"; });
      }
    }
    // the words on the picture: how much of the tree is shown, and of which step
    const what = data.what || "boards";
    const one = what.replace(/s$/, "");
    let text = shown.ids.length < shown.visible
      ? `showing ${shown.ids.length} of ${shown.visible} ${what} (the rest folded under +k)`
      : `${shown.visible} ${shown.visible === 1 ? one : what}`;
    text += ` after ${step} of ${data.steps || 0} expansions`;
    if (step < asked) {
      text += `; step ${asked} is not drawn: the tree stops at step ${step} (${index.nodes.length} ${what} sent)`;
    }
    message.textContent = text;
    message.classList.toggle("puzzlelib-tree-warning", step < asked);
    orientButton.textContent = right ? "top-down" : "left to right";
    root.dataset.step = String(step);
    root.dataset.asked = String(asked);
    root.dataset.shown = String(shown.ids.length);
    root.dataset.visible = String(shown.visible);
    if (follow) followNewest(false);
    if (pinned !== null && shownSet.has(pinned)) showDetail(pinned);
    else if (pinned !== null || (detail.dataset.id && !shownSet.has(Number(detail.dataset.id)))) {
      pinned = null;
      hideDetail();
    }
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    requestAnimationFrame(() => {
      root.dataset.painted = String(performance.now());
      root.dataset.paintedStep = String(step);
    });
  }

  function drawLegend() {
    const palette = get("palette") || {};
    legend.textContent = "";
    for (const key of ["start", "current", "open", "closed", "path", "goal", "dropped"]) {
      const item = el("span", { class: "puzzlelib-tree-legend-item" }, legend);
      const swatch = el("span", { class: "puzzlelib-tree-swatch" }, item);
      swatch.style.setProperty("--plt-status", palette[key] || "#64748b");
      swatch.dataset.status = key;
      el("span", {}, item).textContent = { start: "start", current: "being expanded", open: "open (frontier)",
        closed: "closed (expanded)", path: "solution path", goal: "goal", dropped: "left unexpanded" }[key];
    }
    const item = el("span", { class: "puzzlelib-tree-legend-item" }, legend);
    keys.textContent = "On the focused tree: \u2190 \u2192 step, Space plays or pauses, Home/End jump, + \u2212 zoom, "
      + "drag to move, hover or tap a board for its numbers.";
    el("span", { class: "puzzlelib-tree-swatch puzzlelib-tree-swatch-new" }, item)
      .style.setProperty("--plt-status", "var(--plt-next)");
    el("span", {}, item).textContent = "newest boards";
  }

  function schedule() {
    if (frameReq) return;
    frameReq = requestAnimationFrame(() => { frameReq = null; draw(); });
  }

  function rebuild() {
    index = indexTree(get("data") || { nodes: [] });
    nodeLayer.textContent = "";
    edgeLayer.textContent = "";
    nodeEls = new Map();
    edgeEls = new Map();
    drawnIds = [];
    pinned = null;
    hideDetail();
    follow = true;
    view = { scale: 1, tx: 0, ty: 0 };
    applyView();
    draw();
    followNewest(true);
  }

  function zoom(factor, cx, cy) {
    const w = frame.clientWidth || 800;
    const h = frame.clientHeight || 400;
    const x = cx === undefined ? w / 2 : cx;
    const y = cy === undefined ? h / 2 : cy;
    const scale = Math.max(0.1, Math.min(4, view.scale * factor));
    view.tx = x - ((x - view.tx) * scale) / view.scale;
    view.ty = y - ((y - view.ty) * scale) / view.scale;
    view.scale = scale;
    follow = false;
    applyView();
    if (pinned !== null) showDetail(pinned);
  }

  zoomIn.addEventListener("click", () => zoom(1.25));
  zoomOut.addEventListener("click", () => zoom(0.8));
  fitButton.addEventListener("click", fit);
  followButton.addEventListener("click", () => {
    follow = true;
    view.scale = 1;
    followNewest(true);
  });
  orientButton.addEventListener("click", () => {
    model.set("orientation", get("orientation") === "right" ? "down" : "right");
    model.save_changes();
  });
  frame.addEventListener("wheel", (event) => {
    if (!(event.ctrlKey || event.metaKey || document.activeElement === root)) return; // the page scrolls
    event.preventDefault();
    const box = frame.getBoundingClientRect();
    zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - box.left, event.clientY - box.top);
  }, { passive: false });
  let drag = null;
  svg.addEventListener("pointerdown", (event) => {
    if (event.target.closest && event.target.closest(".puzzlelib-tree-node")) return;
    drag = { x: event.clientX, y: event.clientY, tx: view.tx, ty: view.ty, moved: false };
    svg.setPointerCapture(event.pointerId);
  });
  svg.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    view.tx = drag.tx + dx;
    view.ty = drag.ty + dy;
    if (drag.moved) follow = false;
    applyView();
  });
  const endDrag = () => {
    if (drag && !drag.moved && pinned !== null) { pinned = null; hideDetail(); }
    drag = null;
  };
  svg.addEventListener("pointerup", endDrag);
  svg.addEventListener("pointercancel", endDrag);

  root.addEventListener("keydown", (event) => {
    // On the focused tree: arrows step, Home/End jump, Space plays or pauses, + - zoom, f fits.
    const data = get("data") || {};
    const last = data.steps || 0;
    const now = get("step") || 0;
    let target = null;
    let handled = true;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") target = now + 1;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") target = now - 1;
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = last;
    else if (event.key === " " || event.key === "Spacebar") {
      model.set("playing", !get("playing"));
      model.save_changes();
    } else if (event.key === "+" || event.key === "=") zoom(1.25);
    else if (event.key === "-") zoom(0.8);
    else if (event.key === "f") fit();
    else handled = false;
    if (target !== null) {
      const clamped = Math.max(0, Math.min(last, target));
      if (clamped !== now) {
        model.set("step", clamped);
        model.save_changes();
      }
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  });

  model.on("change:data", rebuild);
  model.on("change:step", schedule);
  model.on("change:cap", schedule);
  model.on("change:palette", () => { for (const g of nodeEls.values()) g._status = null; drawLegend(); schedule(); });
  model.on("change:orientation", () => { reshape(); draw(); if (follow) followNewest(true); else fit(); });
  model.on("change:font_px", () => { root.style.setProperty("--plt-font", `${fontPx()}px`); reshape(); draw(); });
  model.on("change:height", () => { frame.style.height = `${get("height")}px`; });
  root.style.setProperty("--plt-font", `${fontPx()}px`);
  frame.style.height = `${get("height") || 420}px`;
  drawLegend();
  applyView();
  draw();
  // the frame has its size only once it is in the page: follow the start then
  requestAnimationFrame(() => followNewest(true));
  return () => { if (frameReq) cancelAnimationFrame(frameReq); };
}

export { indexTree, statusAt, foldedIds, tidyLayout, boardOf };
export default { render };
