import TemplateKit

/// `compare/<a>-vs-<b>.html`: what differs between two platforms, the core model's behaviour
/// first, then each component's status and rules.
@TemplateModel
struct ComparePairPage: PageModel {
    let chrome: PageChrome
    let a: PlatformRef
    let b: PlatformRef
    let aName: String
    let bName: String
    let listsRules: Bool
    let listLimit: Int
    let componentCount: Int
    /// `PairComponentView`s: a list, or past the limit made as the template walks them.
    let components: TemplateValue
    /// Past the limit, the rows in tables of `PageBuilder.partSize`; empty otherwise.
    let componentGroups: [PairComponentGroup]
    var hasComponents: Bool { componentCount > 0 }
    let behaviors: [BehaviorDifference]
    var hasBehaviors: Bool { !behaviors.isEmpty }
    var nothingDiffers: Bool { componentCount == 0 && behaviors.isEmpty }
}

/// One table of a comparison's component rows.
@TemplateModel
struct PairComponentGroup {
    let caption: String
    /// `PairComponentView`s made as the template walks them.
    let rows: TemplateValue
}

/// A presentation whose behaviour differs between the two platforms.
@TemplateModel
struct BehaviorDifference {
    let presentation: String
    let anchor: String
    let rows: [AspectDifference]
}

/// One aspect that differs, as each platform has it.
@TemplateModel
struct AspectDifference {
    let label: String
    let sideA: AspectSide
    let sideB: AspectSide
}

/// One platform's answer for an aspect.
@TemplateModel
struct AspectSide {
    let text: String
    let why: WhyView?
}
