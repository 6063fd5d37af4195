// ishi.js — the pupils' page: a client of the class's room, speaking the
// room's own protocol (IGS in client mode and Ishi's 700 lines) on a
// WebSocket, one line a message (ishi-room-web.h).
//
// Its words are read at the class's grade (the teacher's /grade, told as
// "700 grade N"), as a pupil's Ishi window reads them: a reading over each
// kanji above the grade, none over the others, and none at all for
// grown-ups (grade 0); until the room tells it, as written, for a
// first-year.  The lesson's step comes read at that grade too.
//
// What a pupil does: joins with the room's code and her name from the
// class's list; plays at her table; follows the step the teacher shows
// everyone and answers its task; sees the teacher's pause; comes back
// after a reload or a sleeping tablet with her token.  The browser keeps
// only that way back (her name, her token, the room's code), and
// forgets it when she leaves.
//
// SPDX-License-Identifier: GPL-3.0-or-later
"use strict";

const SEAT_KEY = "ishi-seat";
// Below this many pixels between two lines a finger may miss: a stone is
// shown first and placed on a second touch.
const CONFIRM_BELOW_PX = 44;

const $ = (id) => document.getElementById (id);

const state = {
  ws: null,
  leaving: false,
  retry: 0,
  retryTimer: 0,
  code: "",
  name: "",
  token: "",
  askNames: false,       // the next Login: asks the class's names
  names: null,           // being read (700 pupil … 700 pupils-end)
  classNames: [],        // the class's list, as last read
  namesInUse: new Set (), // … and the names someone holds now (700 pupil-in-use)
  atLogin: false,        // the room waits for a name
  loggedIn: false,
  clientMode: false,
  joined: false,         // the code was right
  tables: new Map (),
  current: 0,            // the game of the last "15 Game" line
  level: 0,
  grade: null,           // the class's grade (700 grade N): 1 to 6, 0 grown-ups, null not told
  paused: false,
  pauseText: "",
  step: null,            // the step shown to everyone
  ghost: null,
  stepGhost: null,
  lastMessage: "",
};

/* ------------------------------------------------------------------------ */
/* Words                                                                     */
/* ------------------------------------------------------------------------ */

// A message of the room (its id and arguments, "700 say CODE ID\tARG…",
// core/net/ishi-room-messages.h: the room sends the page's connections
// nothing else, from the first line on) in the page's words: a child's where
// ishi-says.js has them (for the message, or the message and its first
// argument), else its Japanese (po/ja.po) with the arguments in place.
function messageWords (id, args) {
  const m = SAYS[id];
  if (!m || (m.n !== args.length))
    return "うまく いきませんでした。";   // a newer room's message
  if (m.child) {
    const words = m.child[args[0]] ?? m.child[""];
    if (words !== undefined)
      return words;
  }
  if (!m.ja)
    return "";
  return m.ja.replace (/%(\d)\$s/g, (all, k) => {
    const value = args[k - 1] ?? "";
    const kind = m.kinds[k - 1] || "n";
    if (kind === "c")
      return SAY_VALUES[value === "B" ? "Black" : value === "W" ? "White" : value] ?? value;
    if (kind === "p")
      return value.replace (/\.0$/, "");
    return value;
  });
}

/* ------------------------------------------------------------------------ */
/* The way back (the only thing kept)                                        */
/* ------------------------------------------------------------------------ */

function loadSeat () {
  try {
    const seat = JSON.parse (localStorage.getItem (SEAT_KEY) || "null");
    if (seat && typeof seat.name === "string" && typeof seat.code === "string")
      return seat;
  } catch (e) {
    // a broken entry is no way back
  }
  return null;
}

function saveSeat () {
  try {
    localStorage.setItem (SEAT_KEY, JSON.stringify ({ name: state.name, token: state.token, code: state.code }));
  } catch (e) {
    // private mode: the pupil joins again by hand
  }
}

function forgetSeat () {
  try {
    localStorage.removeItem (SEAT_KEY);
  } catch (e) {
    // nothing kept
  }
}

/* ------------------------------------------------------------------------ */
/* The connection                                                            */
/* ------------------------------------------------------------------------ */

function send (line) {
  if (state.ws && state.ws.readyState === WebSocket.OPEN)
    state.ws.send (line);
}

function banner (text) {
  $("banner").textContent = text || "";
  $("banner").hidden = !text;
  /* The board makes room for it (ishi.css's --banner). */
  document.body.classList.toggle ("with-banner", !!text);
}

function connect () {
  clearTimeout (state.retryTimer);
  state.retryTimer = 0;
  if (state.ws)
    return;
  const ws = new WebSocket (`ws://${location.host}/room`);
  state.ws = ws;
  state.atLogin = false;
  state.loggedIn = false;
  state.clientMode = false;
  state.names = null;
  ws.onmessage = (event) => {
    if (typeof event.data === "string")
      take (event.data);
  };
  ws.onopen = () => {
    state.retry = 0;
  };
  ws.onclose = () => {
    if (state.ws !== ws)
      return;
    state.ws = null;
    if (state.leaving || !state.name) {
      state.leaving = false;
      return;
    }
    // Coming back: a moment later, then less and less often.
    banner ("つながって いません。つなぎなおして います…");
    const wait = Math.min (10000, 1000 * Math.pow (2, state.retry++));
    state.retryTimer = setTimeout (connect, wait);
  };
}

