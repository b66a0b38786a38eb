import Foundation

/// `lab`: the lab's own tool. It drives `swift test` as a subprocess and reads what it
/// writes; it imports neither LabKit nor an exercise (docs/ARCHITECTURE.md).
@main
struct LabMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        Interrupts.install()
        do {
            let options = try Options(arguments)
            if options.command == "help" {
                print(Options.usage)
                return
            }
            guard let command = Commands.named(options.command) else {
                let names = Commands.all.map { $0.spec.name }
                let suggestion = Options.closest(to: options.command, in: names).map { "; did you mean `lab \($0)`?" } ?? ""
                throw LabError.usage("unknown command '\(options.command)'\(suggestion)")
            }
            let lab = try Lab(options: options)
            let passed = try Self.run(command, lab: lab)
            do {
                try lab.store.save()
            } catch {
                // A read-only checkout still gets its results; only the memory of them is lost.
                FileHandle.standardError.write(Data("lab: could not remember progress and hints in .lab/ (\(error))\n".utf8))
            }
            exit(passed ? 0 : 1)
        } catch {
            FileHandle.standardError.write(Data("lab: \(error)\n".utf8))
            exit(2)
        }
    }

    /// Opens the existential so the command is made from its concrete type (calling `init`
    /// on `any LabCommand.Type` inline crashed the 6.3 compiler's SIL generation).
    private static func run<Command: LabCommand>(_ type: Command.Type, lab: Lab) throws -> Bool {
        try type.init(lab: lab).run()
    }
}
