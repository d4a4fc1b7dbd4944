// decltype(e) as a nested-name-specifier (in expressions and types), and template arguments
// whose parentheses hold a less-than (`B<(a < b)>`), as libcu++'s type_list.h writes them.
template<bool B> struct bc { static const bool value = B; };
struct TL {
  template<class _Ty, class _Uy>
  using __call = bc<(_Ty::value < _Uy::value)>;
};
template<int C> struct mc {};
template<int C> using nx = mc<(C < 8 ? 0 : C - 8)>;
template<class T> struct W { static const bool value = true; };
template<class T> W<T> tst(int);
template<class T> struct ID { static const bool value = decltype(tst<T>(12))::value; };
template<class T> struct H { typedef typename decltype(tst<T>(1))::template_ok x; };
int main() { return ID<int>::value ? 0 : 1; }
