// An explicit specialization is an ordinary class: its static member function called
// without an object prints bare (`return min();`), while a class template's waits for
// instantiation as a member reference (`(min)()`).
template <class T> struct NL { static constexpr T min() { return T(); } static constexpr T lowest() { return min(); } };
template <> struct NL<int> { static constexpr int min() noexcept { return 0; } static constexpr int lowest() noexcept { return min(); } };
template <> struct NL<char16_t> { static constexpr char16_t min() noexcept { return 0; } static constexpr char16_t lowest() noexcept { return min(); } };
