typedef long streamsize;
namespace s {
template<class C> struct tr {};
template<class C, class T = tr<C>> struct os {};
typedef os<char> ostream;
inline namespace v1 { template<class C, class T = tr<C>> struct bs { void f() {} }; typedef bs<char> string; }
template<class C, class T> os<C, T>& ins(os<C, T>& __out, const C* __s, streamsize __n);
template<class C, class T> os<C, T>& put(os<C, T>& __os, const bs<C, T>& __str);
template<class C, class T> os<C, T>& put(os<C, T>& __x, const bs<C, T>& __y) { return __x; }
template<class C, class T> os<C, T>& ins(os<C, T>& __o2, const C* __s2, streamsize __n2) { return __o2; }
template<class C> int g(C*, int) { return 0; }
extern template class bs<char>;
extern template ostream& ins(ostream&, const char*, streamsize);
extern template ostream& put(ostream&, const string&);
extern template int g(char*, int);
template int g(long*, int);
template class bs<long>;
}
extern template class s::bs<int>;
extern template s::ostream& s::ins(s::ostream&, const char*, streamsize);
