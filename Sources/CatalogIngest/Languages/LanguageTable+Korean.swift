extension LanguageTable {
    /// Korean, as translated guideline pages and exports write it.
    public static let korean = LanguageTable(
        tag: "ko",
        name: "한국어",
        sections: [
            ("모범 사례", .bestPractices), ("권장 사항", .bestPractices),
            ("플랫폼 고려 사항", .platformConsiderations), ("플랫폼별 고려 사항", .platformConsiderations),
            ("리소스", .resources), ("참고 자료", .resources),
            ("관련 콘텐츠", .related), ("관련 항목", .related), ("관련 문서", .related),
            ("개발자 문서", .developerDocumentation), ("개발자 설명서", .developerDocumentation),
            ("변경 기록", .changeLog), ("변경 내역", .changeLog),
        ],
        noAdditionalConsiderations: [
            "{platforms}에 대한 추가 고려 사항은 없습니다",
            "{platforms}에 대한 추가 고려 사항이 없습니다",
            "{platforms}에는 추가 고려 사항이 없습니다",
        ],
        unsupported: [
            "{platforms}에서는 지원되지 않습니다",
            "{platforms}에서 지원되지 않습니다",
            "{platforms}에서는 사용할 수 없습니다",
        ],
        bareStatements: [("추가 고려 사항은 없습니다", .noAdditionalConsiderations), ("추가 고려 사항이 없습니다", .noAdditionalConsiderations), ("지원되지 않습니다", .unsupported)],
        listSeparators: ["및", "또는", "와", "과", "그리고"],
        strengthCues: [
            StrengthCue("하지 마십시오", .end, .dont), StrengthCue("하지 마세요", .end, .dont),
            StrengthCue("마십시오", .end, .dont), StrengthCue("마세요", .end, .dont),
            StrengthCue("안 됩니다", .end, .dont), StrengthCue("절대", .start, .dont),
            StrengthCue("피하십시오", .end, .avoid), StrengthCue("피하세요", .end, .avoid),
            StrengthCue("지양하십시오", .end, .avoid), StrengthCue("지양하세요", .end, .avoid),
            StrengthCue("고려하십시오", .end, .consider), StrengthCue("고려하세요", .end, .consider),
            StrengthCue("고려해 보십시오", .end, .consider), StrengthCue("고려해 보세요", .end, .consider),
            StrengthCue("선호하십시오", .end, .prefer), StrengthCue("선호하세요", .end, .prefer),
            StrengthCue("것이 좋습니다", .end, .prefer),
        ])
}
