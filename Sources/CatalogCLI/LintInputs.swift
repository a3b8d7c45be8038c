import CatalogLint
import Foundation
import SheetBehavior

/// Reads what `sheetcat lint` checks: the Swift files under the paths given, and the app's
/// deployment target. The file system is touched here only, so the linter stays pure.
struct LintInputs {
    var sources: [LintSource] = []
    /// Files passed over, with why (for `--verbose`).
    var skipped: [String] = []
    /// Paths that could not be read at all: `path: reason`.
    var unreadable: [String] = []

    /// Folders never searched: build products, dependencies and tool state, not the app's code.
    static let ignoredFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", ".git"]

    init(paths: [String]) {
        let fm = FileManager.default
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                unreadable.append("\(path): no such file or folder")
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            guard let entries = fm.enumerator(atPath: path) else {
                unreadable.append("\(path): the folder cannot be listed")
                continue
            }
            var found: [String] = []
            while let entry = entries.nextObject() as? String {
                let name = (entry as NSString).lastPathComponent
                if Self.ignoredFolders.contains(name) || (name.hasPrefix(".") && name != ".") {
                    entries.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") && name != "Package.swift" { found.append(Self.join(path, entry)) }
            }
            files += found.sorted()
        }
        for file in files {
            guard let data = fm.contents(atPath: file) else {
                unreadable.append("\(file): the file cannot be read")
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                skipped.append("\(file): not UTF-8, skipped")
                continue
            }
            sources.append(LintSource(path: file, text: text))
        }
    }

    /// `Sources/App/View.swift` for folder `Sources` and entry `App/View.swift`; `.` adds nothing.
    static func join(_ folder: String, _ entry: String) -> String {
        if folder == "." || folder == "./" { return entry }
        return folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
    }

    /// The deployment target the project declares, with where it was read. The project folder
    /// is the nearest folder at or above the first folder given (up to the working folder) that
    /// holds `Package.swift` or an `.xcodeproj`, so `sheetcat lint MyApp` run beside
    /// `MyApp.xcodeproj` finds it. Read there: `Package.swift`'s `platforms`, else the lowest
    /// `IPHONEOS_DEPLOYMENT_TARGET` of its Xcode projects and of the `.xcconfig` files below it.
    static func deploymentTarget(paths: [String]) -> (version: OSVersion, from: String)? {
        let fm = FileManager.default
        let first = paths.first { var d: ObjCBool = false; return fm.fileExists(atPath: $0, isDirectory: &d) && d.boolValue } ?? "."
        let folder = projectFolder(from: first)
        let manifest = join(folder, "Package.swift")
        if let data = fm.contents(atPath: manifest), let version = DeploymentTarget.fromPackageManifest(String(decoding: data, as: UTF8.self)) {
            return (version, manifest)
        }
        var files = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            .map { join(folder, $0 + "/project.pbxproj") }
        if let entries = fm.enumerator(atPath: folder) {
            var configs: [String] = []
            while let entry = entries.nextObject() as? String {
                let name = (entry as NSString).lastPathComponent
                if ignoredFolders.contains(name) || (name.hasPrefix(".") && name != ".") {
                    entries.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcconfig") { configs.append(join(folder, entry)) }
            }
            files += configs.sorted()
        }
        var lowest: (version: OSVersion, from: String)?
        for file in files {
            guard let data = fm.contents(atPath: file),
                  let version = DeploymentTarget.fromBuildSettings(String(decoding: data, as: UTF8.self)) else { continue }
            if lowest == nil || version < lowest!.version { lowest = (version, file) }
        }
        return lowest
    }

    /// `first`, or the nearest folder above it within the working folder that holds a package
    /// manifest or an Xcode project.
    static func projectFolder(from first: String) -> String {
        let fm = FileManager.default
        func isProject(_ folder: String) -> Bool {
            fm.fileExists(atPath: join(folder, "Package.swift"))
                || ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".xcodeproj") }
        }
        if isProject(first) { return first }
        let working = URL(fileURLWithPath: fm.currentDirectoryPath).standardizedFileURL.path
        var url = URL(fileURLWithPath: first).standardizedFileURL
        while url.path.hasPrefix(working + "/") {
            url.deleteLastPathComponent()
            // Named relative to the working folder, as the paths given are.
            if isProject(url.path) { return url.path == working ? "." : String(url.path.dropFirst(working.count + 1)) }
        }
        return first
    }
}
