import Foundation

/// What ties the lab's CI to README, checked as text (no YAML reader: the toolchain has none):
/// the Linux job of `.github/workflows/lab.yml` has one step that runs a command, `.ci/run`,
/// and `.ci/run` runs README's check command as README spells it.
///
/// ```swift
/// ContinuousIntegrationRules.problems(layout: lab.layout)   // [] when the three agree
/// ```
enum ContinuousIntegrationRules {
    static let workflowPath = ".github/workflows/lab.yml"
    static let runnerPath = ".ci/run"
    /// README's check command, as its table of the two commands spells it.
    static let checkCommand = "scripts/check.sh"

    static func problems(layout: LabLayout) -> [String] {
        let read = { (path: String) in (try? String(contentsOf: layout.root.appending(path: path), encoding: .utf8)) ?? "" }
        var problems: [String] = []
        let workflow = read(workflowPath)
        if workflow.isEmpty {
            problems.append("\(workflowPath) is missing: the lab's CI (a Linux job whose one step is \(runnerPath))")
        } else {
            let runs = linuxJobRuns(workflow)
            if runs != [runnerPath] {
                problems.append("\(workflowPath): the linux job's steps run \(runs), not one step that runs \(runnerPath)")
            }
        }
        let runner = read(runnerPath).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if !runner.contains(checkCommand) {
            problems.append("\(runnerPath) does not run \(checkCommand) on a line of its own, as README spells it")
        }
        if !read("README.md").contains("`\(checkCommand)`") {
            problems.append("README.md no longer names `\(checkCommand)`: \(runnerPath) and \(workflowPath) follow it")
        }
        return problems
    }

    /// The commands the `linux:` job's steps run (`- run: X` or `run: X`), in order.
    static func linuxJobRuns(_ workflow: String) -> [String] {
        var inLinux = false
        var runs: [String] = []
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if indent == 2, text.hasSuffix(":") { inLinux = text == "linux:" }
            guard inLinux else { continue }
            for prefix in ["- run:", "run:"] where text.hasPrefix(prefix) {
                runs.append(text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
            }
        }
        return runs
    }
}
