// The drill's page, kept live: the server-sent events of /d/TOKEN/events each carry the
// drill as it stands (the same view the server rendered the page from); control links
// send one line per press to /d/TOKEN/act (as JSON, {"line": …}), as the prompt reads it.
// The page never shows a state that is not the drill's: a lost connection says so, a
// slider moved but not sent says so, and an ended drill's controls go away.
"use strict";
(() => {
  const body = document.body;
  const base = body.dataset.base;
  const lang = document.documentElement.lang;
  const byId = (id) => document.getElementById(id);
  const setText = (id, text) => { const el = byId(id); if (el && el.textContent !== text) el.textContent = text; };
  const setList = (id, items) => {
    const list = byId(id);
    if (!list) return;
    list.replaceChildren(...items.map((item) => { const li = document.createElement("li"); li.textContent = item; return li; }));
  };
  const svgNs = "http://www.w3.org/2000/svg";
  let minute = null;

  // A slider moved but not sent: marked as such until Set sends it.
  function markUnsent(name, unsent) {
    const control = byId("control-" + name);
    if (control) control.dataset.unsent = unsent ? "1" : "";
    const note = byId("unsent-" + name);
    if (note) note.hidden = !unsent;
    const slider = byId("c-" + name);
    if (slider) slider.dataset.moved = unsent ? "1" : "";
  }

  function showControls(c) {
    for (const name of ["floor", "target", "ttl", "shed"]) {
      const slider = byId("c-" + name);
      // A slider the player is moving keeps its place.
      if (slider && document.activeElement !== slider && slider.dataset.moved !== "1") {
        slider.value = c[name];
        setText("v-" + name, String(c[name]));
      }
    }
    for (const [name, on] of [["autoscale", c.autoscale], ["feature", c.feature]]) {
      const box = byId("c-" + name);
      if (box) box.checked = on;
    }
  }

  function metricCard(i) {
    let el = document.querySelector('#rows [data-row="' + i + '"]');
    if (el) return el;
    el = document.createElement("div");
    el.className = "metric";
    el.dataset.row = String(i);
    const level = document.createElement("dd");
    level.className = "level";
    const word = document.createElement("span");
    word.className = "level-word";
    const svg = document.createElementNS(svgNs, "svg");
    svg.setAttribute("class", "trend");
    svg.setAttribute("viewBox", "0 0 60 20");
    svg.setAttribute("preserveAspectRatio", "none");
    svg.setAttribute("aria-hidden", "true");
    svg.append(document.createElementNS(svgNs, "polyline"));
    level.append(word, svg);
    el.append(document.createElement("dt"), document.createElement("dd"), level);
    byId("rows").append(el);
    return el;
  }

  function setRows(id, rows) {
    const list = byId(id);
    if (!list) return;
    rows.forEach((row, i) => {
      const el = list.querySelector('[data-row="' + i + '"]');
      if (!el) return;
      el.querySelector("dt").textContent = row.label;
      el.querySelector("dd").textContent = row.value;
    });
  }

  function ended() {
    for (const id of ["controls"]) { const el = byId(id); if (el) el.remove(); }
    body.classList.add("ended");
  }

  function apply(view) {
    body.className = "health-" + view.health + " state-" + view.state + " access-" + body.dataset.access;
    document.title = view.title + " · " + view.clock;
    setText("clock", view.clock);
    byId("clock").setAttribute("datetime", view.clock);
    setText("drill", view.drill);
    setText("state", view.state_text);
    setText("health", view.health_text);
    setText("alert", view.alert || "");
    const note = byId("rule-note");
    note.textContent = view.rule_note || "";
    note.hidden = !view.rule_note;
    view.rows.forEach((row, i) => {
      const el = metricCard(i);
      el.dataset.metric = row.key;
      el.dataset.state = row.level;
      el.querySelector("dt").textContent = row.label;
      el.querySelector("dd").textContent = row.value;
      el.querySelector(".level-word").textContent = row.level_text;
      el.querySelector("polyline").setAttribute("points", row.trend);
    });
    setList("notes", view.notes);
    setList("timeline", view.timeline);
    setRows("settings", view.settings);
    setRows("roles", view.roles);
    const why = byId("why");
    if (why) { why.textContent = view.why || ""; why.parentElement.hidden = !view.why; }
    showControls(view.controls);
    const advance = byId("advance");
    if (advance) advance.hidden = !view.advances;
    if (view.minute !== minute && view.minute !== null) {
      minute = view.minute;
      byId("chart").src = base + "/chart.png?view=live&minute=" + minute;
    }
    if (view.state === "finished" || view.state === "stopped") ended();
    const debrief = byId("debrief");
    if (view.debrief && debrief.hidden) {
      const head = view.debrief.slice(0, view.debrief_headline);
      setText("debrief-head", head.join("\n"));
      setText("debrief-text", view.debrief.slice(view.debrief_headline).join("\n"));
      debrief.hidden = false;
      byId("run-chart").src = base + "/chart.png?view=run";
      window.scrollTo(0, 0);
    }
  }

  // `line` sent as the page's action; its answer shown in `said` (the line under the
  // controls, or the game master's panel's own).
  async function send(line, said = byId("said")) {
    try {
      // JSON: a type no other site can send here without the server's consent. The
      // page's language, so that even an answer given before the drill is known is in it.
      const answer = await fetch(base + "/act", {
        method: "POST",
        body: JSON.stringify({ line }),
        headers: { "content-type": "application/json", "accept-language": lang },
      });
      said.textContent = await answer.text();
      said.className = answer.ok ? "" : "refused";
      return answer.ok;
    } catch (err) {
      said.textContent = body.dataset.sendFailed;
      said.className = "refused";
      return false;
    }
  }

  // The game master's panel (gm.js) sends its injects the same way.
  window.drillPage = { send };

  const controls = byId("controls");
  // A game master's link carries the controls too.
  if (body.dataset.access !== "read-only" && controls) {
    // Drawn hidden: without this script they would send nothing.
    controls.hidden = false;
    document.querySelectorAll("[data-act]").forEach((button) => button.addEventListener("click", () => {
      if (button.dataset.confirm && !window.confirm(button.dataset.confirm)) return;
      send(button.dataset.act);
    }));
    document.querySelectorAll("[data-control]").forEach((slider) => slider.addEventListener("input", () => {
      markUnsent(slider.dataset.control, true);
      setText("v-" + slider.dataset.control, slider.value);
    }));
    document.querySelectorAll("[data-set]").forEach((button) => button.addEventListener("click", async () => {
      const name = button.dataset.set;
      if (await send(name + " " + byId("c-" + name).value)) markUnsent(name, false);
    }));
    document.querySelectorAll("[data-preset]").forEach((button) => button.addEventListener("click", async () => {
      const name = button.dataset.preset;
      if (await send(name + " " + button.dataset.value)) {
        markUnsent(name, false);
        byId("c-" + name).value = button.dataset.value;
        setText("v-" + name, button.dataset.value);
      }
    }));
    document.querySelectorAll("[data-switch]").forEach((box) => box.addEventListener("change", async () => {
      const wanted = box.checked;
      // The switch shows the drill's state: it flips back unless the drill took the change.
      box.checked = !wanted;
      if (await send(box.dataset.switch + " " + (wanted ? "on" : "off"))) box.checked = wanted;
    }));
  }

  // The connection: a banner while it is lost (the numbers dimmed), and when it is back.
  const banner = byId("connection");
  let lost = false;
  let hideBack = null;
  const stream = new EventSource(base + "/events");
  stream.onmessage = (message) => {
    apply(JSON.parse(message.data));
    body.classList.remove("stale");
    if (lost) {
      lost = false;
      banner.textContent = body.dataset.back;
      banner.className = "connection back";
      banner.hidden = false;
      clearTimeout(hideBack);
      hideBack = setTimeout(() => { if (!lost) banner.hidden = true; }, 5000);
    }
    body.dataset.live = "1";
  };
  stream.onerror = () => {
    lost = true;
    clearTimeout(hideBack);
    banner.textContent = body.dataset.lost;
    banner.className = "connection";
    banner.hidden = false;
    body.classList.add("stale");
    body.dataset.live = "0";
  };
})();
