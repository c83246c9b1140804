extension Double {
    /// The number as the QA pages and the command line write it: a whole number without `.0`
    /// (`500`, not `500.0`), any other as Swift prints it (`0.25`, `1e+20`). One spelling, so that
    /// a case id, an option's range and a table say a number alike.
    package var plainText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