// A tablet waking up, a page shown again: back at once.
document.addEventListener ("visibilitychange", () => {
  if (document.visibilityState === "visible" && !state.ws && state.name)
    connect ();
});

/* ------------------------------------------------------------------------ */
/* Logging in                                                                */
/* ------------------------------------------------------------------------ */

function loginPrompt () {
  state.atLogin = true;
  if (state.askNames) {
    state.askNames = false;
    state.names = [];
    state.names.inUse = new Set ();
    state.atLogin = false;
    send (`pupils ${state.code}`);
    return;
  }
  if (state.name)
    sendName ();
}

function sendName () {
  state.atLogin = false;
  send (state.name);
}

function passwordPrompt () {
  // A name that keeps a seat: its token brings her back to it.
  const seat = loadSeat ();
  send (seat && seat.name === state.name && seat.token ? seat.token : "");
}

function loginRefused (id, args) {
  const seat = loadSeat ();
  if (seat && seat.name === state.name && id === "name-in-room") {
    // Her old connection (a tablet gone to sleep) is not closed yet: the
    // room lets her in once it is; until then, again and again.
    banner ("まえの つながりが きれるのを まっています…");
    if (state.ws)
      state.ws.close ();
    return;
  }
  if (seat && seat.name === state.name)
    forgetSeat ();
  $("join-message").replaceChildren (...rubyWords (messageWords (id, args)));
  state.name = "";
  state.joined = false;
  showNames ();
}

// The answer to `pupils CODE`: a wrong code, or a room with no list.
function namesRefused (id, args) {
  state.names = null;
  if (id === "wrong-room-code") {
    state.leaving = true;
    if (state.ws)
      state.ws.close ();
    showCodeForm (messageWords (id, args));
    return;
  }
  state.classNames = [];
  showNames ();
  // Her network sent many wrong codes: she types her name, and her
  // teacher lets her in (SECURITY.md).
  if (id === "network-waits-teacher")
    $("join-message").replaceChildren (...rubyWords (messageWords (id, args)));
}

function loggedIn () {
  state.loggedIn = true;
  banner ("");
  send ("set client true");
  send (`/code ${state.code}`);
}

function showNames () {
  const list = $("name-list");
  list.replaceChildren ();
  const seat = loadSeat ();
  for (const name of state.classNames) {
    const b = document.createElement ("button");
    b.type = "button";
    b.className = "name";
    b.textContent = name;
    // A name someone holds on another tablet or computer cannot be
    // taken here, unless this browser keeps that name's token.
    if (state.namesInUse.has (name) && !(seat && seat.name === name && seat.token)) {
      b.disabled = true;
      const note = document.createElement ("small");
      note.textContent = "つかわれています";
      b.appendChild (note);
    }
    b.addEventListener ("click", () => chooseName (name));
    list.appendChild (b);
  }
  $("code-form").hidden = true;
  $("names").hidden = state.classNames.length === 0;
  $("name-form").hidden = !$("names").hidden;
  if (!$("name-form").hidden)
    $("name").focus ();
  showPage ("join");
}

function chooseName (name) {
  state.name = name;
  $("join-message").textContent = "";
  if (state.atLogin)
    sendName ();
  else if (!state.ws)
    connect ();
}

/* ------------------------------------------------------------------------ */
/* Tables                                                                    */
/* ------------------------------------------------------------------------ */

function table (n) {
  let t = state.tables.get (n);
  if (!t) {
    t = { number: n, rule: "", size: 19, handicap: 0, minutes: 0, byoyomi: 0, seats: { B: null, W: null },
          away: { B: false, W: false }, moves: [], started: false, counting: false, dead: new Set (),
          done: { mine: false, other: "" }, count: null, komi: 0,
          result: null, adjourned: false, seconds: { B: -1, W: -1 }, stones: { B: -1, W: -1 },
          clockAt: 0, board: null };
    state.tables.set (n, t);
  }
  return t;
}

function game () {
  return state.room ? state.room.game : "go";
}

// The pupil's own table: where she sits.
function ownTable () {
  for (const t of state.tables.values ())
    for (const c of ["B", "W"])
      if (t.seats[c] === state.name)
        return { t, color: c };
  return null;
}

function rebuild (t) {
  const board = new IshiBoard (game (), t.size);
  board.reset (t.handicap);
  for (const m of t.moves)
    if (!/^Handicap/i.test (m.text))
      board.play (m.color === "B" ? 1 : 2, m.text);
  t.board = board;
}

function toMove (t) {
  if (t.moves.length === 0)
    return t.handicap >= 2 ? "W" : "B";
  const last = t.moves[t.moves.length - 1];
  if (/^Handicap/i.test (last.text))
    return "W";
  return last.color === "B" ? "W" : "B";
}

