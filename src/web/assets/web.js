// The drill's page, kept live: the server-sent events of /d/TOKEN/events each carry the
// drill as it stands (the same view the server rendered the page from); control links
// send one line per click to /d/TOKEN/act (as JSON, {"line": …}), as the prompt reads it.
"use strict";
(() => {
  const body = document.body;
  const base = body.dataset.base;
  const byId = (id) => document.getElementById(id);
  const setText = (id, text) => { const el = byId(id); if (el && el.textContent !== text) el.textContent = text; };
  const setList = (id, items) => {
    const list = byId(id);
    if (!list) return;
    list.replaceChildren(...items.map((item) => { const li = document.createElement("li"); li.textContent = item; return li; }));
  };
  let minute = null;

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

  function apply(view) {
    body.className = "health-" + view.health + " state-" + view.state;
    document.title = view.title + " · " + view.clock;
    setText("clock", view.clock);
    setText("drill", view.drill);
    setText("state", view.state_text);
    setText("health", view.health_text);
    const alert = byId("alert");
    alert.textContent = view.alert || "";
    alert.hidden = !view.alert;
    view.rows.forEach((row, i) => {
      let el = document.querySelector('[data-row="' + i + '"]');
      if (!el) {
        el = document.createElement("div");
        el.className = "metric";
        el.dataset.row = String(i);
        el.append(document.createElement("dt"), document.createElement("dd"));
        byId("rows").append(el);
      }
      el.querySelector("dt").textContent = row.label;
      el.querySelector("dd").textContent = row.value;
    });
    setList("notes", view.notes);
    setList("timeline", view.timeline);
    const why = byId("why");
    if (why) { why.textContent = view.why || ""; why.parentElement.hidden = !view.why; }
    showControls(view.controls);
    const advance = byId("advance");
    if (advance) advance.hidden = !view.advances;
    if (view.minute !== minute && view.minute !== null) {
      minute = view.minute;
      byId("chart").src = base + "/chart.png?view=live&minute=" + minute;
    }
    const debrief = byId("debrief");
    if (view.debrief && debrief.hidden) {
      debrief.hidden = false;
      setText("debrief-text", view.debrief.join("\n"));
      byId("run-chart").src = base + "/chart.png?view=run";
    }
  }

  async function send(line) {
    const said = byId("said");
    try {
      // JSON: a type no other site can send here without the server's consent.
      const answer = await fetch(base + "/act", { method: "POST", body: JSON.stringify({ line }), headers: { "content-type": "application/json" } });
      said.textContent = await answer.text();
      said.className = answer.ok ? "" : "refused";
    } catch (err) {
      said.textContent = String(err);
      said.className = "refused";
    }
  }

  if (body.dataset.access === "control") {
    document.querySelectorAll("[data-act]").forEach((button) => button.addEventListener("click", () => {
      if (button.dataset.confirm && !window.confirm(button.dataset.confirm)) return;
      send(button.dataset.act);
    }));
    document.querySelectorAll("[data-control]").forEach((slider) => slider.addEventListener("input", () => {
      slider.dataset.moved = "1";
      setText("v-" + slider.dataset.control, slider.value);
    }));
    document.querySelectorAll("[data-set]").forEach((button) => button.addEventListener("click", () => {
      const slider = byId("c-" + button.dataset.set);
      slider.dataset.moved = "";
      send(button.dataset.set + " " + slider.value);
    }));
    document.querySelectorAll("[data-switch]").forEach((box) => box.addEventListener("change", () => {
      send(box.dataset.switch + " " + (box.checked ? "on" : "off"));
    }));
  }

  const stream = new EventSource(base + "/events");
  stream.onmessage = (message) => {
    apply(JSON.parse(message.data));
    body.dataset.live = "1";
  };
})();
