/// How a sketch gets its colours: from the page it sits in, or from a style of its own.
///
/// Every colour is a CSS custom property (`--bg`, `--fg`, `--panel`, `--line`, `--muted`,
/// `--accent`, `--focus`, `--bad-fg`, the site's own), so a sketch inside a page takes the page's
/// theme, light or dark. A sketch on its own (`sheetcat sketch`, a slide) carries the rules and
/// the palette: following the reader's setting, or fixed light or dark.
public enum SketchStyle: String, Hashable, Sendable, CaseIterable {
    /// Classes only: the page's stylesheet (the site's `site.css`) styles them.
    case page
    /// Its own rules, light or dark as the reader's system prefers.
    case auto
    case light
    case dark

    /// The rules every sketch's classes need, written against the site's custom properties. The
    /// default `site.css` carries the same text (a test keeps them in step).
    public static let rules = """
    .sk{font:9px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}\
    .sk .f{fill:var(--panel);stroke:var(--muted)}\
    .sk .s{fill:var(--bg)}\
    .sk .b{fill:var(--line)}\
    .sk .d{fill:#000;opacity:.35}\
    .sk .c{fill:var(--panel);stroke:var(--muted)}\
    .sk .c2{fill:var(--line);stroke:var(--muted)}\
    .sk .cz{fill:var(--panel);fill-opacity:.75;stroke:var(--muted)}\
    .sk .z{filter:blur(1.5px) grayscale(1)}\
    .sk .k{fill:none;stroke:var(--muted);stroke-dasharray:3 3}\
    .sk .g{fill:var(--muted)}\
    .sk .l{stroke:var(--line);fill:none}\
    .sk .t{fill:var(--accent)}\
    .sk .tb{fill:var(--accent);font-weight:600}\
    .sk .x{fill:var(--bad-fg)}\
    .sk .a{fill:none;stroke:var(--focus);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
    """

    static let lightPalette = "--bg:#fff;--fg:#1b1d21;--muted:#4d5563;--line:#d6dae1;--panel:#f4f6f9;--accent:#1d4ed8;--focus:#d97706;--bad-fg:#b91c1c"
    static let darkPalette = "--bg:#111317;--fg:#e8eaee;--muted:#a9b0bc;--line:#343a45;--panel:#1a1d23;--accent:#8ab4ff;--focus:#fbbf24;--bad-fg:#fecaca"

    /// The `<style>` a sketch on its own carries; none for `.page`.
    var element: String {
        switch self {
        case .page: return ""
        case .light: return "<style>.sk{\(Self.lightPalette)}\(Self.rules)</style>"
        case .dark: return "<style>.sk{\(Self.darkPalette)}\(Self.rules)</style>"
        case .auto:
            return "<style>.sk{\(Self.lightPalette)}@media (prefers-color-scheme:dark){.sk{\(Self.darkPalette)}}\(Self.rules)</style>"
        }
    }
}
