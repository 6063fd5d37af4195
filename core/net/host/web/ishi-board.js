// ishi-board.js — the board of the pupils' page: the position of a table's
// game from the moves the room announces, and its picture (SVG).
//
// The room is the referee: it refuses a move the rules forbid and says
// every move it takes.  What the page must work out itself is only what
// the room's lines do not say: which stones a move captures (IGS's move
// lines name the point alone) and where the handicap stones stand.
//
// SPDX-License-Identifier: GPL-3.0-or-later
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
// Go's columns skip I (ishi-rules-go.c); Renju's letters are small.
const GO_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

class IshiBoard {
  constructor (game, size) {
    this.game = game;           // "go" or "renju"
    this.size = size;
    this.reset (0);
  }

  reset (handicap) {
    const n = this.size;
    this.grid = new Array (n * n).fill (0);   // 0 empty, 1 black, 2 white
    this.moves = [];
    this.last = null;
    this.captures = [0, 0, 0];
    for (const p of handicapPoints (n, handicap))
      this.grid[p.y * n + p.x] = 1;
  }

  // "D4", "h8", "Pass" (as the room writes them) → {x, y}, x from the
  // left and y from the top; null for a pass or something else.
  parse (text) {
    if (!text || /^pass$/i.test (text))
      return null;
    const m = /^([A-Za-z])(\d{1,2})$/.exec (text);
    if (!m)
      return null;
    const letter = m[1].toUpperCase ();
    const x = this.game === "renju" ? letter.charCodeAt (0) - 65 : GO_COLUMNS.indexOf (letter);
    const y = this.size - parseInt (m[2], 10);
    if (x < 0 || x >= this.size || y < 0 || y >= this.size)
      return null;
    return { x, y };
  }

  name (x, y) {
    if (this.game === "renju")
      return String.fromCharCode (97 + x) + (this.size - y);
    return GO_COLUMNS[x] + (this.size - y);
  }

  at (x, y) {
    return this.grid[y * this.size + x];
  }

  // A move announced by the room: the stone, and what it captures.
  play (color, text) {
    const p = this.parse (text);
    this.moves.push ({ color, point: p });
    this.last = p;
    if (p === null)
      return;
    const n = this.size;
    this.grid[p.y * n + p.x] = color;
    if (this.game !== "go")
      return;
    const other = 3 - color;
    for (const q of this.neighbours (p.x, p.y))
      if (this.at (q.x, q.y) === other)
        this.captures[color] += this.removeIfDead (q.x, q.y);
    // A rule set that allows suicide: the room took it, so it happened.
    this.captures[other] += this.removeIfDead (p.x, p.y);
  }

  neighbours (x, y) {
    const out = [];
    if (x > 0) out.push ({ x: x - 1, y });
    if (x < this.size - 1) out.push ({ x: x + 1, y });
    if (y > 0) out.push ({ x, y: y - 1 });
    if (y < this.size - 1) out.push ({ x, y: y + 1 });
    return out;
  }

  // The string at (x, y) and whether it has a liberty.
  string (x, y) {
    const color = this.at (x, y);
    const seen = new Set ([y * this.size + x]);
    const stack = [{ x, y }];
    const stones = [];
    let free = false;
    while (stack.length > 0) {
      const p = stack.pop ();
      stones.push (p);
      for (const q of this.neighbours (p.x, p.y)) {
        const c = this.at (q.x, q.y);
        const k = q.y * this.size + q.x;
        if (c === 0)
          free = true;
        else if (c === color && !seen.has (k)) {
          seen.add (k);
          stack.push (q);
        }
      }
    }
    return { stones, free };
  }

  removeIfDead (x, y) {
    const s = this.string (x, y);
    if (s.free)
      return 0;
    for (const p of s.stones)
      this.grid[p.y * this.size + p.x] = 0;
    return s.stones.length;
  }
}

// Where the handicap stones stand: ishi_go_handicap_points (ishi-rules-go.c).
function handicapPoints (size, handicap) {
  if (handicap < 2 || size < 7)
    return [];
  const max = size % 2 === 1 && size > 7 ? 9 : 4;
  if (handicap > max)
    return [];
  const edge = size <= 11 ? 2 : 3;
  const near = edge, far = size - 1 - edge, mid = Math.floor (size / 2);
  const all = [
    { x: near, y: far }, { x: far, y: near }, { x: near, y: near }, { x: far, y: far },
    { x: near, y: mid }, { x: far, y: mid }, { x: mid, y: far }, { x: mid, y: near }, { x: mid, y: mid },
  ];
  const order = [[], [], [0, 1], [0, 1, 2], [0, 1, 2, 3], [0, 1, 2, 3, 8], [0, 1, 2, 3, 4, 5],
                 [0, 1, 2, 3, 4, 5, 8], [0, 1, 2, 3, 4, 5, 6, 7], [0, 1, 2, 3, 4, 5, 6, 7, 8]];
  return order[handicap].map ((i) => all[i]);
}

// The star points, as the window's renderer puts them
// (ishi_board_star_points, ishi-board-render.c).
function starPoints (size) {
  const d = size >= 12 ? 3 : size >= 8 ? 2 : -1;
  const far = size - 1 - d, mid = Math.floor (size / 2), odd = size % 2 === 1;
  const out = [];
  if (d >= 0)
    out.push ([d, d], [far, d], [d, far], [far, far]);
  if (odd && size >= 13 && size !== 15)
    out.push ([mid, d], [d, mid], [far, mid], [mid, far]);
  if (odd && size >= 5)
    out.push ([mid, mid]);
  return out;
}

