/* The platform picker: a reader who ships on some platforms only hides the others' columns,
   rows, sketches and pairs on the comparison pages. Without script the picker stays hidden and
   every platform shows. The choice is kept in localStorage (which file:// pages have too) and
   applies to every page with a picker. */
(function () {
  "use strict";
  var KEY = "sheetcat.hiddenPlatforms";
  var pickers = document.querySelectorAll("[data-platform-picker]");
  if (!pickers.length) { return; }

  function load() {
    try {
      var saved = JSON.parse(window.localStorage.getItem(KEY) || "[]");
      return Array.isArray(saved) ? saved.filter(function (id) { return typeof id === "string"; }) : [];
    } catch (e) { return []; }
  }
  function save(hidden) {
    try { window.localStorage.setItem(KEY, JSON.stringify(hidden)); } catch (e) { /* private mode: this page only */ }
  }

  function apply(hidden) {
    var off = {};
    hidden.forEach(function (id) { off[id] = true; });
    document.querySelectorAll("[data-platform]").forEach(function (el) {
      el.hidden = off[el.getAttribute("data-platform")] === true;
    });
    // A pair of platforms shows while both of them do.
    document.querySelectorAll("[data-platforms]").forEach(function (el) {
      el.hidden = el.getAttribute("data-platforms").split(" ").some(function (id) { return off[id] === true; });
    });
    // A family's heading spans the columns still shown, and goes when none is.
    document.querySelectorAll("[data-family]").forEach(function (el) {
      var shown = el.getAttribute("data-members").split(" ").filter(function (id) { return off[id] !== true; }).length;
      el.hidden = shown === 0;
      if (el.tagName === "TH" && el.hasAttribute("colspan") && el.getAttribute("scope") === "colgroup") {
        el.colSpan = Math.max(shown, 1);
      }
    });
    pickers.forEach(function (picker) {
      picker.querySelectorAll("input[type=checkbox]").forEach(function (box) { box.checked = off[box.value] !== true; });
    });
  }

  var hidden = load();
  pickers.forEach(function (picker) {
    picker.hidden = false;
    picker.addEventListener("change", function (event) {
      var box = event.target;
      if (!box || box.type !== "checkbox") { return; }
      hidden = hidden.filter(function (id) { return id !== box.value; });
      if (!box.checked) { hidden.push(box.value); }
      hidden.sort();
      save(hidden);
      apply(hidden);
    });
  });
  apply(hidden);
})();
