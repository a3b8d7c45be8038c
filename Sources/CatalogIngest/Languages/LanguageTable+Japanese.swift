extension LanguageTable {
    /// Japanese, as translated guideline pages and exports write it.
    public static let japanese = LanguageTable(
        tag: "ja",
        name: "日本語",
        sections: [
            ("ベストプラクティス", .bestPractices), ("おすすめの方法", .bestPractices),
            ("プラットフォームに関する考慮事項", .platformConsiderations), ("プラットフォームの考慮事項", .platformConsiderations),
            ("リソース", .resources),
            ("関連項目", .related), ("関連コンテンツ", .related), ("関連情報", .related),
            ("デベロッパ向けドキュメント", .developerDocumentation), ("開発者向けドキュメント", .developerDocumentation),
            ("変更履歴", .changeLog),
        ],
        noAdditionalConsiderations: [
            "{platforms}に関する追加の考慮事項はありません",
            "{platforms}に関して追加の考慮事項はありません",
            "{platforms}には追加の考慮事項はありません",
        ],
        unsupported: [
            "{platforms}ではサポートされていません",
            "{platforms}では利用できません",
            "{platforms}では対応していません",
        ],
        bareStatements: [("追加の考慮事項はありません", .noAdditionalConsiderations), ("サポートされていません", .unsupported)],
        listSeparators: ["、", "および", "または", "と"],
        strengthCues: [
            StrengthCue("しないでください", .end, .dont), StrengthCue("ないでください", .end, .dont),
            StrengthCue("してはいけません", .end, .dont), StrengthCue("決して", .start, .dont),
            StrengthCue("避けてください", .end, .avoid), StrengthCue("避けましょう", .end, .avoid),
            StrengthCue("検討してください", .end, .consider), StrengthCue("検討しましょう", .end, .consider),
            StrengthCue("ことをおすすめします", .end, .prefer), StrengthCue("優先してください", .end, .prefer),
        ])
}
