# 1 "v001813.cu"
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
# 5 "v001813.cu"
__attribute__((visibility("hidden"))) void rank1_kernel(int n2) ;
#if 0
# 5
{ 
# 6
n2 = 3; 
# 7
double y3 = (sizeof(int)); 
# 8
int *f4 = (nullptr); 
# 9
} 
#endif
# 11 "v001813.cu"
__attribute__((visibility("hidden"))) void relax5(int len6, int *out7, unsigned char *out8) ;
#if 0
# 11
{ 
# 12
float val9 = len6; 
# 13
if (val9 < (*out8)) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v001813.cu"
typedef float real10_t; 
# 19
__attribute__((visibility("hidden"))) void combine11(const unsigned *input12, unsigned long cfg13, unsigned short *acc14, int count15) ;
#if 0
# 19
{ 
# 20
unsigned long m16 = (12LL); 
# 21
cfg13--; 
# 22
--m16; 
# 23
} 
#endif
# 25 "v001813.cu"
inline int scale17(const unsigned long *input18, unsigned b19, real10_t *data20) { 
# 26
++(*data20); 
# 27
(*data20) = (input18[b19]); 
# 28
(*data20) = (data20[3]); 
# 29
return (15L) + (input18[5]); 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void tile21(const int *input22, float *buf23, int lane24, int *acc25) ;
#if 0
# 32
{ 
# 33
++lane24; 
# 34
real10_t r26((22.125F)); 
# 35
unsigned lo27 = scale17(static_cast< const size_t *>(nullptr), scale17(nullptr, scale17(nullptr, 57U, buf23), buf23), buf23); 
# 36
r26 = (scale17(nullptr, 28, buf23)); 
# 37
} 
#endif
# 39 "v001813.cu"
int warp28(int lane29, int stride30, unsigned a31) { 
# 40
for (int i32 = 0; i32 < lane29; i32++) { 
# 41
(__cudaPushCallConfiguration(((dim3)(64)), 64, sizeof(float) * (32), nullptr)) ? (void)0 : relax5((a31 << i32) / (4607), static_cast< int *>(nullptr), nullptr); 
# 42
}  
# 43
long long tmp33 = (+a31) + (scale17(nullptr, 49 + lane29, static_cast< real10_t *>(nullptr))); 
# 44
return 3989; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void clamp34_kernel(double cfg35, int *data36, real10_t cfg37) ;
#if 0
# 47
{ 
# 48
++cfg37; 
# 49
int *v38 = data36; 
# 50
} 
#endif
# 52 "v001813.cu"
int main() { 
# 53
int n39 = 2156; 
# 54
int *k40 = (nullptr); 
# 55
(__cudaPushCallConfiguration(((dim3)((n39 + 63) / 64)), ((dim3)(8)))) ? (void)0 : clamp34_kernel(3159 + warp28(58, sizeof(int), 7UL), k40, scale17(static_cast< const size_t *>(nullptr), n39, nullptr) + warp28(n39, 2094L, k40[6])); 
# 56
(__cudaPushCallConfiguration(4, 64 * 2, 256)) ? (void)0 : rank1_kernel(29ULL << (n39 - 42)); 
# 57
(__cudaPushCallConfiguration((n39 + 255) / 256, 1 << 9)) ? (void)0 : combine11((const unsigned *)nullptr, n39, nullptr, 61); 
# 58
(__cudaPushCallConfiguration(dim3((n39 + 255) / 256, 1 << 5), 64)) ? (void)0 : tile21(static_cast< const int *>(nullptr), static_cast< float *>(nullptr), warp28(warp28(*k40, *k40, 60U), warp28(sizeof(unsigned), 24, k40[0]), n39), k40); 
# 59
return 0; 
# 60
} 

# 1 "v001813.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99b5394e_10_v001813_cu_8b9b6996
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001813.cudafe1.stub.c"
#include "v001813.cudafe1.stub.c"
# 1 "v001813.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
