// A non-dependent alias template-id denotes its aliased type with the arguments substituted
// (defaults completed from the earlier arguments): where a template-id's arguments print
// canonically (an explicit specialization's header, its base, a variable's type) it prints
// the class template-id, not the alias or a typedef of it; declarations keep the alias.
template<class C> struct tr {}; template<class C> struct pal {};
template<class C, class T, class A> struct bs {};
template<class C> using b1 = bs<C, tr<C>, pal<C>>;
template<class C, class T = tr<C>> using b2 = bs<C, T, pal<C>>;
typedef b1<char> s1; typedef b2<char> s2;
template<class T> struct hash;
template<> struct hash<s1> { };
template<> struct hash<s2 *> { };
namespace s {
template<class C> struct tr {}; template<class C> struct al {}; template<class C> struct pal {};
inline namespace v1 { template<class C, class T = tr<C>, class A = al<C>> struct bs {}; }
namespace pmr { template<class C, class T = tr<C>> using bs = s::bs<C, T, pal<C>>; typedef bs<char> string; }
template<class T> struct hash; template<class S> struct hb {};
typedef bs<char> str;
typedef int myint;
template<> struct hash<pmr::string> : public hb<pmr::string> { pmr::string x; };
template<> struct hash<str> : public hb<str> { str y; };
template<> struct hash<myint> : public hb<myint> { myint z; };
template<class T> struct hash<T *> : public hb<str> { };
}
int main() { hash<s1> h; hash<b2<char> *> g; s2 q; b1<int> r; (void)h; (void)g; s::hash<s::pmr::string> k; (void)k; return 0; }