function svgElement (name, attributes, parent) {
  const e = document.createElementNS (SVG_NS, name);
  for (const [k, v] of Object.entries (attributes))
    e.setAttribute (k, v);
  if (parent)
    parent.appendChild (e);
  return e;
}

// Draws `board` into the <svg> `svg`: a unit a line, one unit of margin
// for the coordinates.  `marks`: { dead: Set of "x,y", ghost: {x, y,
// color} or null }.
function drawBoard (svg, board, marks) {
  const n = board.size;
  const side = n + 1;
  while (svg.firstChild)
    svg.removeChild (svg.firstChild);
  svg.setAttribute ("viewBox", `0 0 ${side} ${side}`);
  const defs = svgElement ("defs", {}, svg);
  const black = svgElement ("radialGradient", { id: "g-black", cx: "0.35", cy: "0.3", r: "0.8" }, defs);
  svgElement ("stop", { offset: "0", "stop-color": "#666" }, black);
  svgElement ("stop", { offset: "1", "stop-color": "#000" }, black);
  const white = svgElement ("radialGradient", { id: "g-white", cx: "0.35", cy: "0.3", r: "0.9" }, defs);
  svgElement ("stop", { offset: "0", "stop-color": "#fff" }, white);
  svgElement ("stop", { offset: "1", "stop-color": "#cfcfcf" }, white);

  svgElement ("rect", { x: 0, y: 0, width: side, height: side, fill: "#dcb35c", rx: 0.15 }, svg);
  const lines = svgElement ("g", { stroke: "#222", "stroke-width": 0.035, "stroke-linecap": "square" }, svg);
  for (let i = 0; i < n; i++) {
    svgElement ("line", { x1: 1, y1: 1 + i, x2: n, y2: 1 + i }, lines);
    svgElement ("line", { x1: 1 + i, y1: 1, x2: 1 + i, y2: n }, lines);
  }
  for (const [x, y] of starPoints (n))
    svgElement ("circle", { cx: 1 + x, cy: 1 + y, r: 0.09, fill: "#222" }, svg);
  // The coordinates at the margin's outer half: a stone on the edge
  // (a radius of 0.47) leaves them whole.
  const labels = svgElement ("g", { "font-size": 0.32, "text-anchor": "middle", fill: "#333",
                                    "font-family": "sans-serif" }, svg);
  for (let i = 0; i < n; i++) {
    const column = board.name (i, 0).replace (/\d+$/, "");
    svgElement ("text", { x: 1 + i, y: 0.38 }, labels).textContent = column;
    svgElement ("text", { x: 1 + i, y: n + 0.88 }, labels).textContent = column;
    svgElement ("text", { x: 0.27, y: 1 + i + 0.11 }, labels).textContent = String (n - i);
    svgElement ("text", { x: n + 0.73, y: 1 + i + 0.11 }, labels).textContent = String (n - i);
  }
  const dead = marks && marks.dead ? marks.dead : new Set ();
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const c = board.at (x, y);
      if (c === 0)
        continue;
      const stone = svgElement ("circle", { cx: 1 + x, cy: 1 + y, r: 0.47,
                                            fill: c === 1 ? "url(#g-black)" : "url(#g-white)",
                                            stroke: c === 1 ? "#000" : "#777", "stroke-width": 0.03 }, svg);
      if (dead.has (`${x},${y}`)) {
        stone.setAttribute ("opacity", "0.45");
        const k = 0.25;
        const cross = svgElement ("g", { stroke: "#c00", "stroke-width": 0.09 }, svg);
        svgElement ("line", { x1: 1 + x - k, y1: 1 + y - k, x2: 1 + x + k, y2: 1 + y + k }, cross);
        svgElement ("line", { x1: 1 + x - k, y1: 1 + y + k, x2: 1 + x + k, y2: 1 + y - k }, cross);
      }
    }
  if (board.last && board.at (board.last.x, board.last.y) !== 0) {
    const c = board.at (board.last.x, board.last.y);
    svgElement ("circle", { cx: 1 + board.last.x, cy: 1 + board.last.y, r: 0.2, fill: "none",
                            stroke: c === 1 ? "#fff" : "#000", "stroke-width": 0.07 }, svg);
  }
  // The stone a first touch shows before it is placed: drawn as a stone,
  // a little see-through, in a thick red ring, seen on the wood at every
  // size (at 0.55 a 19×19 one was faint, a white one hardly there).
  const ghost = marks && marks.ghost;
  if (ghost) {
    const g = svgElement ("g", { id: "ghost" }, svg);
    svgElement ("circle", { cx: 1 + ghost.x, cy: 1 + ghost.y, r: 0.44, opacity: 0.8,
                            fill: ghost.color === 1 ? "url(#g-black)" : "url(#g-white)",
                            stroke: ghost.color === 1 ? "#000" : "#777", "stroke-width": 0.03 }, g);
    svgElement ("circle", { cx: 1 + ghost.x, cy: 1 + ghost.y, r: 0.47, fill: "none",
                            stroke: "#d00000", "stroke-width": 0.1 }, g);
  }
}

// The intersection under a pointer event, or null (a unit a line).
function boardPointAt (svg, board, event) {
  const r = svg.getBoundingClientRect ();
  const unit = r.width / (board.size + 1);
  const x = Math.round ((event.clientX - r.left) / unit) - 1;
  const y = Math.round ((event.clientY - r.top) / unit) - 1;
  if (x < 0 || y < 0 || x >= board.size || y >= board.size)
    return null;
  return { x, y, unit };
}
