import Foundation

/// `lab`: the lab's own tool. It drives `swift test` as a subprocess and reads what it
/// writes; it imports neither LabKit nor an exercise (DESIGN.md).
@main
struct LabMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            let options = try Options(arguments)
            if options.command == "help" || options.command == "--help" {
                print(Options.usage)
                return
            }
            let lab = try Lab(options: options)
            let passed: Bool
            switch options.command {
            case "list": passed = try ListCommand(lab: lab).run()
            case "tests": passed = try TestsCommand(lab: lab).run()
            case "tsan": passed = try TSanCommand(lab: lab).run()
            case "fixtures": passed = try FixturesCommand(lab: lab).run()
            case "structure": passed = try StructureCommand(lab: lab).run()
            default: throw LabError.usage("unknown command '\(options.command)'")
            }
            exit(passed ? 0 : 1)
        } catch {
            FileHandle.standardError.write(Data("lab: \(error)\n".utf8))
            exit(2)
        }
    }
}

/// `lab list`: what the lab holds, from the manifests.
struct ListCommand {
    let lab: Lab

    func run() throws -> Bool {
        for manifest in try lab.manifests(try lab.selectedExercises()) {
            let kinds = manifest.proofs.map(\.kind.rawValue).joined(separator: ", ")
            Lab.say("Exercise\(manifest.exercise)  \(manifest.title)  (lesson \(manifest.lesson); proofs: \(kinds))")
        }
        return true
    }
}
