// The page of `mtgasp serve`: a board editor and the questions, over the JSON API of this server (docs/server.md).
// Plain JavaScript, no library, no request to any other address. The board is kept as the board format's JSON
// (docs/board-format.md); the server checks it (POST /api/board) and answers (POST /api/COMMAND, format "text":
// exactly what the command line prints; orderings also as its HTML page, the tree).
"use strict";

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v === true) node.setAttribute(k, "");
    else if (v !== false && v != null) node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
};

const STORE = "mtgasp-board";
let board = { players: ["alice", "bob"], battlefield: [] };
let objects = [];          // [{id, card, zone, controller}] as the server's loader reads the board
let cardNames = [];        // every card of the library
let cardFolded = [];

// ---- the board ----------------------------------------------------------------------------------------

function players() { return Array.isArray(board.players) ? board.players.map(String) : []; }
function permanents() { return Array.isArray(board.battlefield) ? board.battlefield : (board.battlefield = []); }
function effects() { return Array.isArray(board.effects) ? board.effects : []; }
function rows() {
  return [...permanents().map((p, i) => ({ entry: p, list: "battlefield", index: i })),
          ...effects().map((p, i) => ({ entry: p, list: "effects", index: i }))];
}
function ids() { return objects.filter((o) => o.zone === "battlefield").map((o) => o.id); }

function setBoard(next, message) {
  board = next && typeof next === "object" && !Array.isArray(next) ? next : { players: [], battlefield: [] };
  if (!board.players) board.players = [];
  if (!board.battlefield) board.battlefield = [];
  changed(message);
}

let checkTimer = null;
let checkSeq = 0;
function changed(message) {
  try { localStorage.setItem(STORE, JSON.stringify(board)); } catch (e) { /* private mode: not kept */ }
  render();
  clearTimeout(checkTimer);
  checkTimer = setTimeout(() => check(message), 150);
}

async function check(message) {
  const seq = ++checkSeq;
  const status = $("board-status");
  const reply = await post("/api/board", { board });
  if (seq !== checkSeq) return;
  if (reply.ok) {
    objects = reply.json.objects;
    status.textContent = `${message ? message + "; " : ""}the board is valid: ${objects.length} object${objects.length === 1 ? "" : "s"}`;
    status.className = "status";
    render();
  } else {
    status.textContent = reply.error;
    status.className = "status bad";
  }
}

function render() {
  renderPlayers();
  renderPermanents();
  renderArguments();
  const other = Object.keys(board).filter((k) => !["players", "battlefield", "effects", "active_player"].includes(k));
  $("other-fields").textContent = other.length ? `also on this board (kept as loaded, saved with it): ${other.join(", ")}` : "";
}

function renderPlayers() {
  const list = $("players");
  list.replaceChildren(...players().map((name, i) => el("li", {},
    el("input", { value: name, "aria-label": `player ${i + 1}`,
                  onchange: (e) => { renamePlayer(i, e.target.value.trim()); } }),
    el("button", { type: "button", "aria-label": `remove player ${name}`, text: "×",
                   onclick: () => { board.players.splice(i, 1); changed(); } }))));
  fillSelect($("new-controller"), players(), $("new-controller").value);
  const active = $("active-player");
  fillSelect(active, ["", ...players()], board.active_player || "", { "": "(the first)" });
}

function renamePlayer(i, name) {
  const old = board.players[i];
  if (!name) return;
  board.players[i] = name;
  for (const r of rows()) {
    for (const key of ["controller", "owner"]) if (r.entry[key] === old) r.entry[key] = name;
  }
  if (board.active_player === old) board.active_player = name;
  changed();
}

function fillSelect(select, values, current, labels = {}) {
  select.replaceChildren(...values.map((v) => el("option", { value: v, text: labels[v] ?? v })));
  if (values.includes(current)) select.value = current;
}

