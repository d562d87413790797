// HeapPlayer's front end (an anywidget ES module): a binary heap as a tree with the list underneath.
//
// `frames` (from puzzlelib.widgets.heapplayer) hold the heap after each swap, every entry with a key
// that stays with it; `step` (linked to the player's slider in the browser) picks the frame. Each
// entry is one element moved by a CSS transform, so a swap glides in the tree and in the list.

const SVG = "http://www.w3.org/2000/svg";

function make(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "puzzlelib-heapview";
  root.tabIndex = 0;
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);
  const svg = make("svg", { class: "puzzlelib-heap-svg" }, null);
  root.appendChild(svg);
  const edges = make("g", {}, svg);
  const layer = make("g", {}, svg);
  const taken = document.createElement("div");
  taken.className = "puzzlelib-heap-taken";
  root.appendChild(taken);
  let entries = new Map();
  const get = (name) => model.get(name);

  function draw() {
    const frames = get("frames") || [];
    if (!frames.length) return;
    const step = Math.max(0, Math.min(get("step") || 0, frames.length - 1));
    const frame = frames[step];
    const colours = get("colours") || {};
    const font = get("font_px") || 18;
    const r = Math.round(font * 1.25);
    const slot = 2 * r + 12;
    const maxN = Math.max(...frames.map((f) => f.items.length), 1);
    const depth = Math.floor(Math.log2(maxN)) + 1;
    const width = Math.max(2 ** (depth - 1) * slot, maxN * (slot * 0.8));
    const levelH = 2 * r + 26;
    const listY = depth * levelH + 30;
    const cell = Math.min(slot * 0.8, width / Math.max(maxN, 1));
    svg.setAttribute("width", String(width + 20));
    svg.setAttribute("height", String(listY + cell + 12));
    const treePos = (i) => {
      const level = Math.floor(Math.log2(i + 1));
      const span = width / 2 ** level;
      return [10 + (i + 1 - 2 ** level + 0.5) * span, r + 6 + level * levelH];
    };
    edges.textContent = "";
    for (let i = 1; i < frame.items.length; i++) {
      const [x0, y0] = treePos(Math.floor((i - 1) / 2));
      const [x1, y1] = treePos(i);
      make("line", { x1: x0, y1: y0, x2: x1, y2: y1, class: "puzzlelib-heap-edge" }, edges);
    }
    const active = new Set(frame.active);
    const seen = new Set();
    frame.items.forEach(([key, label], i) => {
      seen.add(key);
      let entry = entries.get(key);
      if (!entry) {
        const node = make("g", { class: "puzzlelib-heap-node" }, layer);
        const circle = make("circle", { r }, node);
        const text = make("text", { "text-anchor": "middle", "dominant-baseline": "central" }, node);
        const box = make("g", { class: "puzzlelib-heap-cell" }, layer);
        const rect = make("rect", {}, box);
        const cellText = make("text", { "text-anchor": "middle", "dominant-baseline": "central" }, box);
        entry = { node, circle, text, box, rect, cellText };
        entries.set(key, entry);
      }
      const [x, y] = treePos(i);
      entry.node.style.transform = `translate(${x}px, ${y}px)`;
      entry.node.style.display = "";
      entry.box.style.display = "";
      entry.text.textContent = label;
      entry.cellText.textContent = label;
      const fill = active.has(i) ? colours.active : colours.node;
      entry.circle.setAttribute("fill", fill);
      entry.circle.setAttribute("stroke", colours.edge);
      entry.text.setAttribute("fill", colours.text);
      entry.text.style.fontSize = `${font}px`;
      entry.rect.setAttribute("x", String(-cell / 2));
      entry.rect.setAttribute("y", String(-cell / 2));
      entry.rect.setAttribute("width", String(cell));
      entry.rect.setAttribute("height", String(cell));
      entry.rect.setAttribute("fill", fill);
      entry.rect.setAttribute("stroke", colours.edge);
      entry.cellText.setAttribute("fill", colours.text);
      entry.cellText.style.fontSize = `${font}px`;
      entry.box.style.transform = `translate(${10 + (i + 0.5) * cell}px, ${listY + cell / 2}px)`;
      entry.node.dataset.position = String(i);
      entry.node.dataset.label = label;
      entry.node.classList.toggle("puzzlelib-heap-active", active.has(i));
    });
    for (const [key, entry] of entries) {
      if (!seen.has(key)) {
        entry.node.style.display = "none";
        entry.box.style.display = "none";
      }
    }
    taken.textContent = frame.taken === null || frame.taken === undefined ? "" : `taken: ${frame.taken}`;
    taken.style.setProperty("--plh-taken", colours.taken);
    root.dataset.step = String(step);
    root.dataset.heap = frame.items.map(([, label]) => label).join(" ");
    requestAnimationFrame(() => { root.dataset.painted = String(performance.now()); });
  }

  root.addEventListener("keydown", (event) => {
    const last = (get("frames") || []).length - 1;
    const now = get("step") || 0;
    let target = null;
    if (event.key === "ArrowRight") target = now + 1;
    else if (event.key === "ArrowLeft") target = now - 1;
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = last;
    else if (event.key === " ") {
      model.set("playing", !get("playing"));
      model.save_changes();
    } else return;
    event.preventDefault();
    event.stopPropagation();
    if (target !== null) {
      model.set("step", Math.max(0, Math.min(last, target)));
      model.save_changes();
    }
  });

  model.on("change:frames", () => { entries.forEach((e) => { e.node.remove(); e.box.remove(); }); entries = new Map(); draw(); });
  model.on("change:step", draw);
  model.on("change:font_px", draw);
  draw();
}

export default { render };
