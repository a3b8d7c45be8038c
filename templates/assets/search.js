/* sheetcat search: instant, static, no dependencies. Reads window.SHEETCAT_SEARCH, which
   search-index.js (next to this file) sets: a script, not fetched JSON, so it also works from
   file://. The index is loaded when the reader first reaches for the search box, not with the
   page: at 10,000 pages it is tens of megabytes, and a home page that waited for it took seconds
   to appear. A page that loads the index itself first (older templates did) starts at once.
   The tokeniser and stemmer mirror Sources/CatalogRender/SearchText.swift: change both together. */
(function () {
  "use strict";
  var input = document.getElementById("q");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!input || !list || !status) { return; }
  var form = document.querySelector("[data-search-form]");
  var started = false;
  var indexURL = (document.currentScript && document.currentScript.src || "assets/search.js").replace(/[^\/]*$/, "search-index.js");

  if (window.SHEETCAT_SEARCH) { start(window.SHEETCAT_SEARCH); return; }

  var requested = false;
  function load() {
    if (requested) { return; }
    requested = true;
    /* Said only if loading takes long enough to notice, so a small site's search never flickers. */
    var slow = setTimeout(function () { if (!started) { status.textContent = "Loading the search index…"; } }, 300);
    var tag = document.createElement("script");
    tag.src = indexURL;
    tag.onload = function () {
      clearTimeout(slow);
      if (!window.SHEETCAT_SEARCH) { failed(); return; }
      status.textContent = "";
      start(window.SHEETCAT_SEARCH);
    };
    tag.onerror = function () { clearTimeout(slow); failed(); };
    document.body.appendChild(tag);
  }
  function failed() {
    status.textContent = "Search is unavailable: its index (assets/search-index.js) did not load. Every rule is also listed on its component page.";
  }
  input.addEventListener("focus", load);
  input.addEventListener("input", load);
  /* Enter before the index arrives stays on the page; the results follow when it does. */
  if (form) { form.addEventListener("submit", function (e) { if (!started) { e.preventDefault(); load(); } }); }
  if (new URLSearchParams(window.location.search).get("q")) { load(); }

  function start(index) {
    started = true;
    var platformSelect = document.getElementById("filter-platform");
    var componentSelect = document.getElementById("filter-component");
    var strengthSelect = document.getElementById("filter-strength");
    var PAGE = 20;
    var STOP = {};
    ["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or",
     "that", "the", "this", "to", "with"].forEach(function (w) { STOP[w] = true; });
    var KIND = { c: "Component", r: "Rule", e: "Example" };
    var STRENGTH = { "do": "Do", prefer: "Prefer", consider: "Consider", avoid: "Avoid", dont: "Don’t" };

    function words(text) {
      return text.toLowerCase().replace(/['’]/g, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    }

    function stem(word) {
      if (word.length <= 3) { return word; }
      var w = word;
      function ends(s) { return w.length > s.length && w.slice(-s.length) === s; }
      if (ends("ies") && w.length > 4) { w = w.slice(0, -3) + "y"; }
      else if (ends("sses")) { w = w.slice(0, -2); }
      else if (ends("ss") || ends("us") || ends("is")) { /* keep */ }
      else if (ends("s")) { w = w.slice(0, -1); }
      if (ends("ing") && w.length - 3 >= 4) { w = w.slice(0, -3); }
      else if (ends("ed") && w.length - 2 >= 4) { w = w.slice(0, -2); }
      else if (ends("al") && w.length - 2 >= 5) { w = w.slice(0, -2); }
      return w;
    }

    /* True when a and b differ by one insertion, deletion or substitution. */
    function withinOneEdit(a, b) {
      var la = a.length, lb = b.length;
      if (Math.abs(la - lb) > 1) { return false; }
      var i = 0, j = 0, edits = 0;
      while (i < la && j < lb) {
        if (a.charCodeAt(i) === b.charCodeAt(j)) { i++; j++; continue; }
        if (++edits > 1) { return false; }
        if (la > lb) { i++; } else if (lb > la) { j++; } else { i++; j++; }
      }
      return edits + (la - i) + (lb - j) <= 1;
    }

    var terms = index.terms;
    var wordBest = new Float64Array(index.docs.length);
    var total = new Float64Array(index.docs.length);
    var matched = new Uint16Array(index.docs.length);
    /* First index whose term is >= key; terms are sorted in JavaScript's own string order. */
    function lowerBound(key) {
      var lo = 0, hi = terms.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (terms[mid] < key) { lo = mid + 1; } else { hi = mid; } }
      return lo;
    }

    /* Term indexes matching one query word, each with a factor: exact 1, prefix 0.7, one typo 0.6. */
    function matches(word, isLast) {
      var stemmed = stem(word);
      var found = {};
      var at = lowerBound(stemmed);
      if (terms[at] === stemmed) { found[at] = 1; }
      if (word !== stemmed) { var raw = lowerBound(word); if (terms[raw] === word) { found[raw] = 1; } }
      if (isLast && word.length >= 2) {
        /* As-you-type: the last word may be unfinished, so any term it starts counts. */
        for (var p = lowerBound(word), n = 0; p < terms.length && n < 200 && terms[p].indexOf(word) === 0; p++, n++) {
          if (!(p in found)) { found[p] = 0.7; }
        }
      }
      if (stemmed.length >= 5 || word.length >= 5) {
        for (var t = 0; t < terms.length; t++) {
          if (t in found) { continue; }
          var term = terms[t];
          if (Math.abs(term.length - stemmed.length) <= 1 && withinOneEdit(term, stemmed)) { found[t] = 0.6; }
        }
      }
      return found;
    }

    /* The index writes each posting as its document's distance from the one before (smaller
       numbers, a smaller file); a term's list is turned back into document numbers the first time
       a query meets it. */
    var decoded = [];
    function postingsOf(t) {
      var list = decoded[t];
      if (list) { return list; }
      var packed = index.postings[t];
      list = new Array(packed.length);
      var doc = 0;
      for (var i = 0; i < packed.length; i++) {
        doc += packed[i] >> 1;
        list[i] = doc * 2 + (packed[i] & 1);
      }
      decoded[t] = list;
      return list;
    }

    function search(query) {
      var qwords = words(query);
      var kept = qwords.filter(function (w) { return !STOP[w]; });
      if (kept.length === 0) { kept = qwords; }
      if (kept.length === 0) { return null; }
      var platform = platformSelect ? platformSelect.value : "";
      var component = componentSelect ? componentSelect.value : "";
      var strength = strengthSelect ? strengthSelect.value : "";
      var componentIndex = -1;
      if (component) {
        index.components.forEach(function (c, i) { if (c[0] === component) { componentIndex = i; } });
      }
      /* Per-document arrays, reused across queries: best weight for the current word, running
         score, and how many query words matched so far. A document is a result when every word did. */
      var candidates = null;
      for (var k = 0; k < kept.length; k++) {
        var found = matches(kept[k], k === kept.length - 1);
        var touched = [];
        for (var t in found) {
          var postings = postingsOf(+t);
          /* A title or lead match outweighs any body-only match, even a fuzzy one against an exact one. */
          var inBody = found[t], inLead = 10 * inBody;
          for (var i = 0; i < postings.length; i++) {
            var doc = postings[i] >> 1;
            var weight = postings[i] & 1 ? inLead : inBody;
            if (wordBest[doc] === 0) { touched.push(doc); }
            if (wordBest[doc] < weight) { wordBest[doc] = weight; }
          }
        }
        var next = [];
        for (var j = 0; j < touched.length; j++) {
          var d = touched[j];
          if (matched[d] === k) { matched[d] = k + 1; total[d] = (k === 0 ? 0 : total[d]) + wordBest[d]; next.push(d); }
          wordBest[d] = 0;
        }
        if (candidates !== null) { for (var c = 0; c < candidates.length; c++) { matched[candidates[c]] = 0; } }
        for (var m = 0; m < next.length; m++) { matched[next[m]] = k + 1; }
        candidates = next;
      }
      /* The matches in catalog order: a common word matches most documents, and one pass over
         all of them is cheaper than sorting the matches; a rarer one's few matches are sorted. */
      var all = kept.length, ids;
      if (candidates.length * 8 > matched.length) {
        ids = new Int32Array(candidates.length);
        for (var d = 0, at = 0; d < matched.length; d++) { if (matched[d] === all) { ids[at++] = d; } }
      } else {
        ids = Int32Array.from(candidates).sort();
      }
      /* Then best score first, keeping catalog order among equal scores. A word's weight is 10,
         7, 6, 1, 0.7 or 0.6, so ten times a score is a whole number and the scores are few: the
         results are counted into one bucket per score and laid out bucket by bucket, in one pass
         each. Sorting result objects with a comparator took the commonest words of a
         150,000-rule catalog past one frame. */
      var kept10 = new Int32Array(ids.length), n = 0, perScore = {};
      for (var r = 0; r < ids.length; r++) {
        var id = ids[r];
        matched[id] = 0;
        var entry = index.docs[id];
        if (componentIndex >= 0 && entry[3] !== componentIndex) { continue; }
        if (strength && entry[4] !== strength) { continue; }
        if (platform && entry[0] === "r" && entry[5] && (" " + entry[5] + " ").indexOf(" " + platform + " ") < 0) { continue; }
        if ((platform || strength) && entry[0] !== "r") { continue; }
        var score = Math.round(total[id] * 10);
        ids[n] = id;
        kept10[n++] = score;
        perScore[score] = (perScore[score] || 0) + 1;
      }
      var offset = 0, bucketStart = {};
      Object.keys(perScore).map(Number).sort(function (a, b) { return b - a; }).forEach(function (score) {
        bucketStart[score] = offset;
        offset += perScore[score];
      });
      var results = new Int32Array(n);
      for (var o = 0; o < n; o++) { results[bucketStart[kept10[o]]++] = ids[o]; }
      return { results: results, words: kept };
    }

    /* The part of the text around the first query word, with matches marked, built as DOM nodes. */
    function context(text, qwords, pattern) {
      var span = document.createElement("span");
      span.className = "result-context";
      if (!text) { return span; }
      var lower = text.toLowerCase();
      var at = -1;
      for (var i = 0; i < qwords.length && at < 0; i++) {
        var s = stem(qwords[i]);
        at = lower.indexOf(s.length >= 3 ? s : qwords[i]);
      }
      var start = Math.max(0, at - 60);
      var piece = (start > 0 ? "… " : "") + text.slice(start, start + 200) + (start + 200 < text.length ? " …" : "");
      mark(span, piece, pattern);
      return span;
    }

    /* Whole words that start with a query stem: "dismis" marks all of "dismiss". Built once a query. */
    function markPattern(qwords) {
      var stems = qwords.map(stem).filter(function (s) { return s.length >= 2; });
      if (stems.length === 0) { return null; }
      return new RegExp("(?<![\\p{L}\\p{N}])(?:" + stems.map(function (s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|") + ")[\\p{L}\\p{N}]*", "giu");
    }

    function mark(node, text, pattern) {
      if (pattern === null) { node.textContent = text; return; }
      pattern.lastIndex = 0;
      var last = 0, m;
      while ((m = pattern.exec(text)) !== null) {
        if (m.index > last) { node.appendChild(document.createTextNode(text.slice(last, m.index))); }
        var el = document.createElement("mark");
        el.textContent = m[0];
        node.appendChild(el);
        last = m.index + m[0].length;
        if (m[0].length === 0) { pattern.lastIndex++; }
      }
      if (last < text.length) { node.appendChild(document.createTextNode(text.slice(last))); }
    }

    /* Results arrive a page at a time: a keystroke builds and lays out only the first PAGE, which
       keeps it within one frame on a 10,000-rule catalog; "Show more" appends the next page. */
    var current = null, currentPattern = null, shownCount = 0;
    var more = document.createElement("button");
    more.type = "button";
    more.className = "search-more";
    more.hidden = true;
    list.parentNode.insertBefore(more, list.nextSibling);
    more.addEventListener("click", function () {
      var first = shownCount;
      appendPage();
      var links = list.querySelectorAll("a");
      if (links[first]) { links[first].focus(); }
    });

    function appendPage() {
      var end = Math.min(current.results.length, shownCount + PAGE);
      for (var i = shownCount; i < end; i++) { list.appendChild(resultItem(current.results[i], current.words, currentPattern)); }
      shownCount = end;
      var left = current.results.length - shownCount;
      more.hidden = left <= 0;
      more.textContent = "Show " + Math.min(left, PAGE) + " more of " + left;
    }

    function resultItem(id, qwords, pattern) {
      var doc = index.docs[id];
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = doc[2];
      var title = document.createElement("span");
      title.className = "result-title";
      mark(title, doc[1], pattern);
      var meta = document.createElement("span");
      meta.className = "result-meta";
      var parts = [KIND[doc[0]] || ""];
      if (doc[3] >= 0 && index.components[doc[3]]) { parts.push(index.components[doc[3]][1]); }
      if (doc[4]) { parts.push(STRENGTH[doc[4]] || doc[4]); }
      if (doc[0] === "r") { parts.push(doc[5] ? platformNames(doc[5]) : "All platforms"); }
      meta.textContent = parts.join(" · ");
      a.appendChild(title);
      a.appendChild(meta);
      a.appendChild(context(doc[6], qwords, pattern));
      li.appendChild(a);
      return li;
    }

    function render() {
      var query = input.value;
      while (list.firstChild) { list.removeChild(list.firstChild); }
      shownCount = 0;
      current = search(query);
      if (!current) { status.textContent = ""; more.hidden = true; return; }
      currentPattern = markPattern(current.words);
      var count = current.results.length;
      status.textContent = count === 0 ? "No results for “" + query + "”." : count + (count === 1 ? " result." : " results.");
      appendPage();
    }

    function platformNames(ids) {
      return ids.split(" ").map(function (id) {
        for (var i = 0; i < index.platforms.length; i++) { if (index.platforms[i][0] === id) { return index.platforms[i][1]; } }
        return id;
      }).join(", ");
    }

    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

    input.addEventListener("input", render);
    [platformSelect, componentSelect, strengthSelect].forEach(function (s) { if (s) { s.addEventListener("change", render); } });
    if (form) { form.addEventListener("submit", function (e) { e.preventDefault(); var first = links()[0]; if (first) { first.focus(); } }); }
    input.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown") { var first = links()[0]; if (first) { e.preventDefault(); first.focus(); } }
      else if (e.key === "Enter") { var top = links()[0]; if (top) { e.preventDefault(); top.click(); } }
      else if (e.key === "Escape") { input.value = ""; render(); }
    });
    list.addEventListener("keydown", function (e) {
      var all = links();
      var at = all.indexOf(document.activeElement);
      if (at < 0) { return; }
      if (e.key === "ArrowDown") { e.preventDefault(); if (at + 1 < all.length) { all[at + 1].focus(); } }
      else if (e.key === "ArrowUp") { e.preventDefault(); if (at > 0) { all[at - 1].focus(); } else { input.focus(); } }
      else if (e.key === "Escape") { e.preventDefault(); input.focus(); }
    });

    /* A query from the header search on other pages arrives as ?q=…; filters may come along too. */
    var params = new URLSearchParams(window.location.search);
    if (params.get("q")) { input.value = params.get("q"); }
    [["platform", platformSelect], ["component", componentSelect], ["strength", strengthSelect]].forEach(function (pair) {
      var v = params.get(pair[0]);
      if (v && pair[1]) { pair[1].value = v; }
    });
    if (input.value) { render(); }
  }
})();
