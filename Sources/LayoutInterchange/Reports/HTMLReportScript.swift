/// The page's filter script, inline. It reads nothing but the page: each card is an
/// `<article class="finding">` whose `data-status` and `data-kinds` hold the status and
/// problem kinds its configurations share, and each configuration it stands for is an
/// `<li class="configuration">` whose `data-*` attributes hold its device, orientation,
/// multitasking, content size and direction. Each filter `<select>` names the attribute
/// it tests in `data-key`.
///
/// Filters count configurations: a card is shown when any of its configurations
/// matches, lists only those, and says how many of its configurations match.
///
/// The fragment can preset the filters (`index.html#direction=rightToLeft&kind=zeroSize`),
/// so a link can point at one slice of a batch, and so a headless browser can check
/// the filtering without clicking. When the filters are applied the body gets
/// `data-ready="true"`, `data-shown="N"` (configurations) and `data-cards-shown="N"`.
enum HTMLReportScript {
    static let javascript = """
        (function () {
          "use strict";
          var list = function (nodes) { return Array.prototype.slice.call(nodes); };
          var selects = list(document.querySelectorAll("#filters select"));
          var total = 0;
          var cards = list(document.querySelectorAll("article.finding")).map(function (card) {
            var configurations = list(card.querySelectorAll("li.configuration"));
            total += configurations.length;
            return {
              element: card,
              status: card.getAttribute("data-status"),
              kinds: (card.getAttribute("data-kinds") || "").split(" "),
              configurations: configurations,
              matching: card.querySelector(".matching")
            };
          });
          var sections = list(document.querySelectorAll("section.document"));
          function kindMatches(card, value) {
            if (value === "") { return true; }
            if (value === "failing") { return card.status === "failed" || card.status === "error"; }
            if (value === "passing") { return card.status === "passed"; }
            if (value === "error") { return card.status === "error"; }
            return card.kinds.indexOf(value) >= 0;
          }
          function apply() {
            var filters = selects.map(function (select) {
              return { key: select.getAttribute("data-key"), value: select.value };
            });
            var shown = 0;
            var cardsShown = 0;
            cards.forEach(function (card) {
              var kindShown = filters.every(function (filter) {
                return filter.key !== "kind" || kindMatches(card, filter.value);
              });
              var matching = 0;
              card.configurations.forEach(function (item) {
                var visible = kindShown && filters.every(function (filter) {
                  return filter.key === "kind" || filter.value === "" ||
                    item.getAttribute("data-" + filter.key) === filter.value;
                });
                item.hidden = !visible;
                if (visible) { matching += 1; }
              });
              card.element.hidden = matching === 0;
              if (card.matching !== null) {
                card.matching.textContent = matching + " of " + card.configurations.length;
              }
              if (matching > 0) { cardsShown += 1; }
              shown += matching;
            });
            sections.forEach(function (section) {
              section.hidden = section.querySelector("article.finding:not([hidden])") === null;
            });
            document.getElementById("shown-count").textContent = shown + " of " + total +
              " configurations shown, in " + cardsShown + (cardsShown === 1 ? " card" : " cards");
            document.body.setAttribute("data-shown", String(shown));
            document.body.setAttribute("data-cards-shown", String(cardsShown));
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