function takeMove (n, color, text) {
  const t = table (state.current);
  if (n < t.moves.length)
    t.moves.length = n;            // the game sent again from there
  if (n > t.moves.length) {
    send (`moves ${t.number}`);    // a gap: the whole game again
    return;
  }
  if (n === 0 && /^Handicap (\d)/i.test (text))
    t.handicap = parseInt (/^Handicap (\d)/i.exec (text)[1], 10);
  t.moves.push ({ color, text });
  say ("");                        // a refusal said before is past
  t.result = null;
  t.counting = false;
  t.dead = new Set ();
  state.ghost = null;
  rebuild (t);
  render ();
}

function takeHeader (text) {
  // "Game N I: white (captures seconds stones) vs black (captures seconds stones)"
  const m = /^Game (\d+) I: (\S+) \((-?\d+) (-?\d+) (-?\d+)\) vs (\S+) \((-?\d+) (-?\d+) (-?\d+)\)/.exec (text);
  if (!m)
    return false;
  state.current = parseInt (m[1], 10);
  const t = table (state.current);
  t.started = true;
  t.seconds = { W: parseInt (m[4], 10), B: parseInt (m[8], 10) };
  t.stones = { W: parseInt (m[5], 10), B: parseInt (m[9], 10) };
  t.clockAt = Date.now ();
  return true;
}

function takeUndo (text) {
  // "NAME undid the last move (D4) ."
  const m = /^(\S+) undid the last move/.exec (text);
  if (!m)
    return;
  for (const t of state.tables.values ())
    if ((t.seats.B === m[1] || t.seats.W === m[1]) && t.moves.length > 0 && !t.result) {
      t.moves.pop ();
      rebuild (t);
      render ();
      return;
    }
}

/* ------------------------------------------------------------------------ */
/* Ishi's 700 lines                                                          */
/* ------------------------------------------------------------------------ */

function takeIshi (text) {
  const w = text.split (" ");
  const n = parseInt (w[1], 10);
  switch (w[0]) {
  case "token":
    state.token = w[1] || "";
    if (state.joined)
      saveSeat ();
    break;
  case "room":
    state.room = { game: w[1], name: w.slice (2).join (" ") };
    break;
  case "code":
    if (w[1] === "ok") {
      state.joined = true;
      saveSeat ();
      $("join-message").textContent = "";
      $("who").textContent = state.name;
      $("leave").hidden = false;
      render ();
    }
    break;
  case "pupil":
    if (state.names && w[1])
      state.names.push (w[1]);
    break;
  case "pupil-in-use":
    if (state.names && w[1])
      state.names.inUse.add (w[1]);
    break;
  case "pupils-end":
    if (state.names) {
      state.classNames = state.names;
      state.namesInUse = state.names.inUse;
      state.names = null;
      showNames ();
    }
    break;
  case "level":
    state.level = n || 0;
    render ();
    break;
  case "grade":
    if (n >= 0 && n <= 6)
      setGrade (n);
    break;
  case "table": {
    const t = table (n);
    const size = parseInt (w[3], 10);
    const handicap = parseInt (w[4], 10);
    if (t.size !== size || t.handicap !== handicap || t.rule !== w[2]) {
      t.size = size;
      t.handicap = handicap;
      t.rule = w[2];
      rebuild (t);
    }
    t.komi = parseFloat (w[5]) || 0;
    t.minutes = parseInt (w[6], 10);
    t.byoyomi = parseInt (w[7], 10);
    render ();
    break;
  }
  case "seat": {
    const t = table (n);
    t.seats[w[2]] = w[3] === "-" ? null : w[3];
    t.away[w[2]] = w[4] === "away";
    render ();
    break;
  }
  case "start": {
    const t = table (n);
    t.moves = [];
    t.dead = new Set ();
    t.result = null;
    t.counting = false;
    t.count = null;
    t.adjourned = false;
    t.started = true;
    rebuild (t);
    render ();
    break;
  }
  case "counting":
    table (n).counting = true;
    table (n).done = { mine: false, other: "" };
    render ();
    break;
  case "dead": {
    const t = table (n);
    // A change of the marks: both say done again (ishi-room-table.c).
    t.done = { mine: false, other: "" };
    t.dead = new Set ();
    for (const p of w.slice (2)) {
      const q = t.board ? t.board.parse (p) : null;
      if (q)
        t.dead.add (`${q.x},${q.y}`);
    }
    render ();
    break;
  }
  case "count":
    // What each side has with the marks now, as the host counts it.
    table (n).count = { B: parseFloat (w[2]), W: parseFloat (w[3]) };
    render ();
    break;
  case "continue":
    table (n).counting = false;
    table (n).count = null;
    table (n).dead = new Set ();
    render ();
    break;
  case "result":
    table (n).result = w[2];
    table (n).counting = false;
    render ();
    break;
  case "adjourned":
  case "resumed":
    table (n).adjourned = w[0] === "adjourned";
    render ();
    break;
  case "pause":
    state.paused = true;
    state.pauseText = w.slice (1).join (" ");
    render ();
    break;
  case "resume":
    state.paused = false;
    render ();
    break;
  case "step": {
    const k = parseInt (w[2], 10);
    if (w[1] === "-" || !w[1] || !(k >= 0))
      state.step = null;
    else if (!state.step || state.step.lesson !== w[1] || state.step.n !== k)
      newStep (w[1], k);
    render ();
    break;
  }
  default:
    break;
  }
}

