// A class or class template declared again after its definition prints as a declaration
// (`struct S; `, `template< class T> struct X; ` on its `template` line), not as a second
// copy of the definition.
struct S { int x; };
struct S;
template<class T> struct X { T t; };
namespace n { int y; }
template<class T>
  struct
  X;
template<class T> struct Y;
template<class T> struct Y { T t; };
namespace N { template<class T, int I = 0> struct Z { T t; }; }
namespace N { template<class T, int I> struct Z; }
struct O {
private: template<class T> struct M { };
public:  template<class T> struct M;
};
X<int> xi;
N::Z<int> zi;
