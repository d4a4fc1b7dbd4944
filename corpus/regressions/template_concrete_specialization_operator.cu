// In a template, an operator applied to an object of a concrete class template specialization
// (`bs<char> &`) is bound at definition, as on a plain class: an operator call, wrapped.
#include "prelude.cuh"
template<class C> struct bs { bs& operator+=(C c) { return *this; } bs& operator=(C c) { return *this; } };
struct Q { Q& operator+=(char c) { return *this; } };
template<class C> void fx(bs<char>& x, Q& q) { x += '0'; q += '0'; x = 'a'; }
void fy(bs<char>& x, Q& q) { x += '0'; q += '0'; x = 'a'; }
__global__ void k(int *p) { p[0] = 0; }
int main() { return 0; }
