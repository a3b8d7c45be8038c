/* sheetcat search: instant, static, no dependencies. Reads window.SHEETCAT_SEARCH, which
   search-index.js (next to this file) sets: a script, not fetched JSON, so it also works from
   file://. The index is loaded when the reader first reaches for the search box, not with the
   page: at 10,000 pages it is megabytes, and a home page that waited for it took seconds to
   appear. A page that loads the index itself first (older templates did) starts at once.
   That core holds the terms and what the filters need. The rest is in shards, loaded as a query
   needs them: the posting lists of the terms it matches (search-postings/N.<tag>.js), and what
   the results on screen show (search-docs/N.<tag>.js). SearchIndex.swift describes the layout.
   The tokeniser and stemmer mirror Sources/CatalogRender/SearchText.swift: change both together. */
(function () {
  "use strict";
  var input = document.getElementById("q");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!input || !list || !status) { return; }
  var form = document.querySelector("[data-search-form]");
  /* What the script says, in the page's language: the page gives its sentences as data-*
     attributes of the status line (from the strings files), {n} and the like filled in here;
     English where a page gives none. */
  var phrases = status.dataset || {};
  function say(key, english, values) {
    var text = phrases[key] || english;
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(String(values[name])); });
    return text;
  }
  var started = false;
  var assetsURL = (document.currentScript && document.currentScript.src || "assets/search.js").replace(/[^\/]*$/, "");
  var indexURL = assetsURL + "search-index.js";

  if (window.SHEETCAT_SEARCH) { start(window.SHEETCAT_SEARCH); return; }

  /* Adds one script of the index to the page and calls `arrived` once it ran or failed to load;
     each script sets a global, which the caller looks for. */
  function addScript(src, arrived) {
    var tag = document.createElement("script");
    tag.src = src;
    tag.onload = tag.onerror = arrived;
    document.body.appendChild(tag);
  }

  var requested = false;
  function load() {
    if (requested) { return; }
    requested = true;
    /* Said only if loading takes long enough to notice, so a small site's search never flickers. */
    var slow = setTimeout(function () { if (!started) { status.textContent = say("loading", "Loading the search index…"); } }, 300);
    addScript(indexURL, function () {
      clearTimeout(slow);
      if (!window.SHEETCAT_SEARCH) { failed(); return; }
      status.textContent = "";
      start(window.SHEETCAT_SEARCH);
    });
  }
  function failed() {
    status.textContent = say("unavailable", "Search is unavailable: its index (assets/search-index.js) did not load. Every rule is also listed on its component page.");
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
    var KIND = say("kinds", "Component|Rule|Example|Page").split("|"), RULE = 1;
    var STRENGTH = { "do": "Do", prefer: "Prefer", consider: "Consider", avoid: "Avoid", dont: "Don’t" };
    /* The strength filter's options name each strength in the page's language. */
    var strengthField = document.getElementById("filter-strength");
    Array.prototype.forEach.call(strengthField && strengthField.options || [], function (option) {
      if (option.value) { STRENGTH[option.value] = option.textContent; }
    });

    /* Runs of Hangul, kana and Han, or of other letters (SearchText.cjkPieces): a run of those
       scripts is searched as its overlapping pairs of characters, as the index files it. */
    var CJK = "\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff66-\uff9f\u{20000}-\u{2fa1f}";
    var CJK_RUN = new RegExp("^[" + CJK + "]", "u");
    var RUNS = new RegExp("[" + CJK + "]+|[^" + CJK + "]+", "gu");
    function words(text) {
      var out = [];
      text.toLowerCase().replace(/['’]/g, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean).forEach(function (word) {
        (word.match(RUNS) || []).forEach(function (run) {
          var chars = Array.from(run);
          if (!CJK_RUN.test(run) || chars.length < 2) { out.push(run); return; }
          for (var i = 0; i + 1 < chars.length; i++) { out.push(chars[i] + chars[i + 1]); }
        });
      });
      return out;
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

    /* Packed numbers (see SearchIndex.swift): base 32, lowest digit first; the last digit of a
       number is one of 0-9A-V, the others one of W-Za-z-_. DIGIT maps a character code to its
       digit, plus 32 when more digits follow. */
    var DIGIT = new Int8Array(128);
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".split("").forEach(function (c, i) { DIGIT[c.charCodeAt(0)] = i; });
    /* The numbers in a packed string, in an array made to size: a common term's list has a
       number for most documents of the catalog, and the first query to meet it waits for this. */
    function unpack(text) {
      var count = 0, i;
      for (i = 0; i < text.length; i++) { if (DIGIT[text.charCodeAt(i)] < 32) { count++; } }
      var numbers = new Int32Array(count), at = 0, value = 0, scale = 1;
      for (i = 0; i < text.length; i++) {
        var d = DIGIT[text.charCodeAt(i)];
        if (d < 32) { numbers[at++] = value + d * scale; value = 0; scale = 1; } else { value += (d - 32) * scale; scale *= 32; }
      }
      return numbers;
    }

    var terms = index.terms;
    /* Four numbers a document: kind, component + 1 (0 for none), strength, platform set. */
    var facets = unpack(index.facets);
    for (var f1 = 1; f1 < facets.length; f1 += 4) { facets[f1] -= 1; }
    var wordBest = new Float64Array(index.count);
    var total = new Float64Array(index.count);
    var matched = new Uint16Array(index.count);
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

    /* The shards of one kind, each a script in `folder` that adds itself to window[registry]
       under its number, named by its number and the tag the core gives it: a core cached from
       an earlier publication asks for its own shards, and finds them gone, rather than reading
       another build's. `need` calls back once every shard asked for is there, at once when none
       is missing. A shard that fails to load is remembered, and what it holds is missing from
       the results, which the status line then says. */
    function shardsIn(folder, registry, tags) {
      var loaded = window[registry] = window[registry] || {};
      var waiting = {}, failed = {};
      return {
        loaded: loaded,
        failed: failed,
        need: function (numbers, done) {
          var missing = numbers.filter(function (n, i) { return !loaded[n] && !failed[n] && numbers.indexOf(n) === i; });
          var left = missing.length;
          if (left === 0) { done(); return; }
          function arrived() { if (--left === 0) { done(); } }
          missing.forEach(function (n) {
            if (waiting[n]) { waiting[n].push(arrived); return; }
            waiting[n] = [arrived];
            addScript(assetsURL + folder + n + "." + tags[n] + ".js", function () {
              if (!loaded[n]) { failed[n] = true; }
              var callbacks = waiting[n];
              delete waiting[n];
              callbacks.forEach(function (f) { f(); });
            });
          });
        }
      };
    }
    var postingShards = shardsIn("search-postings/", "SHEETCAT_SEARCH_POSTINGS", index.shardTags.postings);
    var docShards = shardsIn("search-docs/", "SHEETCAT_SEARCH_DOCS", index.shardTags.docs);
    var shardStarts = index.postingShards;
    /* The posting shard that holds term t: the last whose first term is at or before it. */
    function postingShardOf(t) {
      var lo = 0, hi = shardStarts.length - 1;
      while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (shardStarts[mid] <= t) { lo = mid; } else { hi = mid - 1; } }
      return lo;
    }

    /* The index writes each posting as its document's distance from the one before (smaller
       numbers, a smaller file); a term's list is turned back into document numbers the first time
       a query meets it. A term whose shard did not load has none. */
    var decoded = [];
    function postingsOf(t) {
      var list = decoded[t];
      if (list) { return list; }
      var n = postingShardOf(t), shard = postingShards.loaded[n];
      if (!shard) { return []; }
      list = unpack(shard[t - shardStarts[n]]);
      for (var i = 0, doc = 0; i < list.length; i++) {
        doc += list[i] >> 1;
        list[i] = doc * 2 + (list[i] & 1);
      }
      decoded[t] = list;
      return list;
    }

    /* What a query asks for: its words, and the terms each word matches (with their factors),
       so the posting shards it needs are known before it runs. Null for a query of no words. */
    function plan(query) {
      var qwords = words(query);
      var kept = qwords.filter(function (w) { return !STOP[w]; });
      if (kept.length === 0) { kept = qwords; }
      if (kept.length === 0) { return null; }
      var found = kept.map(function (w, k) { return matches(w, k === kept.length - 1); });
      var shards = [];
      found.forEach(function (f) { for (var t in f) { shards.push(postingShardOf(+t)); } });
      return { words: kept, found: found, shards: shards };
    }

    function search(planned) {
      var kept = planned.words;
      var platform = platformSelect ? platformSelect.value : "";
      var component = componentSelect ? componentSelect.value : "";
      var strength = strengthSelect ? strengthSelect.value : "";
      var componentIndex = -1;
      if (component) {
        index.components.forEach(function (c, i) { if (c[0] === component) { componentIndex = i; } });
      }
      var strengthNumber = strength ? index.strengths.indexOf(strength) : 0;
      /* Which platform sets the platform filter lets through; the empty one (all platforms) does. */
      var onPlatform = index.platformSets.map(function (set) { return !set || (" " + set + " ").indexOf(" " + platform + " ") >= 0; });
      /* Per-document arrays, reused across queries: best weight for the current word, running
         score, and how many query words matched so far. A document is a result when every word did. */
      var candidates = null;
      for (var k = 0; k < kept.length; k++) {
        var found = planned.found[k];
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
        var f = 4 * id;
        if (componentIndex >= 0 && facets[f + 1] !== componentIndex) { continue; }
        if (strength && facets[f + 2] !== strengthNumber) { continue; }
        if ((platform || strength) && facets[f] !== RULE) { continue; }
        if (platform && !onPlatform[facets[f + 3]]) { continue; }
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

    /* The part of the text around the first query word, with matches marked, built as DOM nodes.
       It is cut at spaces where the text has them, and never inside a character. */
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
      /* Start on a word: a cut made by counting could leave the tail of one ("… e · And …"). */
      if (start > 0) {
        var space = text.indexOf(" ", start - 1);
        if (space >= 0 && space < at) { start = space + 1; }
      }
      var end = Math.min(text.length, start + 200);
      /* End on a word too, when one ends in the last third of the piece. */
      if (end < text.length) {
        var before = text.lastIndexOf(" ", end);
        if (before > Math.max(start, at) + 130) { end = before; }
      }
      start = whole(text, start);
      end = whole(text, end);
      var piece = (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
      mark(span, piece, pattern);
      return span;
    }

    /* A cut position moved off the second half of a character written as two UTF-16 units. */
    function whole(text, at) {
      var unit = text.charCodeAt(at);
      return at > 0 && at < text.length && unit >= 0xdc00 && unit <= 0xdfff ? at - 1 : at;
    }

    /* What to mark for a query. Latin words: whole words that start with a query stem ("dismis"
       marks all of "dismiss"). Hangul, kana and Han are searched as pairs of characters, so the
       characters every matching pair covers are marked, whole characters only; a Hangul match
       at the start of a word takes the rest of the word, its particle and ending ("시트" marks
       "시트를"), as a Latin stem takes its word. Built once a query. */
    function markPattern(qwords) {
      var latin = [], pairs = {}, cjk = false;
      qwords.forEach(function (w) {
        if (CJK_RUN.test(w)) { pairs[w] = true; cjk = true; } else { latin.push(stem(w)); }
      });
      var stems = latin.filter(function (s) { return s.length >= 2; });
      if (stems.length === 0 && !cjk) { return null; }
      return {
        latin: stems.length === 0 ? null : new RegExp("(?<![\\p{L}\\p{N}])(?:" + stems.map(function (s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|") + ")[\\p{L}\\p{N}]*", "giu"),
        pairs: cjk ? pairs : null,
      };
    }

    var HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;
    var LETTER = /[\p{L}\p{N}]/u;

    /* The marked spans of `text`, as [start, end) offsets in UTF-16 units, sorted and merged. */
    function marked(text, pattern) {
      var spans = [], m;
      if (pattern.latin) {
        pattern.latin.lastIndex = 0;
        while ((m = pattern.latin.exec(text)) !== null) {
          if (m[0].length === 0) { pattern.latin.lastIndex++; continue; }
          spans.push([m.index, m.index + m[0].length]);
        }
      }
      if (pattern.pairs) {
        var chars = Array.from(text), offsets = [], o = 0;
        for (var c = 0; c < chars.length; c++) { offsets.push(o); o += chars[c].length; }
        offsets.push(o);
        for (var i = 0; i < chars.length; i++) {
          var single = pattern.pairs[chars[i]] === true;
          var pair = i + 1 < chars.length && pattern.pairs[chars[i] + chars[i + 1]] === true;
          if (!single && !pair) { continue; }
          var last = pair ? i + 1 : i;
          if (HANGUL.test(chars[i]) && (i === 0 || !LETTER.test(chars[i - 1]))) {
            while (last + 1 < chars.length && HANGUL.test(chars[last + 1])) { last++; }
          }
          spans.push([offsets[i], offsets[last + 1]]);
        }
      }
      spans.sort(function (a, b) { return a[0] - b[0]; });
      var merged = [];
      spans.forEach(function (span) {
        var top = merged[merged.length - 1];
        if (top && span[0] <= top[1]) { top[1] = Math.max(top[1], span[1]); } else { merged.push([span[0], span[1]]); }
      });
      return merged;
    }

    function mark(node, text, pattern) {
      if (pattern === null) { node.textContent = text; return; }
      var last = 0;
      marked(text, pattern).forEach(function (span) {
        if (span[0] > last) { node.appendChild(document.createTextNode(text.slice(last, span[0]))); }
        var el = document.createElement("mark");
        el.textContent = text.slice(span[0], span[1]);
        node.appendChild(el);
        last = span[1];
      });
      if (last < text.length) { node.appendChild(document.createTextNode(text.slice(last))); }
    }

    function docShardOf(id) { return Math.floor(id / index.docShardSize); }
    function shown(id) { var shard = docShards.loaded[docShardOf(id)]; return shard ? shard[id % index.docShardSize] : null; }

    /* Results arrive a page at a time: a keystroke builds and lays out only the first PAGE, which
       keeps it within one frame on a 10,000-rule catalog; "Show more" appends the next page once
       its shards are there. */
    var current = null, currentPattern = null, shownCount = 0, appending = null;
    var more = document.createElement("button");
    more.type = "button";
    more.className = "search-more";
    more.hidden = true;
    list.parentNode.insertBefore(more, list.nextSibling);
    more.addEventListener("click", function () {
      var first = shownCount;
      appendPage(function () {
        var links = list.querySelectorAll("a");
        if (links[first]) { links[first].focus(); }
      });
    });

    /* Appends the next page of results once the shards they show from are there; `then` runs
       after. The first page of a query replaces the last query's list only then, so typing on
       never flashes an empty list. */
    function appendPage(then) {
      var query = current;
      if (appending === query) { return; }  /* this page is on its way already */
      var end = Math.min(query.results.length, shownCount + PAGE);
      var ids = Array.prototype.slice.call(query.results, shownCount, end);
      appending = query;
      docShards.need(ids.map(docShardOf), function () {
        if (appending === query) { appending = null; }
        if (current !== query) { return; }  /* the reader typed on meanwhile */
        if (shownCount === 0) { clearList(); status.textContent = query.said; }
        var lost = 0;
        ids.forEach(function (id) {
          var entry = shown(id);
          if (entry) { list.appendChild(resultItem(id, entry, query.words, currentPattern)); } else { lost++; }
        });
        if (lost > 0) {
          status.textContent += " " + say("lost", "{n} of them could not be shown: part of the search index (assets/search-docs/) did not load.", { n: lost });
        }
        shownCount = end;
        var left = query.results.length - shownCount;
        more.hidden = left <= 0;
        more.textContent = say("more", "Show {n} more of {left}", { n: Math.min(left, PAGE), left: left });
        if (then) { then(); }
      });
    }

    function resultItem(id, entry, qwords, pattern) {
      var f = 4 * id, kind = facets[f], component = facets[f + 1];
      var strength = index.strengths[facets[f + 2]], platforms = index.platformSets[facets[f + 3]];
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = entry[1];
      var title = document.createElement("span");
      title.className = "result-title";
      mark(title, entry[0], pattern);
      var meta = document.createElement("span");
      meta.className = "result-meta";
      var parts = [KIND[kind] || ""];
      if (component >= 0 && index.components[component]) { parts.push(index.components[component][1]); }
      if (strength) { parts.push(STRENGTH[strength] || strength); }
      if (kind === RULE) { parts.push(platforms ? platformNames(platforms) : say("allPlatforms", "All platforms")); }
      meta.textContent = parts.join(" · ");
      a.appendChild(title);
      a.appendChild(meta);
      a.appendChild(context(entry[2], qwords, pattern));
      li.appendChild(a);
      return li;
    }

    function clearList() { while (list.firstChild) { list.removeChild(list.firstChild); } }

    /* Runs the query in the box once the posting shards it needs are there (at once when they
       are), unless the reader has typed on meanwhile. */
    var asked = null;
    function render() {
      var query = input.value;
      var planned = plan(query);
      asked = planned;
      if (!planned) { current = null; clearList(); status.textContent = ""; more.hidden = true; return; }
      postingShards.need(planned.shards, function () {
        if (asked !== planned) { return; }
        current = search(planned);
        currentPattern = markPattern(current.words);
        shownCount = 0;
        var count = current.results.length;
        /* Said when the first page is on screen, so the count never sits above the last list. */
        current.said = (count === 0 ? say("none", "No results for “{query}”.", { query: query })
                        : count === 1 ? say("one", "1 result.") : say("count", "{n} results.", { n: count })) +
          (planned.shards.some(function (n) { return postingShards.failed[n]; })
            ? " " + say("missing", "Some matches may be missing: part of the search index (assets/search-postings/) did not load.") : "");
        if (count > 0) { appendPage(); return; }
        clearList();
        status.textContent = current.said;
        more.hidden = true;
      });
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
