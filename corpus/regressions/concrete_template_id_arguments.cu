// A class template-id whose arguments are all known is concrete even without an instance: given through a typedef as a template argument it prints canonically (`W< bs< char> > `, `conv< bs< char> > (v)`); a call's explicit arguments in a template definition keep their typedef names (`conv< str> (1)`).
namespace s {
template <class C> struct tr {};
template <class C, class T = tr<C>> struct bs { C c; };
typedef bs<char> str;
typedef int myint;
template <class S> S conv(int v) { return S(); }
template <class S, class U> S conv2(U v) { return S(); }
inline str to_s(int v) { return conv<str>(v); }
inline int g(int v) { return conv<myint>(v) + conv2<myint, myint>(v); }
template <class T> str h(T v) { return conv<str>(1) ; }
}
template <class C> struct tr2 {};
template <class C, class T = tr2<C>> struct bs2 { C c; };
typedef bs2<char> str2;
template <class S> S conv2x(int v) { return S(); }
template <class S> struct W2 { S s; };
W2<str2> w2x;
str2 to_s_2(int v) { return conv2x<str2>(v); }
str2 to_s_3(int v) { str2 x = conv2x<str2>(v); return x; }