/* ------------------------------------------------------------------------ */
/* Reading the room's lines                                                  */
/* ------------------------------------------------------------------------ */

function take (line) {
  if (/^Login:/.test (line)) {
    loginPrompt ();
    return;
  }
  if (/^Password:/.test (line)) {
    passwordPrompt ();
    return;
  }
  // Before and at login, before client mode: plain text, and the
  // answer to `pupils CODE`.
  if (!state.clientMode) {
    if (line.startsWith ("700 say "))
      takeSay (line.slice (8));
    else if (line.startsWith ("700 "))
      takeIshi (line.slice (4));
    else if (line.startsWith ("#>")) {
      state.clientMode = true;
      loggedIn ();
    }
    return;
  }
  const m = /^(\d+) ?(.*)$/.exec (line);
  if (!m)
    return;
  const code = parseInt (m[1], 10), text = m[2];
  switch (code) {
  case 700:
    if (text.startsWith ("say "))
      takeSay (text.slice (4));
    else
      takeIshi (text);
    break;
  case 15: {
    if (takeHeader (text))
      break;
    const mv = /^\s*(\d+)\((B|W)\): (.+)$/.exec (text);
    if (mv)
      takeMove (parseInt (mv[1], 10), mv[2], mv[3].trim ());
    break;
  }
  case 28:
    takeUndo (text);
    break;
  case 5:
    // Not a message of the catalogue (ishi-says.js has them all).
    say ("うまく いきませんでした。");
    break;
  default:
    break;
  }
}

// A message of the room, "CODE ID\tARG…": a refusal (code 5) said to the
// pupil, and the few of its words (code 9) a pupil needs.
function takeSay (rest) {
  const m = /^(\d+) ([a-z0-9-]+)(?:\t(.*))?$/.exec (rest);
  if (!m)
    return;
  const code = parseInt (m[1], 10), id = m[2];
  const args = m[3] === undefined ? [] : m[3].split ("\t");
  if (!state.clientMode) {
    // At the login: in, a name refused, or the answer to `pupils CODE`.
    if (id === "welcome" && args.length === 2) {
      // The name as the room keeps it (its NFKC form: ｈａｎａ is hana),
      // which its seats say.
      state.name = args[1];
    } else if (state.names)
      namesRefused (id, args);
    else if (code === 5)
      loginRefused (id, args);
    return;
  }
  if (code === 5) {
    error (id, args);
    return;
  }
  if (id === "host-can-save-again" || id === "teacher-let-in")
    say (messageWords (id, args));
  const own = ownTable ();
  if (id === "has-typed-done" && own && own.t.counting) {
    own.t.done.other = args[0];
    render ();
  }
}

function error (id, args) {
  if (id === "network-waits-teacher" && !state.joined) {
    // In, but not yet in the class: her teacher lets her in ("code ok").
    $("join-message").replaceChildren (...rubyWords (messageWords (id, args)));
    return;
  }
  if (id === "wrong-room-code" && !state.joined) {
    // The wrong code: out again, and asked again.
    state.name = "";
    forgetSeat ();
    state.leaving = true;
    send ("quit");
    showCodeForm (messageWords (id, args));
    return;
  }
  say (messageWords (id, args));
}

// Words for the pupil (with "{漢字|かんじ}" for ruby), under the board or
// the waiting page's buttons, for a few seconds.
function say (words) {
  state.lastMessage = words;
  for (const id of ["table-message", "waiting-message"])
    $(id).replaceChildren (...rubyWords (words));
  clearTimeout (say.timer);
  say.timer = setTimeout (() => {
    for (const id of ["table-message", "waiting-message"])
      $(id).textContent = "";
  }, 6000);
}

/* ------------------------------------------------------------------------ */
/* What is shown                                                             */
/* ------------------------------------------------------------------------ */

function showPage (id) {
  for (const page of document.querySelectorAll (".page"))
    page.hidden = page.id !== id;
  document.body.dataset.page = id;
}

function showCodeForm (message) {
  $("code-form").hidden = false;
  $("names").hidden = true;
  $("name-form").hidden = true;
  $("join-message").replaceChildren (...rubyWords (message || ""));
  $("who").textContent = "";
  $("leave").hidden = true;
  showPage ("join");
  $("code").focus ();
}

function render () {
  $("cover").hidden = !state.paused;
  if (state.paused)
    $("cover-text").textContent = state.pauseText || "";
  if (state.paused && !state.pauseText)
    $("cover-text").replaceChildren (...rubyWords ("{先生|せんせい}のお{話|はなし}を{聞|き}きましょう"));
  if (!state.joined)
    return;
  if (state.step) {
    showPage ("step");
    return;
  }
  const own = ownTable ();
  if (own && (own.t.started || own.t.moves.length > 0)) {
    renderTable (own.t, own.color);
    showPage ("table");
    return;
  }
  $("hello").textContent = `${state.name} さん、ようこそ`;
  $("play-ishi").hidden = !(state.level > 0);
  $("play-ishi").textContent = `コンピューターと うつ (つよさ ${state.level})`;
  $("sit").hidden = !!own;
  showPage ("waiting");
}

