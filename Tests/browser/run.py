#!/usr/bin/env python3
"""Browser tests: build the real content/ with sheetcat and drive the site in headless Chromium.

They type queries into the search box and check the results and their order, use the filters and
the keyboard, follow permalinks, switch the platform comparison, and repeat the key checks with the
site opened from file://. Usage: python3 Tests/browser/run.py --sheetcat .build/debug/sheetcat
"""
import argparse
import json
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def wait(driver, predicate, timeout=3.0, message="condition not met"):
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: predicate(d), message)


def results(driver):
    return [a for a in driver.find_elements(By.CSS_SELECTOR, "#search-results a") if a.is_displayed()]


def type_query(driver, base, query):
    driver.get(base + "/index.html")
    box = driver.find_element(By.ID, "q")
    box.clear()
    box.send_keys(query)
    return box


class SiteTests:
    def __init__(self, driver, base, catalog):
        self.driver = driver
        self.base = base
        self.catalog = catalog
        self.rules = {r["id"]: r for c in catalog["components"] for r in c["rules"]}

    def rule_of(self, href):
        return self.rules.get(href.split("#", 1)[1]) if "#" in href else None

    def home_loads_without_console_errors(self):
        self.driver.get(self.base + "/index.html")
        assert "SheetCatalog" in self.driver.title, self.driver.title
        for page in ("index.html", "components/sheets.html", "compare.html", "platforms/ios.html",
                     "sources.html", "verification.html"):
            self.driver.get(f"{self.base}/{page}")
            errors = harness.severe_console_messages(self.driver)
            assert not errors, f"{page}: {errors}"

    def index_loads_when_the_reader_searches(self):
        # The home page must not wait for the index (tens of megabytes in a large catalog).
        self.driver.get(self.base + "/index.html")
        assert self.driver.execute_script(
            "return window.SHEETCAT_SEARCH === undefined && window.SHEETCAT_SEARCH_DOCS === undefined"
            " && window.SHEETCAT_SEARCH_POSTINGS === undefined"), \
            "the home page loaded the search index before anyone searched"
        # A header search on another page arrives as ?q=: the index loads and the results follow.
        self.driver.get(self.base + "/index.html?q=detent")
        found = wait(self.driver, lambda d: results(d), message="index.html?q=detent showed no results")
        assert any("detent" in a.text.lower() for a in found[:5]), [a.text for a in found[:5]]
        assert self.driver.find_element(By.ID, "q").get_attribute("value") == "detent"
        # The results came from the index's shards: the lists of the terms, the entries shown.
        loaded = self.driver.execute_script(
            "return [Object.keys(window.SHEETCAT_SEARCH_POSTINGS || {}).length, Object.keys(window.SHEETCAT_SEARCH_DOCS || {}).length]")
        assert loaded[0] >= 1 and loaded[1] >= 1, loaded

    def typo_still_finds_dismissal(self):
        type_query(self.driver, self.base, "dismisal")
        found = wait(self.driver, lambda d: results(d), message="no results for 'dismisal'")
        assert any("dismiss" in a.text.lower() for a in found[:5]), [a.text for a in found[:5]]

    def plural_finds_singular(self):
        type_query(self.driver, self.base, "detents")
        found = wait(self.driver, lambda d: results(d), message="no results for 'detents'")
        assert any("detent" in a.text.lower() for a in found[:5]), [a.text for a in found[:5]]

    def lead_sentence_matches_rank_first(self):
        type_query(self.driver, self.base, "grabber")
        found = wait(self.driver, lambda d: results(d), message="no results for 'grabber'")
        first = self.rule_of(found[0].get_attribute("href"))
        assert first is not None, f"first result is not a rule: {found[0].get_attribute('href')}"
        assert "grabber" in first["lead"].lower(), f"first result's lead lacks the word: {first['lead']}"
        # Every result whose lead holds the word comes before every result that has it only in its body.
        kinds = []
        for a in found:
            rule = self.rule_of(a.get_attribute("href"))
            if rule:
                kinds.append("lead" if "grabber" in rule["lead"].lower() else "body")
        assert "lead" not in kinds[kinds.index("body"):] if "body" in kinds else True, kinds

    def platform_filter_keeps_only_that_platform(self):
        type_query(self.driver, self.base, "dismiss")
        wait(self.driver, lambda d: results(d))
        Select(self.driver.find_element(By.ID, "filter-platform")).select_by_value("macos")
        found = wait(self.driver, lambda d: results(d), message="no macOS results for 'dismiss'")
        for a in found:
            rule = self.rule_of(a.get_attribute("href"))
            assert rule is not None, a.get_attribute("href")
            assert not rule["platforms"] or "macos" in rule["platforms"], (rule["id"], rule["platforms"])

    def strength_filter_keeps_only_that_strength(self):
        type_query(self.driver, self.base, "sheet")
        wait(self.driver, lambda d: results(d))
        Select(self.driver.find_element(By.ID, "filter-strength")).select_by_value("avoid")
        found = wait(self.driver, lambda d: results(d), message="no 'avoid' results for 'sheet'")
        for a in found:
            assert self.rule_of(a.get_attribute("href"))["strength"] == "avoid"

    def keyboard_opens_the_rule_permalink(self):
        box = type_query(self.driver, self.base, "swipe dismiss")
        wait(self.driver, lambda d: results(d))
        box.send_keys(Keys.ARROW_DOWN)
        focused = self.driver.switch_to.active_element
        assert focused.tag_name == "a", f"ArrowDown should focus the first result, got {focused.tag_name}"
        focused.send_keys(Keys.ENTER)
        wait(self.driver, lambda d: "#" in d.current_url, message="Enter did not open a permalink")
        anchor = self.driver.current_url.split("#", 1)[1]
        target = self.driver.find_element(By.ID, anchor)
        assert target.is_displayed()

    def escape_clears_the_results(self):
        box = type_query(self.driver, self.base, "popover")
        wait(self.driver, lambda d: results(d))
        box.send_keys(Keys.ESCAPE)
        wait(self.driver, lambda d: not results(d), message="Escape left results on screen")

    def more_results_come_a_page_at_a_time(self):
        type_query(self.driver, self.base, "sheet")
        first = wait(self.driver, lambda d: results(d), message="no results for 'sheet'")
        status = self.driver.find_element(By.ID, "search-status").text
        total = int(status.split()[0])
        assert total > 20, f"'sheet' should match more than one page of results: {status}"
        assert len(first) == 20, f"the first page shows 20 results, got {len(first)}"
        more = self.driver.find_element(By.CSS_SELECTOR, "button.search-more")
        assert more.is_displayed(), "no 'Show more' button below a partial list"
        hrefs = [a.get_attribute("href") for a in first]
        more.click()
        wait(self.driver, lambda d: len(results(d)) == min(total, 40), message="'Show more' did not append the next page")
        after = results(self.driver)
        assert [a.get_attribute("href") for a in after[:20]] == hrefs, "'Show more' reordered the first page"
        assert self.driver.switch_to.active_element == after[20], "focus should move to the first new result"
        if total <= 40:
            assert not more.is_displayed(), "'Show more' stays after the last result"

    def permalinks_land_on_their_rule(self):
        component = next(c for c in self.catalog["components"] if c["id"] == "sheets")
        rule = component["rules"][3]
        self.driver.get(f"{self.base}/components/sheets.html#{rule['id']}")
        target = self.driver.find_element(By.ID, rule["id"])
        assert target.is_displayed()
        assert rule["lead"][:30] in target.text, (rule["lead"], target.text[:200])
        permalink = target.find_element(By.CSS_SELECTOR, f"a[href$='#{rule['id']}']")
        assert permalink is not None

    def long_pages_skip_blocks_off_screen(self):
        # The blocks that repeat once per component, example or source: at 10,000 pages the
        # browser opens those pages in a fraction of the time when it may skip the ones off
        # screen (docs/templates.md, "Speed"). A stylesheet edit that drops it fails here.
        for page, selector in (("sources.html", ".work"), ("verification.html", ".example-entry"),
                               ("platforms/ios.html", ".platform-component"),
                               ("compare/ios-vs-macos.html", ".pair-row")):
            self.driver.get(f"{self.base}/{page}")
            blocks = self.driver.find_elements(By.CSS_SELECTOR, selector)
            assert blocks, f"{page} has no {selector}"
            style = self.driver.execute_script("return getComputedStyle(arguments[0]).contentVisibility", blocks[0])
            assert style == "auto", f"{selector} on {page}: content-visibility is {style!r}"

    def comparison_switches_between_platform_pairs(self):
        self.driver.get(self.base + "/compare.html")
        link = self.driver.find_element(By.PARTIAL_LINK_TEXT, "iPadOS")
        pair = next(a for a in self.driver.find_elements(By.CSS_SELECTOR, "a[href*='ipados-vs-visionos']"))
        pair.click()
        wait(self.driver, lambda d: "ipados-vs-visionos" in d.current_url)
        body = self.driver.find_element(By.TAG_NAME, "main").text
        assert "iPadOS" in body and "visionOS" in body
        # The side-by-side view lists differences only: nothing identical appears as a row.
        rows = self.driver.find_elements(By.CSS_SELECTOR, "main table tbody tr")
        assert rows, "the iPadOS vs visionOS view shows no differences"
        for row in rows:
            cells = [c.text.strip() for c in row.find_elements(By.CSS_SELECTOR, "td")]
            if len(cells) >= 2:
                assert cells[-1] != cells[-2], f"identical row shown as a difference: {cells}"
        assert link is not None

    def korean_search_finds_korean_rule_text(self):
        # The Korean pages have their own index, which files Hangul as pairs of characters:
        # a word inside a longer one ("디텐트" in "디텐트에") is found.
        self.driver.get(self.base + "/ko/index.html")
        assert self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
        box = self.driver.find_element(By.ID, "q")
        box.send_keys("디텐트")
        wait(self.driver, lambda d: len(results(d)) > 0, message="no results for 디텐트")
        first = results(self.driver)[0]
        href = first.get_attribute("href")
        assert "/ko/components/" in href, href
        assert "디텐트" in self.driver.find_element(By.ID, "search-results").text
        # Matches are marked as whole syllables: every pair the query is made of, and the rest
        # of the word a match starts (its particle), never a lone half of the query.
        marks = [m.text for m in self.driver.find_elements(By.CSS_SELECTOR, "#search-results mark") if m.is_displayed()]
        assert marks, "no match is marked in the Korean results"
        assert all(m.startswith("디텐트") or "디텐트" in m for m in marks), marks
        # What the script says is in Korean too: the count, and each result's kind and strength.
        status = self.driver.find_element(By.ID, "search-status").text
        assert "결과" in status, status
        meta = first.find_element(By.CSS_SELECTOR, ".result-meta").text
        assert "Rule" not in meta and "규칙" in meta, meta
        first.click()
        wait(self.driver, lambda d: "#" in d.current_url)
        rule = self.driver.find_element(By.ID, self.driver.current_url.split("#", 1)[1])
        assert "디텐트" in rule.text or "디텐트" in self.driver.page_source, rule.text

    def language_switcher_lands_on_the_same_rule(self):
        rule = "sheets.ios-ipados.include-a-grabber-in-a-resizable-sheet"
        self.driver.get(f"{self.base}/components/sheets.html#{rule}")
        self.driver.find_element(By.CSS_SELECTOR, ".language-switch a[hreflang=ko]").click()
        wait(self.driver, lambda d: "/ko/components/sheets.html" in d.current_url)
        assert self.driver.current_url.endswith("#" + rule), self.driver.current_url
        assert "그래버" in self.driver.find_element(By.ID, rule).text
        self.driver.find_element(By.CSS_SELECTOR, ".language-switch a[hreflang=en]").click()
        wait(self.driver, lambda d: "/ko/" not in d.current_url)
        assert self.driver.current_url.endswith("#" + rule), self.driver.current_url

    def done_and_cancel_placement_is_on_the_comparison(self):
        self.driver.get(self.base + "/compare.html")
        text = self.driver.find_element(By.TAG_NAME, "main").text.lower()
        assert "done" in text and "cancel" in text, "compare.html should say where Done and Cancel go"
        assert "bottom trailing" in text, "macOS puts dismiss buttons at the bottom trailing corner"


    def equivalents_page_shows_each_platforms_counterpart_with_sketches(self):
        self.driver.get(self.base + "/index.html")
        self.driver.find_element(By.CSS_SELECTOR, ".site-nav a[href$='equivalents.html']").click()
        wait(self.driver, lambda d: d.current_url.endswith("equivalents.html"))
        sheet = self.driver.find_element(By.ID, "equivalent-sheet").find_element(By.XPATH, "..")
        text = sheet.text
        assert "modal bottom sheet" in text and "showModal()" in text, text[:400]
        # The counterparts' sketches in one row, one per platform that shows the sheet.
        figures = sheet.find_elements(By.CSS_SELECTOR, ".sketches > figure.sketch")
        platforms = {f.get_attribute("data-platform") for f in figures}
        assert {"ios", "android", "web"} <= platforms, platforms
        tops = {round(f.location["y"]) for f in figures[:3]}
        assert len(tops) == 1, f"the first sketches are not side by side: {tops}"
        # How the counterparts differ: Android answers Back, the web Escape, each with its sources.
        row = lambda pid: sheet.find_element(By.CSS_SELECTOR, f"tr[data-platform={pid}]")
        assert "Back" in row("android").text and "Escape" in row("web").text
        assert row("android").find_elements(By.CSS_SELECTOR, "details.why")

    def platform_picker_hides_a_platform_on_every_comparison(self):
        self.driver.get(self.base + "/compare.html")
        self.driver.execute_script("localStorage.clear()")
        self.driver.get(self.base + "/compare.html")
        picker = self.driver.find_element(By.CSS_SELECTOR, "[data-platform-picker]")
        assert picker.is_displayed(), "the platform picker stays hidden with script on"
        apple = self.driver.find_element(By.CSS_SELECTOR, "table.aspect th[data-family=apple]")
        assert apple.get_attribute("colspan") == "6", apple.get_attribute("colspan")
        # Shown means laid out at all: tables far down the page may be skipped while off screen.
        shown = "return getComputedStyle(arguments[0]).display !== 'none'"
        cells = lambda pid: [c for c in self.driver.find_elements(By.CSS_SELECTOR, f"[data-platform={pid}]")
                             if self.driver.execute_script(shown, c)]
        assert cells("macos"), "no macOS column to hide"
        picker.find_element(By.CSS_SELECTOR, "input[value=macos]").click()
        wait(self.driver, lambda d: not cells("macos"), message="macOS columns still shown")
        assert apple.get_attribute("colspan") == "5", apple.get_attribute("colspan")
        assert cells("android") and cells("web"), "other platforms went too"
        pairs = [li for li in self.driver.find_elements(By.CSS_SELECTOR, "li[data-platforms]") if self.driver.execute_script(shown, li)]
        assert pairs and all("macos" not in li.get_attribute("data-platforms") for li in pairs)
        # Each row of a table keeps as many cells shown as its head has columns.
        table = self.driver.find_element(By.CSS_SELECTOR, "table.aspect")
        width = lambda row: sum(int(c.get_attribute("colspan") or 1) for c in row.find_elements(By.CSS_SELECTOR, "th, td")
                                if self.driver.execute_script(shown, c))
        body = [width(r) for r in table.find_elements(By.CSS_SELECTOR, "tbody tr")]
        assert len(set(body)) == 1 and body[0] == width(table.find_element(By.CSS_SELECTOR, "thead tr")), body
        # The choice holds on the next page.
        self.driver.get(self.base + "/equivalents.html")
        assert not cells("macos") and cells("ios"), "the equivalents page shows macOS after it was hidden"
        box = self.driver.find_element(By.CSS_SELECTOR, "[data-platform-picker] input[value=macos]")
        assert not box.is_selected()
        box.click()
        wait(self.driver, lambda d: cells("macos"), message="macOS did not come back")
        self.driver.execute_script("localStorage.clear()")

    def sketches_render_and_say_what_their_example_sets_up(self):
        devices = ["iPhone", "iPad", "Mac", "Apple Watch", "Apple TV", "Vision Pro"]
        checked = 0
        for page in ("components/sheets.html", "components/popovers.html", "components/action-sheets.html"):
            self.driver.get(f"{self.base}/{page}")
            for entry in self.driver.find_elements(By.CSS_SELECTOR, "div.sketches"):
                details = entry.find_element(By.XPATH, "following-sibling::details[1]")
                steps = details.get_attribute("textContent")
                for svg in entry.find_elements(By.CSS_SELECTOR, "svg.sk"):
                    self.driver.execute_script("arguments[0].scrollIntoView()", svg)
                    box = self.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", svg)
                    assert box[0] > 40 and box[1] > 40, f"{page}: a sketch is not drawn: {box}"
                    title = svg.find_element(By.TAG_NAME, "title").get_attribute("textContent")
                    desc = svg.find_element(By.TAG_NAME, "desc").get_attribute("textContent")
                    assert title and desc.endswith("."), f"{page}: a sketch without title or description"
                    named = [d for d in devices if f" on {d}" in steps]
                    if len(named) == 1 and "<device>" not in steps:
                        assert named[0] in desc, f"{page}: the example names {named[0]}, its sketch says: {desc}"
                    if "right-to-left" in steps:
                        assert "right to left" in desc, f"{page}: a right-to-left example drawn left to right: {desc}"
                    checked += 1
        assert checked > 30, f"only {checked} sketches found"

    def korean_page_sketches_speak_korean(self):
        self.driver.get(self.base + "/ko/components/sheets.html")
        svgs = self.driver.find_elements(By.CSS_SELECTOR, "div.sketches svg.sk")
        assert len(svgs) > 10, f"only {len(svgs)} sketches on the Korean page"
        for svg in svgs:
            title = svg.find_element(By.TAG_NAME, "title").get_attribute("textContent")
            desc = svg.find_element(By.TAG_NAME, "desc").get_attribute("textContent")
            hangul = [c for c in title + desc if "\uac00" <= c <= "\ud7a3"]
            assert hangul, f"a Korean page's sketch speaks English: {title} / {desc}"
            assert " on " not in desc and "the parent view" not in desc, f"English left in a Korean sketch: {desc}"
            labels = [t.get_attribute("textContent") for t in svg.find_elements(By.TAG_NAME, "text")]
            assert "Done" not in labels and "Cancel" not in labels, f"English labels in a Korean sketch: {labels}"

    def right_to_left_sketch_puts_done_on_the_left(self):
        self.driver.get(self.base + "/components/sheets.html")
        example = self.driver.find_element(By.ID, "example-sheets.done-and-cancel-trade-corners-in-a-right-to-left-layout")
        entry = example.find_element(By.XPATH, "preceding-sibling::div[@class='sketches'][1]")
        svg = entry.find_element(By.CSS_SELECTOR, "svg.sk")
        self.driver.execute_script("arguments[0].scrollIntoView()", svg)
        done = next(t for t in svg.find_elements(By.TAG_NAME, "text") if t.get_attribute("textContent") == "Done")
        cancel = next(t for t in svg.find_elements(By.TAG_NAME, "text") if t.get_attribute("textContent") == "Cancel")
        assert done.rect["x"] < cancel.rect["x"], "right to left, Done is drawn left of Cancel"
        assert "Done at the top trailing corner (top left)" in svg.find_element(By.TAG_NAME, "desc").get_attribute("textContent")

    def sketches_follow_the_dark_theme(self):
        def screen_fill():
            self.driver.get(self.base + "/components/sheets.html")
            rect = self.driver.find_element(By.CSS_SELECTOR, "svg.sk rect.s")
            return self.driver.execute_script("return getComputedStyle(arguments[0]).fill", rect)
        light = screen_fill()
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        try:
            dark = screen_fill()
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        assert light == "rgb(255, 255, 255)", light
        assert dark == "rgb(17, 19, 23)", dark

    def comparison_cells_open_their_sketch(self):
        self.driver.get(self.base + "/compare.html")
        cell = self.driver.find_element(By.CSS_SELECTOR, "#aspect-shown-as ~ * details.cell-sketch, details.cell-sketch")
        svg = cell.find_element(By.CSS_SELECTOR, "svg.sk")
        assert not svg.is_displayed(), "the sketch waits until the reader opens it"
        summary = cell.find_element(By.TAG_NAME, "summary")
        self.driver.execute_script("arguments[0].scrollIntoView()", summary)
        summary.click()
        wait(self.driver, lambda d: svg.is_displayed())
        assert svg.size["width"] > 40, svg.size

