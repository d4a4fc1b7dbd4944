template<class T> struct S {};
template<class T, class U = S<T>, class V = U*> concept X = sizeof(T) > 0;
template<class T> concept Y = X<T> && X<const T&>;
template<class T> requires X<T*> void f(T) {}
namespace n { template<class T, class U = T> concept Z = true; }
template<class T> concept W = n::Z<T>;
template<class T> concept C = true;
int g() { return C<int> + C<char>; }
int main() { f(1); return X<int> && n::Z<long>; }
