# 1 "v000159.cu"
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
# 16 "v000159.cu"
char host_relax4(const float *src5, int lane6, int lane7) 
# 17
{ 
# 18
constexpr long acc8 = (3); 
# 19
int q9[8] = {(static_cast< int>(42))}; 
# 20
if ((q9[6]) >= sizeof(unsigned)) { 
# 21
return __alignof__(char) % (lane6 >> acc8); 
# 22
}  
# 23
float mid10[1 << 2] = {}; 
# 24
unsigned prod11 = 49U; 
# 25
return sizeof(float); 
# 26
} 
# 29
__attribute__((visibility("hidden"))) void fuse12_kernel(unsigned beta13, int *acc14) ;
#if 0
# 30
{ 
# 31
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
int v16 = acc14[4]; 
# 33
long long z17[6]{(3332), static_cast< long long>(__device_builtin_variable_threadIdx.z), (58UL), (static_cast< long long>(-3801)), (2213), (44)}; 
# 34
if (((acc14 == (nullptr)) || (v16 & 1)) && (!(beta13 != gid15))) { 
# 35
unsigned w18 = (64); 
# 36
}  
# 37
int w19 = ((((*acc14) <= gid15) && (__device_builtin_variable_blockDim.x)) ? v16 : beta13) + (55 - v16); 
# 38
} 
#endif
# 40 "v000159.cu"
static int tally20(int lane21, int len22, const int *in23) 
# 41
{ 
# 42
if (!(!in23)) { 
# 43
unsigned base24 = (sizeof(int)); 
# 44
if ((host_relax4(reinterpret_cast< const float *>(in23), 7 + (in23[base24 & (7)]), 4)) != len22) { 
# 45
(__cudaPushCallConfiguration(1, dim3(sizeof(int) * (2), sizeof(int) * (5 + (5 + 54)), (base24 + (255)) / (256)), sizeof(double) * (256))) ? (void)0 : fuse12_kernel(lane21, nullptr); 
# 46
base24--; 
# 47
}  
# 48
}  
# 49
return lane21 >> ((len22 < (in23[3])) ? lane21 : (lane21 * 7U)); 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int size25 = 3627; 
# 55
size25 = size25; 
# 56
(__cudaPushCallConfiguration((size25 + 255) / 256, sizeof(float) * (8), 256, nullptr)) ? (void)0 : fuse12_kernel(host_relax4((const float *)nullptr, 35U, -3020L), nullptr); 
# 57
size25 &= 128; 
# 58
int flag26 = size25; 
# 59
++flag26; 
# 60
return 0; 
# 61
} 

# 1 "v000159.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__82f02596_10_v000159_cu_96774c90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000159.cudafe1.stub.c"
#include "v000159.cudafe1.stub.c"
# 1 "v000159.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