// "{漢字|かんじ}" into ruby where the class's grade needs it, else the
// kanji alone.
function rubyWords (text) {
  const out = [];
  const re = /\{([^|}]+)\|([^}]+)\}/g;
  let at = 0, m;
  while ((m = re.exec (text)) !== null) {
    if (m.index > at)
      out.push (document.createTextNode (text.slice (at, m.index)));
    out.push (needsReading (m[1]) ? ruby (m[1], m[2]) : document.createTextNode (m[1]));
    at = re.lastIndex;
  }
  if (at < text.length)
    out.push (document.createTextNode (text.slice (at)));
  return out;
}

// The school grade that teaches a kanji (学年別漢字配当表, KANJI_GRADES
// of ishi-says.js): 1 to 6, or 7 for one taught later.
function kanjiGrade (c) {
  if (!kanjiGrade.table) {
    kanjiGrade.table = new Map ();
    KANJI_GRADES.forEach ((kanji, g) => {
      for (const k of kanji)
        kanjiGrade.table.set (k, g + 1);
    });
  }
  return kanjiGrade.table.get (c) ?? 7;
}

// Whether a reader of the class's grade needs the reading of `word`: a
// kanji above her grade in it (ishi-kanji-readings.c's rule); none for
// grown-ups; all, as written, while the grade is not told.
function needsReading (word) {
  if (state.grade === null)
    return true;
  if (state.grade === 0)
    return false;
  for (const c of word)
    if (/[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{3134F}]/u.test (c) && kanjiGrade (c) > state.grade)
      return true;
  return false;
}

// The class's grade told (or changed by the teacher): the page's words,
// and the step shown, read again at it.
function setGrade (grade) {
  if (state.grade === grade)
    return;
  state.grade = grade;
  relabel ();
  render ();
  if (state.step)
    askStep (null);
}

// The page's own words written in index.html (data-words, with
// "{漢字|かんじ}"), laid out at the class's grade.
function relabel () {
  for (const e of document.querySelectorAll ("[data-words]"))
    e.replaceChildren (...rubyWords (e.dataset.words));
}

function ruby (base, reading) {
  const r = document.createElement ("ruby");
  r.append (base);
  const rt = document.createElement ("rt");
  rt.textContent = reading;
  r.appendChild (rt);
  return r;
}

function clock (t, c) {
  const s = t.seconds[c];
  if (s < 0 || (t.minutes === 0 && t.byoyomi === 0))
    return "";
  let left = s;
  if (!t.result && !t.counting && !state.paused && toMove (t) === c)
    left = Math.max (0, s - Math.floor ((Date.now () - t.clockAt) / 1000));
  return `${Math.floor (left / 60)}:${String (left % 60).padStart (2, "0")}`;
}

// The room's result (SGF's RE: "B+3.5", "W+R", "B+", "W+F", "0",
// "Void") in a child's words.
function resultWords (t, color) {
  const m = /^([BW])\+(.*)$/.exec (t.result || "");
  if (!m) {
    if (t.result === "0" || /^draw/i.test (t.result || ""))
      return "ひきわけ です。";
    if (/^void/i.test (t.result || ""))
      return "この たいきょくは なしに なりました。";
    return "たいきょくが おわりました。";
  }
  const winner = m[1] === "B" ? "{黒|くろ}" : "{白|しろ}";
  const you = m[1] === color ? "あなたの かち！" : "あなたの まけ。";
  const loser = m[1] === "B" ? "{白|しろ}" : "{黒|くろ}";
  let how = "";
  if (/^R/i.test (m[2]))
    how = m[1] === color ? "あいてが まけましたと いいました" : "まけましたと いいました";
  else if (/^T/i.test (m[2]))
    how = `${loser}の じかんぎれ`;
  else if (/^F/i.test (m[2]))
    // Renju: Black's forbidden move; otherwise a forfeit.
    how = game () === "renju" && m[1] === "W" ? "{黒|くろ}の きんじて" : `${loser}の はんそく`;
  else if (m[2] === "" && game () === "renju")
    how = "五つ ならびました";
  else if (/^[0-9.]+$/.test (m[2]))
    how = t.rule === "pure" ? `${m[2]}こ おおい` : `${m[2]}もく`;
  return how ? `${winner}の かち（${how}）。${you}` : `${winner}の かち。${you}`;
}

// Whom the room lets take back the last move: its player, a stone (not
// a pass), and not the opening's three stones of a Renju rule with an
// opening (ishi-room-table.c).
function mayUndo (t, color) {
  const last = t.moves[t.moves.length - 1];
  if (!last || last.color !== color || /^(pass|handicap)/i.test (last.text))
    return false;
  return !(game () === "renju" && t.rule !== "renju-free" && t.moves.length <= 3);
}

