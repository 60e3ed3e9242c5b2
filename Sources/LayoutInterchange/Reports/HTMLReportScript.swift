/// The page's filter script, inline. It reads nothing but the page: each configuration
/// is an `<article>` whose `data-*` attributes hold its device, orientation,
/// multitasking, content size, direction, status and problem kinds, and each filter
/// `<select>` names the attribute it tests in `data-key`.
///
/// The fragment can preset the filters (`index.html#direction=rightToLeft&kind=zeroSize`),
/// so a link can point at one slice of a batch, and so a headless browser can check
/// the filtering without clicking. When the filters are applied the body gets
/// `data-ready="true"` and `data-shown="N"`.
enum HTMLReportScript {
    static let javascript = """
        (function () {
          "use strict";
          var selects = Array.prototype.slice.call(document.querySelectorAll("#filters select"));
          var cards = Array.prototype.slice.call(document.querySelectorAll("article.configuration"));
          var sections = Array.prototype.slice.call(document.querySelectorAll("section.document"));
          function matches(card, key, value) {
            if (value === "") { return true; }
            if (key !== "kind") { return card.getAttribute("data-" + key) === value; }
            var status = card.getAttribute("data-status");
            if (value === "failing") { return status === "failed" || status === "error"; }
            if (value === "passing") { return status === "passed"; }
            if (value === "error") { return status === "error"; }
            var kinds = (card.getAttribute("data-kinds") || "").split(" ");
            return kinds.indexOf(value) >= 0;
          }
          function apply() {
            var shown = 0;
            cards.forEach(function (card) {
              var visible = selects.every(function (select) {
                return matches(card, select.getAttribute("data-key"), select.value);
              });
              card.hidden = !visible;
              if (visible) { shown += 1; }
            });
            sections.forEach(function (section) {
              section.hidden = section.querySelector("article.configuration:not([hidden])") === null;
            });
            document.getElementById("shown-count").textContent = shown + " of " + cards.length + " configurations shown";
            document.body.setAttribute("data-shown", String(shown));
          }
          function presetFromFragment() {
            var fragment = window.location.hash.replace(/^#/, "");
            if (fragment === "") { return; }
            fragment.split("&").forEach(function (pair) {
              var parts = pair.split("=");
              var key = decodeURIComponent(parts[0] || "");
              var value = decodeURIComponent(parts.slice(1).join("=") || "");
              selects.forEach(function (select) {
                if (select.getAttribute("data-key") !== key) { return; }
                var known = Array.prototype.some.call(select.options, function (option) { return option.value === value; });
                if (known) { select.value = value; }
              });
            });
          }
          selects.forEach(function (select) { select.addEventListener("change", apply); });
          presetFromFragment();
          apply();
          document.body.setAttribute("data-ready", "true");
        })();
        """
}
