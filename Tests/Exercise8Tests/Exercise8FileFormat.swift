import Catalog
import Foundation

/// The cache file's format as the exercise ships it — lesson 000's `CacheDTO`, version 1, in
/// `catalog.json` — in the model's own copy: clause 1's "the file keeps its format", so a file
/// an earlier build of the app wrote still loads after the fix. Extra keys are allowed (an
/// earlier build's decoder ignores them); a renamed key, another date encoding or a lost
/// fraction of a second is not.
struct ShippedCacheFile: Decodable, Equatable {
    static let name = "catalog.json"

    let version: Int
    let products: [Product]
    let savedAt: Date

    /// What is wrong with the file the disk holds after `cache` was saved, in words; `nil`
    /// when an earlier build would read `cache` back from it.
    static func problem(with data: Data?, saving cache: CachedProducts) -> String? {
        guard let data else {
            return "the file keeps its format (clause 1): the save landed, but not in \(name)."
        }
        let file: ShippedCacheFile
        do {
            file = try JSONDecoder().decode(ShippedCacheFile.self, from: data)
        } catch {
            let text = String(decoding: data.prefix(160), as: UTF8.self)
            return "the file keeps its format (clause 1): an earlier build could not read what save(_:) wrote (\(error));"
                + " the file begins \(text)"
        }
        guard file == ShippedCacheFile(version: 1, products: cache.products, savedAt: cache.timestamp) else {
            let ids = { (products: [Product]) in "[\(products.map(\.id).joined(separator: ", "))]" }
            return "the file keeps its format (clause 1): save(_:) wrote \(ids(cache.products)) saved at"
                + " \(cache.timestamp.timeIntervalSince1970), and an earlier build reads version \(file.version),"
                + " \(ids(file.products)) saved at \(file.savedAt.timeIntervalSince1970) from the file."
        }
        return nil
    }
}
