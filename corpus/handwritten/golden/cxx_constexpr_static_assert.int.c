# 1 "cxx_constexpr_static_assert.cu"
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
# 5 "cxx_constexpr_static_assert.cu"
constexpr unsigned long long factorial(unsigned n) { return (n <= (1)) ? 1ULL : (n * factorial(n - (1))); } 
# 7
constexpr int popcount(unsigned v) 
# 8
{ 
# 9
int c = 0; 
# 10
for (; v; v &= (v - (1))) { ++c; }  
# 11
return c; 
# 12
} 
# 14
constexpr bool is_pow2(unsigned v) { return v && (!(v & (v - (1)))); } 
# 16
struct Extent { 
# 17
int w, h; 
# 18
constexpr Extent(int a, int b) : w(a), h(b) { } 
# 19
constexpr int area() const { return (w) * (h); } 
# 20
}; 
# 22
constexpr Extent kTile{32, 8}; 
# 23
constexpr int kTileElems = kTile.area(); 
# 24
constexpr int kTable[] = {popcount(0U), popcount(7U), popcount(255U)}; 
# 26
static_assert((factorial(10) == 3628800ULL), "factorial");
# 27
static_assert(is_pow2(kTileElems), "tile size must be a power of two");
# 28
static_assert(((kTable[2]) == 8), "popcount");
# 30
template< int BlockSize> 
# 31
struct ReduceConfig { 
# 32
static_assert((is_pow2(BlockSize)), "BlockSize must be a power of two");
# 33
static_assert(((BlockSize >= 32) && (BlockSize <= 1024)), "BlockSize out of range");
# 34
static constexpr inline int kWarps = (BlockSize / 32); 
# 35
}; 
# 37
template< class T> constexpr T 
# 38
identity_for_max() 
# 39
{ 
# 40
if constexpr (sizeof(T) == (1)) { return (T)(-128); } else { 
# 41
if constexpr (sizeof(T) == (2)) { return (T)(-32768); } else { 
# 42
return (T)((-2147483647) - 1); }  }  
# 43
} 
# 45
__attribute__((visibility("hidden"))) void fill_tile(int *out) ;
#if 0
# 46
{ 
# 47
constexpr int n = ReduceConfig< kTileElems> ::kWarps; 
# 48
static_assert((n == 8), "eight warps per tile");
# 49
(out[__device_builtin_variable_threadIdx.x]) = (n + identity_for_max< int> ()); 
# 50
} 
#endif
# 52 "cxx_constexpr_static_assert.cu"
int main() 
# 53
{ 
# 54
(__cudaPushCallConfiguration(1, kTileElems)) ? (void)0 : fill_tile(nullptr); 
# 55
return ((((int)factorial(5)) - 120) + (kTable[1])) + (identity_for_max< short> ()); 
# 56
} 

# 1 "cxx_constexpr_static_assert.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d66dcaae_30_cxx_constexpr_static_assert_cu_d2c4e986
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_constexpr_static_assert.cudafe1.stub.c"
#include "cxx_constexpr_static_assert.cudafe1.stub.c"
# 1 "cxx_constexpr_static_assert.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
