// A partial specialization's argument list prints completed with the primary template's defaults (`pca< s::plus< T> , void> `); an explicit specialization's does not, nor do template-ids inside the arguments (`tri< T> `).
namespace s { template <class T = void> struct plus {}; }
template <class F, class = void> struct pca { };
template <class T> struct pca<s::plus<T>> { };
template <> struct pca<s::plus<>> { };
template <> struct pca<s::plus<int>> { };
template <class A, class B = int, class C = long> struct tri {};
template <class T> struct pca<tri<T>> {};
