// The game master's panel on a game-master link: an inject is sent as the prompt's line
// `inject KIND [SIZE]` to /d/TOKEN/act by the page's own sender (web.js), the size
// field bounded by the chosen kind's range (the server checks it again); the hidden view
// is fetched again from /d/TOKEN/hidden at each new minute and after each inject.
"use strict";
(() => {
  const body = document.body;
  const base = body.dataset.base;
  const lang = document.documentElement.lang;
  const byId = (id) => document.getElementById(id);
  const panel = byId("gm-panel");
  const hidden = byId("hidden-view");

  async function refresh() {
    try {
      const answer = await fetch(base + "/hidden", { headers: { "accept-language": lang } });
      if (answer.ok) hidden.innerHTML = await answer.text();
    } catch (err) {
      // The page's own banner says when the connection is lost.
    }
  }

  if (panel) {
    // Drawn hidden: without this script it would send nothing.
    panel.hidden = false;
    const kind = byId("gm-kind");
    const size = byId("gm-size");
    const said = byId("gm-said");
    const bound = () => {
      const option = kind.selectedOptions[0];
      const sized = option.dataset.min !== undefined;
      size.disabled = !sized;
      if (sized) {
        size.min = option.dataset.min;
        size.max = option.dataset.max;
        size.value = option.dataset.min;
      } else {
        size.value = "";
      }
    };
    kind.addEventListener("change", bound);
    bound();
    byId("inject-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const line = "inject " + kind.value + (size.disabled ? "" : " " + size.value);
      // Sent as every action of the page (web.js), its answer under the panel.
      if (await window.drillPage.send(line, said)) refresh();
    });
  }

  // The drill's minutes, heard on a stream of this script's own: the hidden view follows.
  let minute = null;
  const stream = new EventSource(base + "/events");
  stream.onmessage = (message) => {
    const view = JSON.parse(message.data);
    const key = view.minute + "/" + view.state + "/" + view.timeline.length;
    if (key !== minute) {
      if (minute !== null) refresh();
      minute = key;
    }
    if (panel && (view.state === "finished" || view.state === "stopped")) panel.remove();
  };
})();
