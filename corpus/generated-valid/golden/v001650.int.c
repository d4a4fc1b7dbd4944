# 1 "v001650.cu"
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
# 15 "v001650.cu"
__attribute__((visibility("hidden"))) void shade7_kernel(float p8, int count9, long long p10) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) static unsigned sh_11[128]; 
# 17
for (int n12 = 0; n12 < 10; ++n12) { 
# 18
--p8; 
# 19
}  
# 20
int off13 = count9; 
# 21
constexpr int f14 = (33 + (2 * 3)); 
# 22
(count9--), (p8 = (-1520)); 
# 23
} 
#endif
# 24 "v001650.cu"
static float d_merge15; 
# 25
namespace detail16 { 
# 26
template< class T> 
# 27
struct Bounds17 { 
# 28
T vel18; 
# 29
}; 
# 30
}
# 31
constexpr int rank19(int stride20, int stride21) { 
# 32
return (48LL * stride21) * ((stride21 < 8) ? stride21 : 8); 
# 33
} 
# 35
struct __attribute((aligned(8))) Node22 { 
# 36
int flag23; 
# 37
unsigned char mass24; 
# 38
long z25; 
# 39
}; 
# 40
Node22 operator+(Node22 a, Node22 b) { 
# 41
Node22 r = a; 
# 42
(r.flag23) += (b.flag23); 
# 43
(r.mass24) += (b.mass24); 
# 44
(r.z25) += (b.z25); 
# 45
return r; 
# 46
} 
# 47
int main() { 
# 48
int count26 = 724; 
# 49
const char *stride27 = ("a\tb"); 
# 50
count26 = (stride27[1]); 
# 51
(__cudaPushCallConfiguration(dim3((count26 + 63) / 64, (count26 + 255) / 256, 2), dim3(128, 256), 0)) ? (void)0 : shade7_kernel(rank19(stride27[0], rank19(stride27[0], 15L)), 52 + ((int)count26), rank19(count26, 12)); 
# 52
return 0; 
# 53
} 

# 1 "v001650.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__448a5110_10_v001650_cu_a7677623
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001650.cudafe1.stub.c"
#include "v001650.cudafe1.stub.c"
# 1 "v001650.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
