import Foundation

/// `lab ship`: records what ships (maintainers, after changing an exercise, its tests or
/// fixtures). `--check` only compares, for CI.
struct ShipCommand: LabCommand {
    static let spec = CommandSpec(name: "ship", flags: [.check], summary: "maintainers: record what ships (Exercises/shipped.json) for reset and done")
    let lab: Lab

    func run() throws -> Bool {
        if lab.options.isSet(.check) {
            if let stale = ShippedFiles.staleness(in: lab.layout) {
                Lab.say("  " + stale)
                return false
            }
            Lab.say("  \(ShippedFiles.path): up to date")
            return true
        }
        let now = try ShippedFiles.snapshot(of: lab.layout)
        try now.encoded().write(to: lab.layout.root.appending(path: ShippedFiles.path), options: .atomic)
        Lab.say("  wrote \(ShippedFiles.path): \(now.files.count) files")
        return true
    }
}