function renderTable (t, color) {
  if (!t.board)
    rebuild (t);
  const svg = $("board");
  const mine = color === "B" ? 1 : 2;
  const ghost = state.ghost && state.ghost.table === t.number ? { x: state.ghost.x, y: state.ghost.y, color: mine } : null;
  drawBoard (svg, t.board, { dead: t.dead, ghost });
  for (const c of ["B", "W"]) {
    const box = $(c === "B" ? "player-b" : "player-w");
    box.querySelector (".name").textContent = (t.seats[c] || "") + (t.seats[c] === state.name ? " (あなた)" : "");
    const caps = t.board.captures[c === "B" ? 1 : 2];
    const parts = [];
    if (game () === "go" && t.rule !== "pure")
      parts.push (`とった いし ${caps}`);
    const cl = clock (t, c);
    if (cl)
      parts.push (cl);
    if (t.away[c])
      parts.push ("いない");
    box.querySelector (".info").textContent = parts.join ("  ");
    box.classList.toggle ("to-move", !t.result && !t.counting && toMove (t) === c);
  }
  const playing = !t.result && !t.counting;
  const turn = $("turn");
  if (t.result)
    turn.replaceChildren (...rubyWords (resultWords (t, color)));
  else if (t.counting && t.done.mine)
    turn.textContent = "あいての へんじを まっています。しるしを かえるなら、いしに タッチしてね。";
  else if (t.counting && t.done.other)
    turn.textContent = `${t.done.other} さんは「これで いい」と いっています。よければ「これで いい」を おしてね。`;
  else if (t.counting)
    turn.textContent = "しんだ いしに タッチして しるしを つけてね。おわったら「これで いい」。";
  else if (t.adjourned)
    turn.textContent = "たいきょくは ちゅうだん しています。";
  else {
    const last = t.moves[t.moves.length - 1];
    const passed = last && /^pass$/i.test (last.text);
    if (toMove (t) === color)
      turn.textContent = passed ? "あいては パスしました。あなたの ばんです。" : "あなたの ばんです。";
    else
      turn.textContent = passed ? "パスしました。あいての ばんです。" : "あいての ばんです。";
  }
  const count = t.counting && t.count;
  $("count").hidden = !count;
  if (count)
    $("count").replaceChildren (...rubyWords (
      `いま かぞえると {黒|くろ} ${t.count.B}、{白|しろ} ${t.count.W}`
      + (t.komi > 0 ? `（{白|しろ}は コミ ${t.komi}を ふくむ）` : "")));
  $("play-buttons").hidden = !playing;
  $("count-buttons").hidden = !t.counting;
  $("end-buttons").hidden = !t.result;
  $("confirm").hidden = !ghost;
  $("undo").disabled = !mayUndo (t, color);
  $("done").disabled = t.done.mine;
}

/* ------------------------------------------------------------------------ */
/* Touching the board                                                        */
/* ------------------------------------------------------------------------ */

function boardTouched (event) {
  const own = ownTable ();
  if (!own || !own.t.board)
    return;
  const { t, color } = own;
  const p = boardPointAt ($("board"), t.board, event);
  if (!p)
    return;
  const name = t.board.name (p.x, p.y);
  if (t.counting) {
    send (name);                 // marks the group dead, or alive again
    return;
  }
  if (t.result || t.adjourned)
    return;
  if (toMove (t) !== color) {
    say ("いまは あいての ばんです。");
    return;
  }
  // A small board on a tablet: first a stone to look at, then the move.
  const small = p.unit < CONFIRM_BELOW_PX;
  const g = state.ghost;
  if (small && !(g && g.table === t.number && g.x === p.x && g.y === p.y)) {
    state.ghost = { table: t.number, x: p.x, y: p.y };
    render ();
    return;
  }
  state.ghost = null;
  send (name);
  render ();
}

function confirmMove () {
  const own = ownTable ();
  const g = state.ghost;
  if (!own || !g)
    return;
  state.ghost = null;
  send (own.t.board.name (g.x, g.y));
  render ();
}

/* ------------------------------------------------------------------------ */
/* The teacher's step                                                        */
/* ------------------------------------------------------------------------ */

function newStep (lesson, n) {
  state.step = { lesson, n, seq: 0, moves: [], hint: 0, wrongs: 0, hinted: false, data: null, url: "",
                 asking: 0 };
  state.stepGhost = null;
  askStep (null);
}

function stepQuery (answer) {
  const s = state.step;
  const q = new URLSearchParams ({ id: s.lesson, step: String (s.n) });
  if (s.seq > 0)
    q.set ("seq", String (s.seq));
  if (s.moves.length > 0)
    q.set ("moves", s.moves.map ((p) => `${p.x}.${p.y}`).join (","));
  if (s.hint > 0)
    q.set ("hint", String (s.hint));
  if (answer)
    q.set ("answer", `${answer.x}.${answer.y}`);
  // The step read at the class's grade (none: as the lesson is written).
  if (state.grade !== null)
    q.set ("grade", state.grade === 0 ? "adult" : String (state.grade));
  return q;
}

