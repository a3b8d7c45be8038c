import TemplateKit

/// A family of platforms (Apple, Android, Web) as a table heads its columns or rows and the
/// platform picker lists it.
@TemplateModel
struct PlatformFamilyView {
    let family: String
    let familyID: String
    /// One platform named as its family (Android, Web): it heads its column alone.
    let single: Bool
    var count: Int { platforms.count }
    /// The platforms' ids, space-separated (`data-members`).
    var members: String { platforms.map(\.id).joined(separator: " ") }
    let platforms: [PlatformRef]
}

/// The head of a table with a column per platform (`partials/platform-head`).
@TemplateModel
struct PlatformHead {
    /// What heads the first column.
    let label: String
    /// Whether some family heads several columns, so the head has two rows.
    let grouped: Bool
    let families: [PlatformFamilyView]
}
