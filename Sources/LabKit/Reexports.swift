// The exercises' tests import LabKit alone and get the harness with it: the same public API
// any package gets from the `ConcurrencyProbes` and `LeakTracking` products.
@_exported import ConcurrencyProbes
@_exported import LeakTracking