async function askStep (answer) {
  const s = state.step;
  if (!s)
    return;
  const asking = ++s.asking;
  let data;
  try {
    // The room's code opens its lessons, as it opens the room; the host
    // draws so many a second and says when to ask again (429).
    let r;
    for (let tries = 0; ; tries++) {
      r = await fetch (`/lesson?${stepQuery (answer)}`,
                       { cache: "no-store", headers: { "X-Ishi-Code": state.code } });
      if (r.status !== 429 || tries >= 5)
        break;
      const after = Math.min (parseInt (r.headers.get ("Retry-After"), 10) || 1, 10);
      await new Promise ((resolve) => setTimeout (resolve, after * 1000 + Math.random () * 500));
    }
    if (!r.ok)
      throw new Error (String (r.status));
    data = await r.json ();
  } catch (e) {
    if (state.step === s)
      $("step-feedback").textContent = "この ステップを よみこめませんでした。";
    return;
  }
  if (state.step !== s || asking !== s.asking)
    return;             // the teacher moved on meanwhile
  s.data = data;
  if (answer)
    judged (s, data, answer);
  renderStep ();
  // What was said of her answer, or the hint, where she looks.
  if (answer || s.hint > 0)
    (answer ? $("step-feedback") : $("step-hint")).scrollIntoView ({ block: "nearest" });
}

// The answer judged by the host: kept, and said to the teacher.
function judged (s, data, answer) {
  if (data.verdict === "goOn")
    s.moves.push (answer);
  if (data.verdict === "right" && data.task && data.task.puzzle)
    s.moves.push (answer);
  if (data.verdict === "right" || data.verdict === "wrong") {
    const right = data.verdict === "right";
    send (`/answer ${s.lesson} ${s.n} ${right ? "right" : "wrong"} ${right && s.wrongs === 0 ? "first" : "again"} `
          + `${s.hinted ? "hint" : "nohint"}`);
    if (!right)
      s.wrongs++;
  }
}

function paragraphs (box, list) {
  box.replaceChildren ();
  for (const runs of list || []) {
    if (!runs)
      continue;
    const p = document.createElement ("p");
    for (const run of runs) {
      if (run.br)
        p.appendChild (document.createElement ("br"));
      else if (run.ruby)
        p.appendChild (ruby (run.text, run.ruby));
      else if (run.em) {
        const em = document.createElement ("em");
        em.textContent = run.text;
        p.appendChild (em);
      } else
        p.append (run.text);
    }
    box.appendChild (p);
  }
}

function renderStep () {
  const s = state.step;
  const d = s && s.data;
  if (!d)
    return;
  paragraphs ($("step-lesson"), [d.title ? [...d.title, { text: `  ${d.step + 1} / ${d.steps}` }] : null]);
  paragraphs ($("step-title"), [d.stepTitle]);
  paragraphs ($("step-text"), d.text);
  paragraphs ($("step-move-text"), d.sequence.text);
  $("step-sequence").hidden = d.sequence.length === 0;
  $("seq-next").disabled = d.sequence.done >= d.sequence.length;
  $("seq-back").disabled = d.sequence.done === 0;
  const taskOn = d.task && d.sequence.done >= d.sequence.length;
  paragraphs ($("step-prompt"), taskOn ? [d.task.prompt] : []);
  paragraphs ($("step-feedback"), d.feedback);
  $("step-feedback").className = `text ${d.verdict || ""}`;
  paragraphs ($("step-hint"), d.hint);
  $("hint").hidden = !(taskOn && d.task.takesAnswers && (d.task.hasHint || s.hint < 2)) || s.hint >= 2;
  if (s.url)
    URL.revokeObjectURL (s.url);
  s.url = URL.createObjectURL (new Blob ([d.board.svg], { type: "image/svg+xml" }));
  $("step-board").src = s.url;
  $("step-board").alt = "ずめん";
  placeStepGhost ();
}

// The image's pixel → the nearest point of the diagram, or null.
function stepPointAt (event) {
  const d = state.step && state.step.data;
  if (!d)
    return null;
  const img = $("step-board");
  const r = img.getBoundingClientRect ();
  const scale = r.width / d.board.width;
  const px = (event.clientX - r.left) / scale, py = (event.clientY - r.top) / scale;
  let best = null, bestD = Infinity;
  for (const [x, y, cx, cy] of d.board.points) {
    const dd = (cx - px) ** 2 + (cy - py) ** 2;
    if (dd < bestD) {
      bestD = dd;
      best = { x, y, cx, cy };
    }
  }
  if (!best || Math.sqrt (bestD) > d.board.spacing * 0.6)
    return null;
  best.unit = d.board.spacing * scale;
  return best;
}

function placeStepGhost () {
  const g = state.stepGhost, d = state.step && state.step.data;
  const ghost = $("step-ghost") || (() => {
    const e = document.createElement ("div");
    e.id = "step-ghost";
    $("step-board-box").appendChild (e);
    return e;
  }) ();
  ghost.hidden = !g || !d;
  $("step-confirm").hidden = ghost.hidden;
  if (!g || !d)
    return;
  const img = $("step-board");
  const scale = img.clientWidth / d.board.width;
  const size = d.board.spacing * scale * 0.9;
  ghost.style.width = ghost.style.height = `${size}px`;
  ghost.style.left = `${img.offsetLeft + g.cx * scale - size / 2}px`;
  ghost.style.top = `${img.offsetTop + g.cy * scale - size / 2}px`;
}

