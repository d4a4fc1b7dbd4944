// Inside a class template with a dependent base, a non-dependent type is named through
// its innermost namespace (itself named from the printing scope) and its classes:
// `s::K`, `in::L`, `s::O::I` inside `s::in`, `::G` at global scope. The class's own base
// clause names a type of the enclosing namespace bare, any other so qualified
// (`public s::ei_t< br< T> ::value, s::K>`); dependent template-ids are named as usual.
struct G { };
namespace s {
template <bool B, class T = void> struct ei { typedef T type; };
template <bool B, class T = void> using ei_t = typename ei<B, T>::type;
template <bool B, class T, class F> struct cond { typedef T type; };
template <bool B, class T, class F> using cond_t = typename cond<B, T, F>::type;
template <class T, T v> struct ic { static const T value = v; };
template <class T> struct br { static const bool value = true; };
struct K { static const bool value = true; };
struct O { struct I { }; };
template <class T> struct D0 : ei_t<br<T>::value, K> { K m; ei_t<true, K> n; };
namespace in {
template <class T> struct D1 : ei_t<br<T>::value, K> { K m; ei_t<true, K> n; O::I i; };
struct L { };
template <class T> struct D2 : ei<br<T>::value, K>, L { K m; L l; G gl; };
template <unsigned long long V, class... Ts> struct SB;
template <unsigned long long V, class T, class... Ts> struct SB<V, T, Ts...>
  : cond_t<(V <= sizeof(T)), ic<T, (T)V>, SB<V, Ts...>> { };
}
}
template <class T> struct W : T, G { G g; };
int main() { return 0; }
