extension LanguageTable {
    /// Simplified Chinese, as translated guideline pages and exports write it. Chinese puts the
    /// cue before the verb, so its cues open the lead.
    public static let simplifiedChinese = LanguageTable(
        tag: "zh-Hans",
        name: "简体中文",
        sections: [
            ("最佳做法", .bestPractices), ("最佳实践", .bestPractices),
            ("平台考虑因素", .platformConsiderations), ("平台注意事项", .platformConsiderations),
            ("资源", .resources),
            ("相关内容", .related), ("相关资源", .related), ("相关主题", .related),
            ("开发者文档", .developerDocumentation),
            ("更改记录", .changeLog), ("变更记录", .changeLog), ("更新记录", .changeLog),
        ],
        noAdditionalConsiderations: [
            "{platforms}无其他注意事项",
            "{platforms}没有其他注意事项",
            "对于{platforms}，没有其他注意事项",
            "{platforms}没有额外的考虑因素",
        ],
        unsupported: [
            "{platforms}不支持",
            "{platforms}不提供支持",
            "不支持{platforms}",
        ],
        bareStatements: [("无其他注意事项", .noAdditionalConsiderations), ("没有其他注意事项", .noAdditionalConsiderations), ("不支持", .unsupported)],
        listSeparators: ["、", "和", "或", "及"],
        strengthCues: [
            StrengthCue("不要", .start, .dont), StrengthCue("请勿", .start, .dont), StrengthCue("切勿", .start, .dont),
            StrengthCue("避免", .start, .avoid), StrengthCue("尽量避免", .start, .avoid),
            StrengthCue("考虑", .start, .consider), StrengthCue("可以考虑", .start, .consider),
            StrengthCue("优先", .start, .prefer), StrengthCue("最好", .start, .prefer),
        ])
}
