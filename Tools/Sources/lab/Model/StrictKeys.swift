/// Any key, so a decoder can list what a JSON object holds and refuse what it does not know.
struct StrictKeys: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static func check(_ decoder: any Decoder, allowed: Set<String>, in place: String) throws {
        let container = try decoder.container(keyedBy: StrictKeys.self)
        if let unknown = container.allKeys.map(\.stringValue).filter({ !allowed.contains($0) }).sorted().first {
            throw DecodingError.dataCorruptedError(
                forKey: StrictKeys(unknown), in: container,
                debugDescription: "unknown field '\(unknown)' in \(place); it takes \(allowed.sorted().joined(separator: ", "))")
        }
    }
}
