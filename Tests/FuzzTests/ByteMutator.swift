/// Damages a byte string the way fuzzers do: flips, cuts, repeats, and splices of markup tokens.
struct ByteMutator {
    var random: FuzzRandom

    /// Markup that changes how a page is read; splicing it in reaches the recogniser's edge cases.
    static let tokens: [String] = [
        "**", "*", "_", "`", "```", "```example ", "~~~", "---", "\n---\n", "# ", "## ", "### ", "#### ",
        "{#", "{taste}", "{sources=", "}", "rules=", "title=\"", "\"", "[", "](", ")", "](other.md#", "rule:",
        "| a | b |\n|---|---|\n", "|", "> ", "- ", "1. ", "\n\n", "\r", "\r\n", "\0", "\u{FEFF}", "\u{2028}",
        "&a ", "*a", "<script>", "<!--", "-->", "\\", "Best practices", "Platform considerations", "Resources",
        "Change log", "Related", "Developer documentation", "iOS, iPadOS", "Klingon OS", "_Not supported in visionOS._",
        "Given ", "When ", "Then ", "And ", "Examples:", "| detent |", "é", "😀", "\t", "    ",
    ]

    mutating func mutate(_ input: [UInt8], times: Int) -> [UInt8] {
        var bytes = input
        for _ in 0..<times {
            let at = random.int(0...bytes.count)
            switch random.int(0...5) {
            case 0 where !bytes.isEmpty:
                let i = min(at, bytes.count - 1)
                bytes[i] ^= UInt8(1) << UInt8(random.int(0...7))
            case 1 where !bytes.isEmpty:
                let end = min(bytes.count, at + random.int(1...200))
                bytes.removeSubrange(min(at, end)..<end)
            case 2 where !bytes.isEmpty:
                let start = random.int(0...(bytes.count - 1))
                let end = min(bytes.count, start + random.int(1...300))
                let chunk = Array(bytes[start..<end])
                for _ in 0..<random.int(1...4) { bytes.insert(contentsOf: chunk, at: at) }
            case 3:
                bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
            default:
                bytes.insert(contentsOf: Array(random.pick(ByteMutator.tokens).utf8), at: at)
            }
        }
        return bytes
    }
}