def live_reload_through_serve(sheetcat, driver, work):
    """An edit reloads the open page it changed, and pages built from it; an untouched page stays."""
    import socket
    import subprocess
    content = os.path.join(work, "serve-content")
    shutil.copytree(os.path.join(ROOT, "content"), content)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    process = subprocess.Popen([sheetcat, "serve", "--content", content, "--templates", os.path.join(ROOT, "templates"),
                                "--port", str(port), "--preview-output", os.path.join(work, "preview")],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.time() + 60
        while True:
            try:
                driver.get(base + "/404.html")
                break
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", timeout=30)
        # Three open pages, each marked so a reload shows as a lost marker.
        pages = {"404.html": driver.current_window_handle}
        for name in ("components/sheets.html", "index.html"):
            driver.switch_to.new_window("tab")
            driver.get(f"{base}/{name}")
            pages[name] = driver.current_window_handle
        for handle in pages.values():
            driver.switch_to.window(handle)
            driver.execute_script("window.__untouched = true;")
        time.sleep(0.5)  # let every page connect to the event stream and learn the version
        path = os.path.join(content, "sheets.md")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        marker = "\n## Best practices\n"
        assert marker in text, "content/sheets.md has no Best practices section"
        text = text.replace(marker, marker + "\n**Keep a live-reload marker rule short.** It exists only in this test. {taste}\n", 1)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

        def reloaded(name):
            driver.switch_to.window(pages[name])
            return not driver.execute_script("return window.__untouched === true;")

        wait(driver, lambda d: reloaded("components/sheets.html"), timeout=20, message="the edited page did not reload")
        driver.switch_to.window(pages["components/sheets.html"])
        wait(driver, lambda d: "live-reload marker" in d.find_element(By.TAG_NAME, "main").text, timeout=10)
        wait(driver, lambda d: reloaded("index.html"), timeout=30, message="the home page (it counts rules) did not reload")
        assert not reloaded("404.html"), "the 404 page does not change with a new rule, yet it reloaded"

        # A search that found nothing, then an edit to a rule's body: no page but the rule's own
        # and the search index changes, yet the home page, having loaded the index, follows it
        # with the same search.
        driver.switch_to.window(pages["index.html"])
        wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", timeout=30)
        box = driver.find_element(By.ID, "q")
        box.send_keys("zebrafinch")
        wait(driver, lambda d: "No results" in d.find_element(By.ID, "search-status").text, timeout=10,
             message="the search box did not answer before the edit")
        time.sleep(0.3)
        text = text.replace("It exists only in this test.", "It exists only in this test, like a zebrafinch.", 1)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        wait(driver, lambda d: any("zebrafinch" in a.text.lower() for a in results(d)), timeout=30,
             message="the home page's search did not follow the edit")
        assert driver.find_element(By.ID, "q").get_attribute("value") == "zebrafinch"
    finally:
        process.terminate()
        process.wait(timeout=10)


def run(args):
    runner = harness.Runner()
    work = harness.temporary_folder()
    site = os.path.join(work, "_site")
    harness.build_site(args.sheetcat, os.path.join(ROOT, "content"), os.path.join(ROOT, "templates"), site)
    with open(os.path.join(site, "catalog.json"), encoding="utf-8") as f:
        catalog = json.load(f)

    driver = harness.new_driver(work)
    try:
        with harness.static_server(site) as base:
            tests = SiteTests(driver, base, catalog)
            for name in ("home_loads_without_console_errors", "index_loads_when_the_reader_searches",
                         "typo_still_finds_dismissal", "plural_finds_singular",
                         "lead_sentence_matches_rank_first", "platform_filter_keeps_only_that_platform",
                         "strength_filter_keeps_only_that_strength", "keyboard_opens_the_rule_permalink",
                         "escape_clears_the_results", "more_results_come_a_page_at_a_time", "permalinks_land_on_their_rule",
                         "comparison_switches_between_platform_pairs", "done_and_cancel_placement_is_on_the_comparison",
                         "long_pages_skip_blocks_off_screen", "korean_search_finds_korean_rule_text",
                         "language_switcher_lands_on_the_same_rule",
                         "sketches_render_and_say_what_their_example_sets_up", "right_to_left_sketch_puts_done_on_the_left",
                         "sketches_follow_the_dark_theme", "comparison_cells_open_their_sketch",
                         "korean_page_sketches_speak_korean",
                         "equivalents_page_shows_each_platforms_counterpart_with_sketches",
                         "platform_picker_hides_a_platform_on_every_comparison"):
                runner.check(f"http: {name}", getattr(tests, name))
        # The same site opened straight from disk, as a reader who double-clicks index.html.
        file_tests = SiteTests(driver, "file://" + site, catalog)
        for name in ("home_loads_without_console_errors", "index_loads_when_the_reader_searches",
                     "typo_still_finds_dismissal", "keyboard_opens_the_rule_permalink",
                     "permalinks_land_on_their_rule", "comparison_switches_between_platform_pairs",
                     "korean_search_finds_korean_rule_text", "language_switcher_lands_on_the_same_rule",
                     "sketches_render_and_say_what_their_example_sets_up", "comparison_cells_open_their_sketch",
                     "equivalents_page_shows_each_platforms_counterpart_with_sketches",
                     "platform_picker_hides_a_platform_on_every_comparison"):
            runner.check(f"file: {name}", getattr(file_tests, name))
        narrow = harness.new_driver(work, width=390, height=844)
        try:
            pages = ("index.html", "components/sheets.html", "compare.html", "equivalents.html", "compare/ios-vs-ipados.html",
                     "platforms/ios.html", "platforms/ipados.html", "sources.html", "verification.html")

            def page_width(page, open_why):
                narrow.get(f"file://{site}/{page}")
                if open_why:
                    narrow.execute_script("document.querySelectorAll('details.why').forEach(d => { d.open = true; })")
                return narrow.execute_script("return document.documentElement.scrollWidth")

            def no_sideways_scroll():
                for page in pages:
                    wide = page_width(page, open_why=False)
                    assert wide <= 392, f"{page} is {wide}px wide at 390px"
            runner.check("phone width: no sideways scrolling", no_sideways_scroll)

            def no_sideways_scroll_with_why_open():
                # A citation's label can be one long API name, and a wide table holds hidden
                # context text; neither may widen the page when a reader opens the sources.
                opened = 0
                for page in pages:
                    wide = page_width(page, open_why=True)
                    opened += narrow.execute_script("return document.querySelectorAll('details.why[open]').length")
                    assert wide <= 392, f"{page} with every Why open is {wide}px wide at 390px"
                assert opened > 0, "no Why details on the pages checked"
            runner.check("phone width: no sideways scrolling with every Why open", no_sideways_scroll_with_why_open)
        finally:
            narrow.quit()
        runner.check("serve: an edit reloads the pages it changed, and only those",
                      live_reload_through_serve, args.sheetcat, driver, work)
    finally:
        driver.quit()
    status = runner.finish()
    if status == 0:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"kept {work} to look at what failed")
    return status


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sheetcat", required=True, help="path to the sheetcat binary")
    sys.exit(run(parser.parse_args()))
