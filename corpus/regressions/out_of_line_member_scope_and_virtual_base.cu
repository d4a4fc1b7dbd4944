// An out-of-line member function's body is printed in its class's scope (a name hidden there by a dependent base is qualified: `std::ios_base::iostate`); a virtual base prints `virtual` before its access whatever the written order.
namespace std {
struct ios_base { typedef int iostate; static const iostate goodbit = 0; };
template <class C> struct basic_ios : ios_base {};
template <class C> struct os : virtual basic_ios<C> { void ins(); void ins2() { ios_base::iostate e = ios_base::goodbit; } };
template <class C> void os<C>::ins() { ios_base::iostate e = ios_base::goodbit; }
void g() { ios_base::iostate e = ios_base::goodbit; }
}
struct A {}; struct B {}; struct C {}; struct D {};
struct X : virtual A, public virtual B, virtual protected C, virtual public D {};
class Y : virtual A {};
