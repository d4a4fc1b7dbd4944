# 1 "cxx_mixed_declarations.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 2 "cxx_mixed_declarations.cu"
namespace outer { inline namespace v1 { struct P { int x; }; }}
# 3
struct Base { virtual ~Base() { } virtual int f() const = 0; }; 
# 4
struct Der __final : public Base { virtual int f() const override { return 1; } }; 
# 5
template< class T> struct Holder { T t; template< class U> U as() const { return static_cast< U>(t); } }; 
# 6
union U { int i; float f; }; 
# 7
enum class Color: unsigned char { Red = 1U, Green, Blue}; 
# 8
struct Bits { unsigned a: 3; unsigned: 0; unsigned b: 5; }; 
# 9
constexpr int sq(int x) { return x * x; } 
# 10
static_assert((sq(3) == 9), "sq");
# 11
int use(outer::v1::P p) { 
# 12
Holder< double>  h{(2.5)}; 
# 13
int arr[] = {1, 2, 3}; 
# 14
auto [a, b, c] = arr; 
# 15
Der d; const Base &rb = d; 
# 16
U u; (u.i) = 3; 
# 17
Color col = Color::Green; 
# 18
Bits bits{}; (bits.a) = (2); 
# 19
int s = 0; 
# 20
for (int v : arr) { s += v; }  
# 21
switch (static_cast< int>(col)) { case 1:  s++; break; default:  s--; }  
# 22
do { s <<= 1; } while (s < 100); 
# 23
int *pn = new int [4]; delete [] pn; 
# 24
long long ll = (1LL << 40); unsigned long long ull = 255ULL; 
# 25
char16_t c16 = u'\x78'; const char *raw = ("a\\b"); 
# 26
return ((((((((((((p.x) + h.as< int> ()) + a) + b) + c) + rb.f()) + (u.i)) + s) + (bits.a)) + ((int)ll)) + ((int)ull)) + c16) + ((raw[0]) == ('a')); 
# 27
} 

# 1 "cxx_mixed_declarations.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63d89cc1_25_cxx_mixed_declarations_cu_2973e821
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_mixed_declarations.cudafe1.stub.c"
#include "cxx_mixed_declarations.cudafe1.stub.c"
# 1 "cxx_mixed_declarations.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
