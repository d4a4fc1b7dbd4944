// An explicit instantiation of a function template prints the template's exception
// specification (`throw()`, `noexcept`) though the directive does not write it.
struct L {};
template <class F> bool hf(const L &) throw();
template <class F> const F &uf(const L &);
template <class F> bool hf(const L &__loc) throw() { return true; }
template <class F> const F &uf(const L &__loc) { static F f; return f; }
template <class F> int nx(const L &__loc) noexcept { return 0; }
extern template bool hf<int>(const L &);
extern template const int &uf<int>(const L &);
extern template int nx<int>(const L &);
int main() { return 0; }