function parseMap(text, numbers) {
  const out = {};
  for (const part of text.split(",")) {
    if (!part.trim()) continue;
    const at = part.lastIndexOf(":");
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    const value = at < 0 ? (numbers ? "1" : "") : part.slice(at + 1).trim();
    out[key] = numbers && /^\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}
const showMap = (m) => (m && typeof m === "object" ? Object.entries(m).map(([k, v]) => `${k}: ${v}`).join(", ") : "");

function renderPermanents() {
  const tbody = $("permanents").tBodies[0];
  const defaults = ids();
  const choicesOfIds = ["", ...defaults];
  tbody.replaceChildren(...rows().map((r, n) => {
    const e = r.entry;
    const isPermanent = r.list === "battlefield";
    // A predefined token (token: Treasure) or a described one (token: {type_line: ...}) has no card: its name shows.
    const shownName = e.card ?? (typeof e.token === "string" ? e.token
      : e.token && typeof e.token === "object" ? (e.token.name || `${e.token.type_line} token`) : "");
    const set = (key, value, empty) => {
      if (value === empty || value === "" || (typeof value === "object" && value && !Object.keys(value).length)) delete e[key];
      else e[key] = value;
      changed();
    };
    const box = (key, label) => isPermanent
      ? el("input", { type: "checkbox", checked: !!e[key], "aria-label": `${label} (${shownName})`,
                      // (a token without card: is one by its entry: the box shows it and can't unmake it)
                      disabled: key === "token" && typeof e.token !== "boolean" && e.token !== undefined,
                      onchange: (ev) => set(key, ev.target.checked, false) })
      : "";
    const controller = el("select", { "aria-label": `controller of ${e.card}`, onchange: (ev) => set("controller", ev.target.value) });
    fillSelect(controller, players(), e.controller);
    const attached = el("select", { "aria-label": `${e.card} is attached to`, onchange: (ev) => set("attached_to", ev.target.value, "") });
    fillSelect(attached, choicesOfIds, e.attached_to || "", { "": "—" });
    const td = (label, ...c) => el("td", { "data-label": label }, ...c);
    const flag = (key, label) => (isPermanent ? el("label", { class: "flag" }, box(key, label), ` ${key}`) : "");
    return el("tr", { class: isPermanent ? "" : "effect" },
      el("td", { class: "card", "data-label": "card" }, el("span", { class: "name", text: String(shownName) }),
         isPermanent ? el("input", { class: "id", value: e.id || "", placeholder: defaults[r.index] || "", "aria-label": `id of ${e.card}`,
                                     title: "its id (empty: the one shown)", onchange: (ev) => set("id", ev.target.value.trim(), "") }) : ""),
      td("controller", controller),
      td("state", flag("tapped", "tapped"), flag("sick", "summoning sick"), flag("token", "token")),
      td("counters", isPermanent ? el("input", { value: showMap(e.counters), placeholder: "charge: 2", "aria-label": `counters on ${e.card}`,
                                                onchange: (ev) => set("counters", parseMap(ev.target.value, true)) }) : ""),
      td("attached to", isPermanent ? attached : ""),
      td("chosen", el("input", { value: showMap(e.chosen), placeholder: "color: R", "aria-label": `chosen values of ${e.card}`,
                                  onchange: (ev) => set("chosen", parseMap(ev.target.value, false)) })),
      td("", el("button", { type: "button", text: "×", title: "remove", "aria-label": `remove ${e.card} (${n + 1})`,
                             onclick: () => { (r.list === "battlefield" ? permanents() : board.effects).splice(r.index, 1);
                                              if (!effects().length) delete board.effects; changed(); } })));
  }));
}

function addPermanent() {
  const input = $("card-input");
  const name = input.value.trim();
  if (!name) { input.focus(); return; }
  const entry = { card: name, controller: $("new-controller").value || players()[0] };
  if ($("new-effect").checked) {
    (board.effects = effects()).push(entry);
  } else {
    if ($("new-tapped").checked) entry.tapped = true;
    if ($("new-token").checked) entry.token = true;
    permanents().push(entry);
  }
  input.value = "";
  changed(`added ${name}`);
  input.focus();
}

// ---- the card name combobox (ARIA 1.2: role=combobox, a listbox of role=option) ------------------------

function combobox(input, list, onPick) {
  let active = -1;
  let shown = [];
  const close = () => { list.hidden = true; input.setAttribute("aria-expanded", "false"); input.removeAttribute("aria-activedescendant"); active = -1; };
  const highlight = (i) => {
    active = i;
    [...list.children].forEach((li, j) => li.setAttribute("aria-selected", j === i ? "true" : "false"));
    if (i >= 0) { input.setAttribute("aria-activedescendant", list.children[i].id); list.children[i].scrollIntoView({ block: "nearest" }); }
  };
  const pick = (name) => { input.value = name; close(); onPick && onPick(name); };
  input.addEventListener("input", () => {
    shown = suggestions(input.value);
    list.replaceChildren(...shown.map((name, i) => el("li", { role: "option", id: `${list.id}-${i}`, "aria-selected": "false", text: name,
      onmousedown: (e) => { e.preventDefault(); pick(name); } })));
    if (shown.length) { list.hidden = false; input.setAttribute("aria-expanded", "true"); active = -1; } else close();
  });
  input.addEventListener("keydown", (e) => {
    if (e.key === "ArrowDown" && shown.length) { e.preventDefault(); if (list.hidden) { list.hidden = false; input.setAttribute("aria-expanded", "true"); } highlight(Math.min(active + 1, shown.length - 1)); }
    else if (e.key === "ArrowUp" && shown.length) { e.preventDefault(); highlight(Math.max(active - 1, 0)); }
    else if (e.key === "Enter") {  // a highlighted suggestion is picked (and nothing else happens on this Enter)
      if (!list.hidden && active >= 0) { e.preventDefault(); e.stopImmediatePropagation(); pick(shown[active]); }
      else if (onPick) { e.preventDefault(); onPick(input.value); }
    }
    else if (e.key === "Escape") close();
  });
  input.addEventListener("blur", () => setTimeout(() => { if (document.activeElement !== input) close(); }, 100));
}

function suggestions(text) {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const starts = [];
  const contains = [];
  for (let i = 0; i < cardFolded.length && starts.length < 12; i++) {
    const at = cardFolded[i].indexOf(q);
    if (at === 0) starts.push(cardNames[i]);
    else if (at > 0 && contains.length < 12) contains.push(cardNames[i]);
  }
  return [...starts, ...contains].slice(0, 12);
}

// ---- the questions ------------------------------------------------------------------------------------

// Each question's arguments, by the names the API takes (the command's long option names; docs/server.md).
const QUESTIONS = {
  "could-produce": { explain: true, args: [] },
  "produce": { explain: true, args: [["id", "object"]] },
  "orderings": { explain: false, args: [["event", "event"]] },
  "can-activate": { explain: true, args: [["id", "object"], ["ability", "number", "every ability"], ["with-priority", "flag"]] },
  "mana": { explain: false, args: [["player", "player"], ["cost", "text", "{2}{G}"], ["pools", "flag"], ["with-priority", "flag"]] },
  "show": { explain: true, args: [["id", "object?"]] },
  "query": { explain: false, args: [["question", "text", 'named banneret "Relentless Rats"']] },
  "cards": { explain: false, board: false, args: [["pattern", "text", "a part of a name"]] },
};
const EVENTS = {
  tap: [["id", "object"], ["ability", "number", "its first mana ability"]],
  // (as the command line's options, docs/commands.md: how the object enters, and how its spell was paid for)
  enter: [["card", "card"], ["controller", "player"], ["x", "number", "X"], ["cast", "flag"], ["kicked", "number", "times kicked"],
          ["transformed", "flag"], ["from", "text", "hand, graveyard, exile…"], ["spent", "text", "{G}{G}{R}"],
          ["colors", "number", "colors spent"], ["convoked", "number", "creatures"], ["roll", "number", "die result"],
          ["via", "text", "id, or self"], ["by", "text", "id of what puts it there"]],
  damage: [["source", "source"], ["target", "target"], ["amount", "number", "N"], ["kicked", "number", "times kicked (0: not)"],
           ["ability", "number", "its ability that deals it"],
           ["combat", "flag"], ["spent", "text", "{R}{R}{R}"], ["additional", "flag"], ["no-additional", "flag"],
           ["outside-combat", "flag"]],
  // (CR 122.6: counters put by an ability or a spell; --by-keyword and --flip as the command line's, docs/cli.md)
  counters: [["target", "target"], ["kind", "text", "+1/+1"], ["amount", "number", "N"], ["by", "text", "id of the source"],
             ["by-keyword", "text", "modular"], ["flip", "text", "won or lost"]],
};
const values = {};  // what the argument fields hold, kept across re-renders

function field([name, kind, hint]) {
  const key = name;
  const label = (control) => el("label", {}, `${name} `, control);
  const keep = (e) => { values[key] = e.target.type === "checkbox" ? e.target.checked : e.target.value; };
  if (kind === "object" || kind === "object?" || kind === "player" || kind === "target" || kind === "event" || kind === "source") {
    // (a damage event's source may be a resolving spell, an effects: entry, as on the command line)
    const options = kind === "player" ? players() : kind === "target" ? [...ids(), ...players()]
      : kind === "source" ? objects.map((o) => o.id)
      : kind === "event" ? Object.keys(EVENTS) : kind === "object?" ? ["", ...ids()] : ids();
    const select = el("select", { id: `arg-${name}`, onchange: (e) => { keep(e); if (kind === "event") renderArguments(); } });
    fillSelect(select, options, values[key] ?? options[0], { "": "every object" });
    values[key] = select.value;
    return label(select);
  }
  if (kind === "flag") {
    return el("label", {}, el("input", { type: "checkbox", id: `arg-${name}`, checked: !!values[key], onchange: keep }), ` ${name}`);
  }
  if (kind === "card") {
    const wrap = el("div", { class: "combo" });
    const input = el("input", { id: `arg-${name}`, role: "combobox", "aria-label": "card entering", "aria-autocomplete": "list",
                                "aria-expanded": "false", "aria-controls": `arg-${name}-options`, value: values[key] ?? "",
                                placeholder: "card name", autocomplete: "off", oninput: keep });
    const list = el("ul", { id: `arg-${name}-options`, role: "listbox", hidden: true });
    wrap.append(input, list);
    combobox(input, list, (v) => { values[key] = v; });
    return wrap;
  }
  return label(el("input", { id: `arg-${name}`, value: values[key] ?? "", placeholder: hint || "",
                             inputmode: kind === "number" ? "numeric" : null, oninput: keep, autocomplete: "off" }));
}

function renderArguments() {
  const command = $("command").value;
  const spec = QUESTIONS[command];
  const args = [...spec.args];
  if (command === "orderings") args.push(...EVENTS[values.event || "tap"]);
  if (document.activeElement && $("arguments").contains(document.activeElement)) return;  // not while one is edited
  $("arguments").replaceChildren(...args.map(field));
  $("explain-label").hidden = !spec.explain;
}

function request() {
  const command = $("command").value;
  const spec = QUESTIONS[command];
  const body = spec.board === false ? {} : { board };
  const args = [...spec.args];
  if (command === "orderings") args.push(...EVENTS[values.event || "tap"]);
  for (const [name, kind] of args) {
    const control = $(`arg-${name}`);
    if (!control) continue;
    if (kind === "flag") { if (control.checked) body[name] = true; continue; }
    const value = control.value.trim();
    if (value === "") continue;
    body[name] = kind === "number" && /^\d+$/.test(value) ? Number(value) : value;
  }
  if (spec.explain && $("explain").checked) body.explain = true;
  const chosen = readingsChosen(false);
  if (Object.keys(chosen).length && command !== "cards") body.reading = chosen;
  return { command, body };
}

// ---- readings (mtgasp readings): each contested point with the reading taken, and one to compare with ------

let readingsList = [];
function renderReadings() {
  $("readings").tBodies[0].replaceChildren(...readingsList.map((r) => {
    const options = r.readings.map((o) => o.value);
    const labels = Object.fromEntries(r.readings.map((o) => [o.value, `${o.value}${o.default ? " (default)" : ""}`]));
    const take = el("select", { id: `reading-${r.key}`, "aria-label": `reading of ${r.key}`, onchange: summarizeReadings });
    fillSelect(take, options, r.default, labels);
    const other = el("select", { id: `compare-${r.key}`, "aria-label": `compare ${r.key} with`, onchange: summarizeReadings });
    fillSelect(other, ["", ...options], "", { "": "—", ...labels });
    return el("tr", {}, el("td", { title: r.question }, `${r.key} (`, ...linkRules(`CR ${r.rule}`).slice(1), ")"),
              el("td", {}, take), el("td", {}, other));
  }));
}

// The readings that differ from the defaults; with `compared`, those of the second answer.
function readingsChosen(compared) {
  const out = {};
  for (const r of readingsList) {
    const take = $(`reading-${r.key}`).value;
    const other = $(`compare-${r.key}`).value;
    const value = compared && other ? other : take;
    if (value !== r.default) out[r.key] = value;
  }
  return out;
}
const comparing = () => readingsList.some((r) => $(`compare-${r.key}`).value);
const shownReadings = (m) => (Object.keys(m).length ? Object.entries(m).map(([k, v]) => `${k}=${v}`).join(", ") : "the defaults");

function summarizeReadings() {
  const a = shownReadings(readingsChosen(false));
  $("readings-summary").textContent = comparing() ? `${a}, compared with ${shownReadings(readingsChosen(true))}` : a;
}

function commandLine(command, body) {
  const quote = (w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`);
  const words = ["mtgasp", command];
  if ("board" in body) words.push("board.yaml");
  if (command === "orderings") words.push(body.event);
  const positional = { id: 1, player: 1, question: 1, pattern: 1, source: 1, target: 1, amount: 1, card: 1 };
  for (const [k, v] of Object.entries(body)) if (positional[k]) words.push(quote(String(v)));
  for (const [k, v] of Object.entries(body)) {
    if (k === "board" || k === "event" || k === "format" || positional[k]) continue;
    if (v === true) words.push(`--${k}`);
    else if (v && typeof v === "object" && !Array.isArray(v)) for (const [rk, rv] of Object.entries(v)) words.push(`--${k}`, quote(`${rk}=${rv}`));
    else for (const one of Array.isArray(v) ? v : [v]) words.push(`--${k}`, quote(String(one)));
  }
  return words.join(" ");
}

async function ask() {
  const { command, body } = request();
  $("command-line").textContent = `the same on the command line: ${commandLine(command, body)}`;
  const text = $("answer-text");
  const error = $("answer-error");
  const tree = $("tree");
  text.hidden = true;
  error.hidden = true;
  tree.hidden = true;
  $("compare").hidden = true;
  $("ask").disabled = true;
  $("ask").textContent = "Asking…";
  try {
    if (comparing() && command !== "cards") { await compare(command, body); return; }
    const asked = [post(`/api/${command}`, { ...body, format: "text" })];
    if (command === "orderings") asked.push(post("/api/orderings", { ...body, format: "html" }));
    const [answer, page] = await Promise.all(asked);
    if (!answer.ok) { error.textContent = answer.error; error.hidden = false; return; }
    text.replaceChildren(...linkRules(answer.text.replace(/\n$/, "")));
    if (answer.complete === "false") text.prepend(el("strong", { text: "incomplete answer: some of it may be missing (its notes say why)\n" }));
    text.hidden = false;
    if (page && page.ok) { tree.srcdoc = page.text; tree.hidden = false; }
  } finally {
    $("ask").disabled = false;
    $("ask").textContent = "Ask";
  }
}

// The same question under two sets of readings, side by side, and whether the answers differ.
async function compare(command, body) {
  const a = readingsChosen(false);
  const b = readingsChosen(true);
  const ask = (readings) => {
    const one = { ...body, format: "text" };
    delete one.reading;
    if (Object.keys(readings).length) one.reading = readings;
    return post(`/api/${command}`, one);
  };
  const [first, second] = await Promise.all([ask(a), ask(b)]);
  const show = (reply) => linkRules(reply.ok ? reply.text.replace(/\n$/, "") : reply.error);
  $("compare-a-title").textContent = `with ${shownReadings(a)}`;
  $("compare-b-title").textContent = `with ${shownReadings(b)}`;
  $("compare-a").replaceChildren(...show(first));
  $("compare-b").replaceChildren(...show(second));
  const same = first.ok && second.ok && first.text === second.text;
  $("compare-verdict").textContent = same ? "the two readings give the same answer" : "the two readings answer differently";
  $("compare").hidden = false;
}

// "CR 616.1e", "CR 614-616", "CR 305.7, 613.8": each number a link that opens the rule's text.
const CR = /CR ((?:\d{3}(?:\.\d+[a-z]?)?)(?:(?:, |–|-| and )\d{3}(?:\.\d+[a-z]?)?)*)/g;
function linkRules(text) {
  const nodes = [];
  let last = 0;
  for (const m of text.matchAll(CR)) {
    nodes.push(text.slice(last, m.index), "CR ");
    let at = 0;
    for (const n of m[1].matchAll(/\d{3}(?:\.\d+[a-z]?)?/g)) {
      nodes.push(m[1].slice(at, n.index));
      nodes.push(el("a", { href: `#cr-${n[0]}`, class: "cr", "data-rule": n[0], text: n[0],
                           onclick: (e) => { e.preventDefault(); openRule(n[0]); } }));
      at = n.index + n[0].length;
    }
    nodes.push(m[1].slice(at));
    last = m.index + m[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

async function openRule(number) {
  const dialog = $("rule-dialog");
  $("rule-title").textContent = `CR ${number}`;
  $("rule-text").textContent = "…";
  if (!dialog.open) dialog.showModal();
  try {
    const reply = await fetch(`/api/rules/${encodeURIComponent(number)}`);
    const data = await reply.json();
    $("rule-text").textContent = reply.ok ? data.text : data.error;
  } catch (e) {
    $("rule-text").textContent = `the server did not answer (${e})`;
  }
}

// ---- load and save ------------------------------------------------------------------------------------

async function load(text, name) {
  const reply = await post("/api/board", { board: text });
  const status = $("board-status");
  if (!reply.ok) { status.textContent = `${name}: ${reply.error}`; status.className = "status bad"; return; }
  objects = reply.json.objects;
  setBoard(reply.json.board, `loaded ${name}`);
}

// YAML as the board files write it: block mappings and lists, lists of plain values in flow style, texts
// quoted when YAML would read them as something else.
function yaml(value, indent = "") {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) return `[${value.map(scalar).join(", ")}]`;
    return value.map((v) => `\n${indent}- ${yaml(v, indent + "  ").replace(/^\n\s*/, "")}`).join("");
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    return entries.map(([k, v]) => {
      const inner = yaml(v, indent + "  ");
      return `\n${indent}${scalar(k)}:${inner.startsWith("\n") ? "" : " "}${inner}`;
    }).join("");
  }
  return scalar(value);
}
function scalar(v) {
  if (v === null || v === undefined) return "null";
  if (typeof v === "boolean" || typeof v === "number") return String(v);
  const s = String(v);
  const plain = /^[A-Za-z][\w .'/+-]*$/.test(s) && !/^(true|false|null|yes|no|on|off|y|n|~)$/i.test(s) && !/\s$/.test(s) && !/ #|: /.test(s);
  return plain ? s : JSON.stringify(s);
}

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---- the server ---------------------------------------------------------------------------------------

async function post(path, body) {
  let reply;
  try {
    reply = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch (e) {
    return { ok: false, error: `the server did not answer (${e.message})` };
  }
  const type = reply.headers.get("content-type") || "";
  const text = await reply.text();
  if (!reply.ok) {
    let error = text;
    try { error = JSON.parse(text).error; } catch (e) { /* not JSON: shown as it is */ }
    return { ok: false, status: reply.status, error };
  }
  return { ok: true, text, complete: reply.headers.get("x-mtgasp-complete"),
           json: type.startsWith("application/json") ? JSON.parse(text) : null };
}

// ---- start --------------------------------------------------------------------------------------------

async function start() {
  combobox($("card-input"), $("card-options"), null);
  $("add-permanent").addEventListener("click", addPermanent);
  $("card-input").addEventListener("keydown", (e) => { if (e.key === "Enter" && $("card-options").hidden) addPermanent(); });
  $("add-player").addEventListener("click", () => {
    const name = $("new-player").value.trim();
    if (name && !players().includes(name)) { board.players.push(name); $("new-player").value = ""; changed(); }
  });
  $("active-player").addEventListener("change", (e) => {
    if (e.target.value) board.active_player = e.target.value; else delete board.active_player;
    changed();
  });
  $("new-board").addEventListener("click", () => setBoard({ players: ["alice", "bob"], battlefield: [] }, "a new board"));
  $("load").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    if (file) await load(await file.text(), file.name);
    e.target.value = "";
  });
  $("save-json").addEventListener("click", () => download("board.json", JSON.stringify(board, null, 2) + "\n", "application/json"));
  $("save-yaml").addEventListener("click", () => download("board.yaml", yaml(board).replace(/^\n/, "") + "\n", "application/yaml"));
  $("command").addEventListener("change", () => { renderArguments(); });
  $("ask").addEventListener("click", ask);

  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || "null");
    if (saved && typeof saved === "object") board = saved;
  } catch (e) { /* nothing kept */ }
  changed();
  const [names, examples, readings] = await Promise.all([fetch("/api/card-names").then((r) => r.json()),
                                                         fetch("/api/examples").then((r) => r.json()),
                                                         post("/api/readings", {})]);
  readingsList = readings.ok ? readings.json : [];
  renderReadings();
  cardNames = names;
  cardFolded = names.map((n) => n.toLowerCase());
  $("examples").append(...Object.entries(examples).map(([name, text]) =>
    el("button", { type: "button", "data-example": name, text: name.replace(/\.yaml$/, ""), title: text.split("\n")[0].replace(/^# /, ""),
                   onclick: () => load(text, name) })));
  document.body.dataset.ready = "true";
}

start();
