import Catalog
import Proof3Kit
import Proof3Fixed
import Proof3Broken
import Proof3AsyncLetAwaited
import Proof3AsyncLetNeverAwaited
import Proof3AwaitTaskValue
import Proof3CancellationHandlerWithoutAwait
import Proof3CancelledLoadSavesInATask
import Proof3CancelledNetworkReturnsEmpty
import Proof3ContinuationResumedOnSuccessOnly
import Proof3MainactorSaveTask
import Proof3NetworkErrorNormalized
import Proof3NewestLoadCancelsTheOlderSave
import Proof3RaceSaveAgainstTimer
import Proof3SaveCatchesOnlyCatalogErrors
import Proof3SaveErrorsFailLoad
import Proof3SkipResavingSameCatalog
import Proof3SkipSaveAfterAFailedSave
import Proof3SkipSaveWhileAnotherSaves
import Proof3TaskGroupSave

// Each version's CatalogLoader is Exercise 7's type, compiled in a module of its own: these
// lines let the student's proof use any of them through `CachingLoader`.
extension Proof3Fixed.CatalogLoader: CachingLoader {}
extension Proof3Broken.CatalogLoader: CachingLoader {}
extension Proof3AsyncLetAwaited.CatalogLoader: CachingLoader {}
extension Proof3AsyncLetNeverAwaited.CatalogLoader: CachingLoader {}
extension Proof3AwaitTaskValue.CatalogLoader: CachingLoader {}
extension Proof3CancellationHandlerWithoutAwait.CatalogLoader: CachingLoader {}
extension Proof3CancelledLoadSavesInATask.CatalogLoader: CachingLoader {}
extension Proof3CancelledNetworkReturnsEmpty.CatalogLoader: CachingLoader {}
extension Proof3ContinuationResumedOnSuccessOnly.CatalogLoader: CachingLoader {}
extension Proof3MainactorSaveTask.CatalogLoader: CachingLoader {}
extension Proof3NetworkErrorNormalized.CatalogLoader: CachingLoader {}
extension Proof3NewestLoadCancelsTheOlderSave.CatalogLoader: CachingLoader {}
extension Proof3RaceSaveAgainstTimer.CatalogLoader: CachingLoader {}
extension Proof3SaveCatchesOnlyCatalogErrors.CatalogLoader: CachingLoader {}
extension Proof3SaveErrorsFailLoad.CatalogLoader: CachingLoader {}
extension Proof3SkipResavingSameCatalog.CatalogLoader: CachingLoader {}
extension Proof3SkipSaveAfterAFailedSave.CatalogLoader: CachingLoader {}
extension Proof3SkipSaveWhileAnotherSaves.CatalogLoader: CachingLoader {}
extension Proof3TaskGroupSave.CatalogLoader: CachingLoader {}

/// The versions of Exercise 7 that Proof 3 is judged against, by name: `fixed`, `broken`, and
/// each gallery entry's file name (`Versions/Proof3/` holds their sources). The lines that name a
/// version are written by `swift run lab proofs --sync-versions`, each from the `fixed` version's line.
enum Proof3Registry {
    static func versions(named name: String) -> LoaderVersions? {
        switch name {
        case "fixed": LoaderVersions { Proof3Fixed.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "broken": LoaderVersions { Proof3Broken.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "async-let-awaited": LoaderVersions { Proof3AsyncLetAwaited.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "async-let-never-awaited": LoaderVersions { Proof3AsyncLetNeverAwaited.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "await-task-value": LoaderVersions { Proof3AwaitTaskValue.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "cancellation-handler-without-await": LoaderVersions { Proof3CancellationHandlerWithoutAwait.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "cancelled-load-saves-in-a-task": LoaderVersions { Proof3CancelledLoadSavesInATask.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "cancelled-network-returns-empty": LoaderVersions { Proof3CancelledNetworkReturnsEmpty.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "continuation-resumed-on-success-only": LoaderVersions { Proof3ContinuationResumedOnSuccessOnly.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "mainactor-save-task": LoaderVersions { Proof3MainactorSaveTask.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "network-error-normalized": LoaderVersions { Proof3NetworkErrorNormalized.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "newest-load-cancels-the-older-save": LoaderVersions { Proof3NewestLoadCancelsTheOlderSave.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "race-save-against-timer": LoaderVersions { Proof3RaceSaveAgainstTimer.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "save-catches-only-catalog-errors": LoaderVersions { Proof3SaveCatchesOnlyCatalogErrors.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "save-errors-fail-load": LoaderVersions { Proof3SaveErrorsFailLoad.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "skip-resaving-same-catalog": LoaderVersions { Proof3SkipResavingSameCatalog.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "skip-save-after-a-failed-save": LoaderVersions { Proof3SkipSaveAfterAFailedSave.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "skip-save-while-another-saves": LoaderVersions { Proof3SkipSaveWhileAnotherSaves.CatalogLoader(remote: $0, store: $1, clock: $2) }
        case "task-group-save": LoaderVersions { Proof3TaskGroupSave.CatalogLoader(remote: $0, store: $1, clock: $2) }
        default: nil
        }
    }
}
