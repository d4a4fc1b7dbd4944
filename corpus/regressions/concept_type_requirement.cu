template<class T> struct S { using type = T; };
template<class T> using A = typename S<T>::type;
template<class T> concept C1 = requires { typename A<T>; };
template<class T> concept C2 = requires { typename S<T>; };
template<class T> concept C3 = requires { typename T::type; };
template<class T> concept C4 = requires { typename S<T>::type; };
template<class T> concept C5 = requires { typename S<int>; };
template<class T> concept C6 = requires { typename A<int>; };
template<class T> concept C7 = requires { typename T; };
int main() { return C1<int> + C2<int> + C4<int>; }
