// Inside a template definition a template-id's type arguments keep their typedef names,
// dependent or not; outside one, and in an alias template or function template signature
// at namespace scope, they print canonically.
typedef unsigned long Size;
typedef long Diff;
template <class T, class U> struct Same { static const bool value = false; };
template <class T> struct Limits { static const T max = 5; };
template <class A> struct Traits { typedef A *pointer; template <class U> struct rebind { typedef Traits<U> other; }; };
template <class A> struct Base { typedef typename Traits<A>::pointer pointer; };
template <class P> using SameSize = Same<Size, P>;
typedef Same<Size, char> AtNamespace;
struct Plain { typedef Same<Size, short> Member; void f() { Same<Size, long> z; } };
template <class A> struct Holder {
    typedef typename Base<A>::pointer pointer;
    typedef int local_int;
    template <class P> using custom = Same<pointer, P>;
    template <class P> using sized = Same<Size, P>;
    template <class P> using plain = Same<local_int, P>;
    typedef typename Traits<A>::template rebind<Size>::other rebound;
    typedef Same<Size, int> fixed;
    Same<Size, int> member;
    static const long quota = Limits<Diff>::max / sizeof(A);
    struct Inner { typedef Same<Size, bool> nested; };
    template <class U> Same<Size, U> mf(Same<Size, double>, U) { Same<Size, U> r; return r; }
    void f() { Same<Size, int> a; long z = Limits<Diff>::max; (void)a; (void)z; }
};
template <class T> void g(T, Same<Size, int>) { Same<Size, int> a; (void)a; }
Holder<int> h;
int main() { g(1, Same<unsigned long, int>()); return 0; }
