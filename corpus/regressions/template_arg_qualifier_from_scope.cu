// A class qualifying a name inside a template argument is named from the printing
// scope, not as written (`s::br<T>::value` prints `br< T> ::value` inside `s`), in types
// and in expressions alike; an alias template-id qualifier stands for the class it names,
// qualified from the printing scope. Outside template arguments the written path stays.
namespace s {
template <bool B, class T = void> struct ei { typedef T type; };
template <bool B, class T = void> using ei_t = typename ei<B, T>::type;
template <class T> struct br { static const bool value = true; };
template <bool B> bool h() { return B; }
template <class T> inline ei_t<s::br<T>::value, T *> f1(T *p) { return p; }
template <class T> inline ei_t<::s::br<T>::value, T *> f2(T *p) { return p; }
template <class T> inline typename ei<s::br<T>::value, T *>::type f3(T *p) { return p; }
template <class T> bool f4(T *p) { return s::br<T>::value; }
template <class T> bool f5() { return h<s::br<T>::value>(); }
template <class T> bool f6() { return sizeof(ei<s::br<T>::value, int>); }
template <class T> using A1 = ei<s::br<T>::value, ei<s::br<T>::value>>;
namespace in {
template <class T> struct D1 { static const bool value = true; };
template <class T> inline ei_t<s::in::D1<T>::value, T *> g1(T *p) { return p; }
template <class T> bool g2() { return h<s::br<T>::value && s::br<T *>::value>(); }
}
}
namespace g {
namespace n { template <class T> struct n2 { static const bool value = true; }; }
template <class T> using it2 = n::n2<T>;
template <class T> inline s::ei_t<it2<T>::value, T *> k1(T *p) { return p; }
}
namespace s {
template <class T> inline ei_t<g::it2<T>::value, T *> k2(T *p) { return p; }
template <class T> inline ei<g::it2<T>::value, T *> k3(T *p) { return p; }
}
template <class T> inline s::ei_t<s::br<T>::value, T *> h1(T *p) { return p; }
int main() { int x = 0; return *s::f1(&x) + *g::k1(&x) + *h1(&x); }
