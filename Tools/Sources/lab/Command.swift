import Foundation

/// One `lab` command: its name, what it takes, and what it does. Every command lives in a
/// file of its own and is listed once in `Commands.all`, which `LabMain` and the usage text
/// read — adding a command is adding a type and a line there.
protocol LabCommand {
    /// What `lab help` and a command-line error print about the command.
    static var spec: CommandSpec { get }
    init(lab: Lab)
    /// `true`: exit 0.
    func run() throws -> Bool
}

/// The shape of a command's command line, checked before it runs: an unknown or misspelled
/// flag, a missing value or a stray word is one clear line and exit 2, never ignored.
struct CommandSpec {
    let name: String
    /// What follows the name, as shown in the usage ("N", "[N]").
    var arguments: String = ""
    /// How many plain words the command takes, at least and at most.
    var positionals: ClosedRange<Int> = 0...0
    /// The flags it takes besides `Flag.common`.
    var flags: [Flag] = []
    let summary: String
}

enum Commands {
    /// Every command `lab` knows, in the order the usage lists them.
    static var all: [any LabCommand.Type] {
        [
            ProgressCommand.self, WatchCommand.self, HintCommand.self, ResetCommand.self, VerifyCommand.self,
            ListCommand.self, BuildCommand.self, TestsCommand.self, TSanCommand.self, FixturesCommand.self, StructureCommand.self,
            ShipCommand.self, NewCommand.self, GalleryCommand.self, GradeCommand.self, LibraryCommand.self, ProofsCommand.self,
            ProofTrackCommand.self, ReplayCommand.self,
        ]
    }

    static func named(_ name: String) -> (any LabCommand.Type)? {
        all.first { $0.spec.name == name }
    }
}
