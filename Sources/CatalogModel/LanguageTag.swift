/// BCP 47 language tags as the catalog keys text by them: `en`, `ko`, `ja`, `zh-Hans`, `pt-BR`.
public enum LanguageTag {
    /// The tag in its usual case (language lower, script title, region upper), or nil when it
    /// is not a tag: a two- or three-letter language subtag and optional script, region or
    /// variant subtags.
    public static func normalized(_ raw: String) -> String? {
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetterOnly) else { return nil }
        var out = [first.lowercased()]
        for part in parts.dropFirst() {
            guard (2...8).contains(part.count), part.allSatisfy({ $0.isASCIILetterOnly || $0.isASCIIDigitOnly }) else { return nil }
            if part.count == 4, part.allSatisfy(\.isASCIILetterOnly) {
                out.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2 {
                out.append(part.uppercased())
            } else {
                out.append(part.lowercased())
            }
        }
        return out.joined(separator: "-")
    }

    /// A tag in a file name (`sheets.ko.md`) or a folder (`ko/sheets.md`): a two-letter ISO
    /// 639-1 language, so that `notes.old.md` or a folder `api/` is not read as a language,
    /// with optional script or region subtags (`zh-Hans`, `pt-BR`).
    public static func inPath(_ raw: String) -> String? {
        guard let tag = normalized(raw) else { return nil }
        let language = tag.split(separator: "-")[0]
        return iso639_1.contains(String(language)) ? tag : nil
    }

    /// The language subtag: `zh` of `zh-Hans`.
    public static func language(of tag: String) -> String {
        String(tag.split(separator: "-").first ?? Substring(tag))
    }

    private static let iso639_1: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy \
        da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu \
        hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb \
        lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om \
        or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw \
        ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(separator: " ").map(String.init))
}

private extension Character {
    var isASCIILetterOnly: Bool { isASCII && isLetter }
    var isASCIIDigitOnly: Bool { isASCII && isNumber }
}
