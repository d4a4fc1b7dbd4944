// An explicit specialization written with fewer arguments than its template has
// (`template<> struct vec<char>` with a defaulted second parameter) is selected by a use
// whose arguments are completed with the defaults: a member call on it finds the
// specialization's member, and the result's derived-to-base conversion shows.
struct iter_base { int p; friend bool operator!=(const iter_base &x, const iter_base &y) { return x.p != y.p; } };
struct const_iter : iter_base { const_iter() { p = 0; } };
template<class T> struct alloc {};
template<class T, class A = alloc<T> > struct vec { int size() const { return 0; } };
template<> struct vec<char> { const_iter end() const { return const_iter(); } };
template<> struct vec<int, int> { const_iter end() const { return const_iter(); } };
template<class T> struct one { };
template<> struct one<char> { const_iter end() const { return const_iter(); } };
int main() {
  vec<char> chars; vec<int, int> ints; one<char> o; vec<long> longs;
  const_iter c;
  bool d1 = c != chars.end();
  bool d2 = c != ints.end();
  bool d3 = c != o.end();
  return d1 + d2 + d3 + longs.size();
}
