# 1 "v002055.cu"
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
# 14 "v002055.cu"
float bias4(int lane5, int n6) 
# 15
{ 
# 16
if (6 == n6) { 
# 17
return 2; 
# 18
}  
# 19
for (int i7 = 0; i7 < 2; i7++) { 
# 20
for (int n8 = 0; n8 < n6; n8++) { 
# 21
for (int i9 = 0; i9 < i7; ++i9) { 
# 22
if ((i9 + n8) == n6) { 
# 23
break; 
# 24
}  
# 25
}  
# 26
int mid10 = +((n6 - 2) % n8); 
# 27
float m11 = (mid10 * (n6 - lane5)) ^ (mid10 * i7); 
# 28
}  
# 29
}  
# 30
return ((24L) + ((n6 == lane5) ? 1700UL : lane5)) % ('\?'); 
# 31
} 
# 33
template< class T> 
# 34
struct Node12 { 
# 35
T sum13; 
# 36
T apply14() const 
# 37
{ 
# 38
return 43; 
# 39
} 
# 40
}; 
# 42
__attribute__((visibility("hidden"))) void norm15_kernel(unsigned *buf16) ;
#if 0
# 43
{ 
# 44
unsigned gid17 = __device_builtin_variable_threadIdx.x; 
# 45
unsigned long acc18 = buf16[4]; 
# 46
int z19 = ((buf16[0]) / (58)) + (2592ULL ^ (acc18 % (*buf16))); 
# 47
} 
#endif
# 49 "v002055.cu"
static float scale20(int *out21, unsigned *acc22, long long beta23) 
# 50
{ 
# 51
(__cudaPushCallConfiguration(((dim3)(256)), 64, sizeof(float) * (256), nullptr)) ? (void)0 : norm15_kernel(reinterpret_cast< unsigned *>(out21)); 
# 52
constexpr int q24 = (19 * 3); 
# 53
return out21[beta23]; 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int size25 = 2914; 
# 59
for (int j26 = 0; j26 < 4; j26++) { 
# 60
size25 = (-34); 
# 61
}  
# 62
do { size25 += (size25 / 2); } while (0); 
# 63
(__cudaPushCallConfiguration((size25 + 63) / 64, ((dim3)(2 + 2)), 0, nullptr)) ? (void)0 : norm15_kernel(nullptr); 
# 64
(__cudaPushCallConfiguration(256, dim3((size25 + 31) / 32, 1, (size25 + 255) / 256))) ? (void)0 : norm15_kernel((unsigned *)nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v002055.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94e558a2_10_v002055_cu_ccfd35cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002055.cudafe1.stub.c"
#include "v002055.cudafe1.stub.c"
# 1 "v002055.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
