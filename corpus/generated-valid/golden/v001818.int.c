# 1 "v001818.cu"
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
# 8 "v001818.cu"
struct Vec3 { 
# 9
int x4; 
# 10
int val5; 
# 11
}; 
# 14
unsigned short sift6(float *data7) 
# 15
{ 
# 16
(data7[1]) = (48); 
# 17
int u8 = *data7; 
# 18
return u8; 
# 19
} 
# 22
__attribute__((visibility("hidden"))) void kick9_kernel(int lane10, double *dst11, float beta12) ;
#if 0
# 23
{ 
# 24
unsigned i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (i13 >= lane10) { 
# 26
return; 
# 27
}  
# 28
for (int n14 = 0; n14 < 2; ++n14) { 
# 29
int pass15 = 0; 
# 30
while (pass15 < 7) { 
# 31
lane10 = pass15; 
# 32
int y16 = ('\"'); 
# 33
++pass15; 
# 34
}  
# 35
beta12++; 
# 36
}  
# 37
} 
#endif
# 39 "v001818.cu"
namespace gpu17 { namespace inner18 { 
# 40
__attribute__((visibility("hidden"))) void reduce19(const float *in20, float *out21, float p22, int len23) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern float dyn_24[]; 
# 43
int i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (i25 >= len23) { 
# 45
return; 
# 46
}  
# 47
for (int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i26 < 15; i26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { }  
# 48
double *prod27 = (nullptr); 
# 49
long z28 = +(out21[i25]); 
# 50
p22++; 
# 51
} 
#endif
# 53 "v001818.cu"
float lerp29(double a30, int stride31) 
# 54
{ 
# 55
short diff32 = (3900); 
# 56
a30--; 
# 57
stride31 = (22LL + diff32); 
# 58
const double t33 = ((61 % stride31) + diff32) | 4822; 
# 59
return (0.375F); 
# 60
} 
# 61
}}
# 63
int main() 
# 64
{ 
# 65
int n34 = 3186; 
# 66
int diff35((6L - n34) * (n34 & 9UL)); 
# 67
n34 = (58 & (diff35 + diff35)); 
# 68
Vec3 tmp36 = {diff35, (28U)}; 
# 69
(__cudaPushCallConfiguration((diff35 + 127) / 128, 128)) ? (void)0 : kick9_kernel(n34, nullptr, n34 - 64); 
# 70
(__cudaPushCallConfiguration(128, sizeof(float) * (32), sizeof(double) * (256))) ? (void)0 : gpu17::inner18::reduce19(nullptr, nullptr, (tmp36.x4) * (11 - n34), -((int)'0')); 
# 71
return 0; 
# 72
} 

# 1 "v001818.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4eb4be4f_10_v001818_cu_bf1c025b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001818.cudafe1.stub.c"
#include "v001818.cudafe1.stub.c"
# 1 "v001818.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
