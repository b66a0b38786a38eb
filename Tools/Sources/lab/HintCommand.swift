import Foundation

/// `lab hint N`: the next hint of exercise N only (1, then 2, then 3), remembered in
/// `.lab/state.json`; `--all` shows every hint.
struct HintCommand: LabCommand {
    static let spec = CommandSpec(name: "hint", arguments: "N", positionals: 1...1, switches: ["all"], summary: "the next hint of exercise N (--all: every hint)")
    let lab: Lab

    func run() throws -> Bool {
        guard let number = try lab.exerciseArgument() else { throw LabError.usage("`lab hint` needs an exercise number") }
        let hints = try ExerciseReadme(number, layout: lab.layout).hints
        guard !hints.isEmpty else { throw LabError.failed("Exercises/Exercise\(number)/README.md has no hints") }
        var state = LabState.load(from: lab.layout)
        let key = String(number)
        let shown = state.hintsShown[key] ?? 0
        let showing: ArraySlice<(title: String, body: String)>
        if lab.options.flag("all") {
            showing = hints[...]
        } else if shown >= hints.count {
            Lab.say("All \(hints.count) hints of Exercise \(number) are shown already; here is the last one again.")
            showing = hints.suffix(1)
        } else {
            showing = hints[shown...shown]
        }
        for hint in showing { Lab.say("Exercise \(number), \(hint.title):\n\n\(hint.body)\n") }
        let seen = lab.options.flag("all") ? hints.count : min(shown + 1, hints.count)
        state.hintsShown[key] = max(shown, seen)
        try state.save(to: lab.layout)
        if seen < hints.count { Lab.say("(\(seen) of \(hints.count) hints shown; `swift run lab hint \(number)` for the next)") }
        return true
    }
}
