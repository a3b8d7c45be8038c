import TemplateKit

/// Two platforms compared on a page of their own.
@TemplateModel
struct PairView {
    let a: PlatformRef
    let b: PlatformRef
    let href: String
    let title: String
}
