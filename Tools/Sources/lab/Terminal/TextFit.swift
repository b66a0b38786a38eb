/// Text that must fit a width: cut at a word where one is near, and always marked with "…", so a
/// reader never takes a cut title or message for the whole of it.
///
/// ```swift
/// "`@concurrent`, not a background actor".fitted(to: 20)   // "`@concurrent`, not a…"
/// ```
extension String {
    /// At most `width` characters; a cut ends in "…".
    func fitted(to width: Int) -> String {
        guard count > width, width > 1 else { return self }
        let kept = prefix(width - 1)
        // A word boundary in the last third keeps whole words; a long word is cut where it must be.
        if let space = kept.lastIndex(of: " "), kept.distance(from: kept.startIndex, to: space) >= (width * 2) / 3 {
            return kept[..<space].trimmingTrailingSpaces() + "…"
        }
        return String(kept) + "…"
    }

    /// `fitted(to:)`, but a message's closing pointer ("see Exercises/Exercise3/README.md, hint
    /// 2.") survives the cut: what to read next is the part a student needs most.
    ///
    /// ```swift
    /// long.fittedKeepingPointer(to: 60)   // "When the screen let ProductLoader go, it was… see README.md, hint 2."
    /// ```
    func fittedKeepingPointer(to width: Int) -> String {
        guard count > width, let see = range(of: "see ", options: .backwards) else { return fitted(to: width) }
        let pointer = self[see.lowerBound...]
        guard pointer.count < width / 2 else { return fitted(to: width) }
        return String(self[..<see.lowerBound]).fitted(to: width - pointer.count - 1) + " " + pointer
    }

    /// `fitted(to:)`, then padded with spaces to exactly `width`: a column.
    func column(_ width: Int) -> String {
        let fitted = fitted(to: width)
        return fitted + String(repeating: " ", count: max(0, width - fitted.count))
    }
}

extension Substring {
    /// The text without the spaces it ends with (a cut, a padded table row).
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
