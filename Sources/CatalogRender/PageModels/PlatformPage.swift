import TemplateKit

/// `platforms/<id>.html`: the rules for this platform, a count per component of the general
/// rules, and how each presentation behaves there.
@TemplateModel
struct PlatformPage: PageModel {
    let chrome: PageChrome
    let platform: PlatformRef
    let components: [PlatformGroupView]
    /// Components that say they are not supported on the platform.
    let unsupported: [PageLink]
    /// Components whose pages cover other platforms only: their rules are not this platform's.
    let notCovered: [PageLink]
    var hasUnsupported: Bool { !unsupported.isEmpty || !notCovered.isEmpty }
    let ruleCount: Int
    let behaviors: [BehaviorView]
    var hasBehaviors: Bool { !behaviors.isEmpty }
    let pairs: [PairView]
}

/// How one presentation behaves on a platform, per the core model.
@TemplateModel
struct BehaviorView {
    let anchor: String
    let presentation: String
    let rows: [AspectView]
    /// What the rows assume; none for a presentation the platform does not have.
    let note: String?
}

/// One aspect of a behaviour (modality, dismissal…) and the model's answer.
@TemplateModel
struct AspectView {
    let label: String
    let value: String
    let why: WhyView?
}
