// A function template's signature outside any template is resolved at its declaration:
// its template-ids print canonically, dependent ones too. Inside a class template (in
// class or out of line) a signature keeps the typedef names. A plain class's member
// typedef stays by name in a template body; a class template's non-dependent one is
// replaced by its type.
typedef unsigned long Size;
template <class T, class U> struct Same { static const bool value = false; };
struct Clock {};
struct FileClock {
    using SysClock = Clock;
    template <class D> static Same<SysClock, D> to(const Same<SysClock, D> &, Same<Size, int>) { using SysTime = Same<SysClock, D>; return SysTime(); }
};
template <class T> Same<Size, T> g(Same<Size, T>, Same<Size, int>) { Same<Size, int> a; (void)a; Same<Size, T> b; return b; }
template <class A> struct Holder {
    typedef int local_int;
    template <class P> using plain = Same<local_int, P>;
    template <class P> using outside = Same<FileClock::SysClock, P>;
    template <class U> Same<Size, U> mf(Same<Size, double>, U);
    void h(Same<Size, A>);
};
template <class A> template <class U> Same<Size, U> Holder<A>::mf(Same<Size, double>, U) { Same<Size, U> r; return r; }
template <class A> void Holder<A>::h(Same<Size, A>) { }
namespace ns { template <class T> void k(Same<Size, T>) { } }
int main() { return 0; }
