// Itanium's `Sa`: `std::vector<int>` is `std::vector<int, std::allocator<int>>` (the default
// names the first parameter), mangled `St6vectorIiSaIiEE`; the module id is the CRC of
// `_Z4fillRSt6vectorIiSaIiEEi`.
namespace std {
template <class T> struct allocator {};
template <class T, class A = allocator<T>> class vector { T *p; };
}
void fill(std::vector<int> &v, int x) {}
