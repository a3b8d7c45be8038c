/* The language switcher lands on the same rule: a rule has the same anchor in every language,
   so the link takes the anchor the reader is at. Without script, it opens the same page. */
(function () {
  document.querySelectorAll("a[data-same-rule]").forEach(function (link) {
    link.addEventListener("click", function () {
      if (location.hash) { link.href = link.href.split("#")[0] + location.hash; }
    });
  });
})();
