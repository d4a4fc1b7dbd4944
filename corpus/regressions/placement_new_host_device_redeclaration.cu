// <new>'s inline placement operator new, redeclared __host__ __device__ (as
// crt/common_functions.h does), is one function: cicc emits its device body once a host
// template instance uses it, and its unnamed parameter takes a stub temporary (__T).
// The overloads of other parameter types stay separate functions.
#include "prelude.cuh"
namespace std { typedef ::size_t size_t; struct nothrow_t {}; enum class align_val_t : size_t {}; }
void* operator new(std::size_t);
void* operator new(std::size_t, const std::nothrow_t&) noexcept;
void* operator new(std::size_t, std::align_val_t);
inline void* operator new(std::size_t, void* __p) noexcept { return __p; }
extern __host__ __device__ void* operator new(std:: size_t, void*) throw();
extern __host__ __device__ void* operator new(std:: size_t);
template<class T> struct Holder {
  T* slot;
  Holder(T* p) : slot(p) { make(slot); }
  template<class U> void make(U* q) { ::new((void*)q) U(); }
};
__global__ void k(int a) {}
int main() { int x; Holder<int> h(&x); return 0; }
