// The definition of a member template of a class template with a dependent base is in
// the class's scope: a type is named from the global scope there as in the class
// (`void V< T> ::f(I, N::tag)`), as for an ordinary member function.
namespace N {
struct tag {};
template <class T> struct B {};
template <class T> struct V : B<T> {
  template <class I> void f(I, N::tag);
  void g(tag);
};
template <class T> template <class I> void V<T>::f(I, N::tag) {}
template <class T> void V<T>::g(tag) { tag x; }
}
int main() { return 0; }
