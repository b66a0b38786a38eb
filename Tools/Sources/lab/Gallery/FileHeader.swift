/// The `// key: value` lines at the top of a gallery file, in order: the header both galleries
/// share (an exercise's wrong fixes, `GalleryEntry`; a proof exercise's proofs, `ProofGalleryEntry`).
/// The header ends at the first line that is not one.
///
/// ```swift
/// let header = FileHeader(source: "// gallery: wrong\n// idea: …\nimport Catalog")
/// header.fields.map(\.key)   // ["gallery", "idea"]
/// ```
struct FileHeader {
    let fields: [(key: String, value: String)]

    init(source: String) {
        var fields: [(key: String, value: String)] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("// "), let colon = line.firstIndex(of: ":") else { break }
            fields.append((line.dropFirst(3)[..<colon].trimmingCharacters(in: .whitespaces),
                           line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        self.fields = fields
    }

    /// The value of the first `key` line; `nil` when there is none.
    func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }
}
