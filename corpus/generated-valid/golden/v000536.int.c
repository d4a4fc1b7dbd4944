# 1 "v000536.cu"
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
# 7 "v000536.cu"
__attribute__((visibility("hidden"))) void sweep1_kernel(double *__restrict__ data2, int count3, float p4) ;
#if 0
# 8
{ 
# 9
int tid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (tid5 >= count3) { 
# 11
return; 
# 12
}  
# 13
int t6 = ((int)(tid5 << 2)) + count3; 
# 14
t6 = ((*data2) * t6); 
# 15
count3 = (count3 % ((2) - (count3 * (__device_builtin_variable_threadIdx.x)))); 
# 16
} 
#endif
# 19 "v000536.cu"
__attribute__((visibility("hidden"))) void fuse7_kernel(const int *input8, const short *input9, float alpha10) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern unsigned short dyn_11[]; 
# 22
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
constexpr double sum13 = (35); 
# 24
alpha10 = ((*input8) * ((int)(((*input9) == sum13) ? dyn_11[__device_builtin_variable_threadIdx.x] : __alignof__(char)))); 
# 25
int iter14 = 0; 
# 26
while (iter14 < 10) { 
# 27
alpha10 = (15); 
# 28
int val15 = *input9; 
# 29
++iter14; 
# 30
}  
# 31
long flag16 = (62) | (__device_builtin_variable_gridDim.x); 
# 32
} 
#endif
# 34 "v000536.cu"
__attribute__((visibility("hidden"))) void fuse17(int count18, const char *__restrict__ coef19, unsigned b20, int lane21) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern int dyn_22[]; 
# 37
unsigned i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
auto sum24 = __device_builtin_variable_warpSize - (__device_builtin_variable_blockIdx.x); 
# 39
b20 -= __device_builtin_variable_warpSize; 
# 40
if (sum24 < (__device_builtin_variable_blockIdx.y)) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 45 "v000536.cu"
__attribute__((visibility("hidden"))) void scatter25_kernel(float p26, double *__restrict__ buf27, double *__restrict__ data28) ;
#if 0
# 46
{ 
# 47
for (int it29 = 0; it29 < 7; it29++) { 
# 48
(buf27[it29 & 7]) += (*buf27); 
# 49
}  
# 50
(buf27[__device_builtin_variable_warpSize & 7]) = ((char)(__device_builtin_variable_threadIdx.x)); 
# 51
(data28[__device_builtin_variable_gridDim.x]) = (*data28); 
# 52
double f30 = p26; 
# 53
(*buf27) = (54UL); 
# 54
} 
#endif
# 56 "v000536.cu"
__attribute__((visibility("hidden"))) void update31(int *buf32, float alpha33, float a34) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern long dyn_35[]; 
# 59
int gid36 = __device_builtin_variable_threadIdx.x; 
# 60
for (int it37 = 0; it37 < 6; it37++) { 
# 61
(dyn_35[7]) = ((dyn_35[0]) * (__device_builtin_variable_gridDim.x)); 
# 62
auto u38 = (int)((gid36 * (dyn_35[it37 & 7])) & ((dyn_35[6]) + (62))); 
# 63
}  
# 64
} 
#endif
# 65 "v000536.cu"
static float c_trace39; 
# 67
int main() 
# 68
{ 
# 69
int count40 = 3346; 
# 70
dim3 lim41 = dim3(16, 16, (count40 + 255) / 256); 
# 71
(__cudaPushCallConfiguration(dim3(2, (count40 + 63) / 64, (count40 + 255) / 256), 64)) ? (void)0 : fuse17(8 & count40, nullptr, 33, 28LL); 
# 72
(__cudaPushCallConfiguration((count40 + 63) / 64, 128)) ? (void)0 : sweep1_kernel((double *)nullptr, -39, count40); 
# 73
(__cudaPushCallConfiguration(((dim3)(64)), 64)) ? (void)0 : fuse7_kernel(&count40, nullptr, (21.5F)); 
# 74
(__cudaPushCallConfiguration(64, 32 * 4)) ? (void)0 : scatter25_kernel((6.125F), nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000536.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce428276_10_v000536_cu_63f94742
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000536.cudafe1.stub.c"
#include "v000536.cudafe1.stub.c"
# 1 "v000536.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