function stepTouched (event) {
  const s = state.step, d = s && s.data;
  if (!d || !d.task || !d.task.takesAnswers || d.sequence.done < d.sequence.length)
    return;
  const p = stepPointAt (event);
  if (!p)
    return;
  const g = state.stepGhost;
  if (p.unit < CONFIRM_BELOW_PX && !(g && g.x === p.x && g.y === p.y)) {
    state.stepGhost = p;
    placeStepGhost ();
    return;
  }
  state.stepGhost = null;
  placeStepGhost ();
  askStep (p);
}

/* ------------------------------------------------------------------------ */
/* Buttons                                                                   */
/* ------------------------------------------------------------------------ */

function wire () {
  $("code-form").addEventListener ("submit", (event) => {
    event.preventDefault ();
    const code = $("code").value.trim ();
    if (!/^\d{4}$/.test (code)) {
      $("join-message").textContent = "4けたの すうじを かいてね。";
      return;
    }
    state.code = code;
    state.joined = false;
    state.name = "";
    state.askNames = true;
    $("join-message").textContent = "";
    if (state.ws) {
      state.leaving = true;
      state.ws.close ();
      state.ws = null;
    }
    state.leaving = false;
    connect ();
  });
  $("not-listed").addEventListener ("click", () => {
    $("names").hidden = true;
    $("name-form").hidden = false;
    $("name").focus ();
  });
  $("name-form").addEventListener ("submit", (event) => {
    event.preventDefault ();
    const name = $("name").value.trim ();
    if (name)
      chooseName (name);
    else
      $("join-message").replaceChildren (...rubyWords ("{名前|なまえ}を かいてね。"));
  });
  $("board").addEventListener ("click", boardTouched);
  $("confirm").addEventListener ("click", confirmMove);
  $("pass").addEventListener ("click", () => send ("pass"));
  $("undo").addEventListener ("click", () => send ("undo"));
  $("resign").addEventListener ("click", () => {
    const b = $("resign");
    if (b.dataset.sure) {
      delete b.dataset.sure;
      b.textContent = "まけました";
      send ("resign");
      return;
    }
    b.dataset.sure = "1";
    b.textContent = "ほんとうに まけました";
    setTimeout (() => {
      delete b.dataset.sure;
      b.textContent = "まけました";
    }, 4000);
  });
  $("done").addEventListener ("click", () => {
    const own = ownTable ();
    if (own)
      own.t.done.mine = true;
    send ("done");
    render ();
  });
  $("continue").addEventListener ("click", () => send ("/continue"));
  $("again").addEventListener ("click", () => send ("/start"));
  $("stand").addEventListener ("click", () => send ("/leave"));
  $("sit").addEventListener ("click", () => send ("/join"));
  $("play-ishi").addEventListener ("click", () => send ("/engine"));
  $("step-board").addEventListener ("click", stepTouched);
  $("step-confirm").addEventListener ("click", () => {
    const g = state.stepGhost;
    state.stepGhost = null;
    placeStepGhost ();
    if (g)
      askStep (g);
  });
  $("hint").addEventListener ("click", () => {
    const s = state.step;
    if (!s)
      return;
    s.hint = Math.min (2, s.hint + 1);
    s.hinted = true;
    askStep (null);
  });
  $("seq-next").addEventListener ("click", () => {
    state.step.seq++;
    askStep (null);
  });
  $("seq-back").addEventListener ("click", () => {
    state.step.seq = Math.max (0, state.step.seq - 1);
    askStep (null);
  });
  $("leave").addEventListener ("click", () => {
    const b = $("leave");
    if (!b.dataset.sure) {
      b.dataset.sure = "1";
      b.textContent = "ほんとうに おしまい？";
      setTimeout (() => {
        delete b.dataset.sure;
        b.textContent = "おしまい";
      }, 4000);
      return;
    }
    delete b.dataset.sure;
    b.textContent = "おしまい";
    leave ();
  });
  window.addEventListener ("resize", placeStepGhost);
  // The clocks move on screen.
  setInterval (() => {
    const own = ownTable ();
    if (own && !state.step && (own.t.minutes > 0 || own.t.byoyomi > 0))
      render ();
  }, 1000);
}

function leave () {
  forgetSeat ();
  state.name = "";
  state.token = "";
  state.joined = false;
  state.step = null;
  state.tables.clear ();
  state.leaving = true;
  send ("quit");
  if (state.ws)
    state.ws.close ();
  state.ws = null;
  showCodeForm ("");
}

function start () {
  relabel ();
  wire ();
  const seat = loadSeat ();
  if (seat) {
    // Back after a reload or a sleep: the same name, her token, the code.
    state.name = seat.name;
    state.token = seat.token || "";
    state.code = seat.code;
    state.joined = false;
    banner ("つないで います…");
    connect ();
    return;
  }
  showCodeForm ("");
}

start ();
