import Foundation

/// The Swift files under a folder (`Exercises/`, or a proof exercise's), by size and
/// modification time: what a save changes.
struct FileSnapshot: Equatable {
    private var entries: [String: [Double]] = [:]

    init(layout: LabLayout, folder: String = "Exercises") {
        for path in layout.files(under: folder) where path.hasSuffix(".swift") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: layout.root.appending(path: path).path)
            let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            entries[path] = [size, modified]
        }
    }
}
