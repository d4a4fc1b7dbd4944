# 1 "v001831.cu"
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
# 10 "v001831.cu"
__attribute__((visibility("hidden"))) void blend5_kernel(unsigned *out6, float beta7) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) static int sh_8; 
# 12
constexpr int acc9 = 37; 
# 13
if ((sh_8 >= (*out6)) || (beta7 >= (__device_builtin_variable_gridDim.z))) { 
# 14
goto finish13; 
# 15
}  
# 16
beta7 = ((-(beta7 / (out6[5]))) - ((__device_builtin_variable_gridDim.x) / (2))); 
# 17
for (int i10 = 0; i10 < sh_8; i10++) { 
# 18
double val11 = (12.875); 
# 19
int sum12(24); 
# 20
sum12 |= (out6[__device_builtin_variable_threadIdx.y]); 
# 21
}  
# 22
finish13:; ; 
# 23
} 
#endif
# 26 "v001831.cu"
__attribute__((visibility("hidden"))) void kick14(long *acc15, int *dst16, const float *__restrict__ input17) ;
#if 0
# 26
{ 
# 27
const double z18 = (__device_builtin_variable_threadIdx.z) + (9.375); 
# 28
(*dst16) = (((acc15[2]) ? acc15[2] : (acc15[__device_builtin_variable_blockDim.x])) >> (*acc15)); 
# 30
#pragma unroll 2
for (
# 30
int n19 = 0; n19 < 9; n19++) { 
# 31
long x20 = ((55) + (n19 * z18)) * (((dst16[6]) - n19) * (*dst16)); 
# 32
const int flag21 = 13; 
# 33
}  
# 34
(dst16[3]) = ((((__device_builtin_variable_threadIdx.x) + (dst16[__device_builtin_variable_gridDim.x])) == (((*input17) <= (input17[0])) ? z18 : (__device_builtin_variable_gridDim.z))) ? __device_builtin_variable_warpSize + (((*dst16) == (dst16[4])) ? *acc15 : (acc15[(__device_builtin_variable_gridDim.x) & (7)])) : (*acc15)); 
# 35
if (((z18 != (__device_builtin_variable_gridDim.x)) ? z18 : (__device_builtin_variable_gridDim.x)) != z18) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 45 "v001831.cu"
__attribute__((visibility("hidden"))) void map_norm23(unsigned *data, int n) ;
#if 0
# 45
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 46 "v001831.cu"
__attribute__((visibility("hidden"))) void map_norm24(int *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 48 "v001831.cu"
namespace kern25 { 
# 49
float smooth26(int lane27, double *__restrict__ out28, int lane29) { 
# 50
int pass30 = 0; 
# 51
while (pass30 < lane27) { 
# 52
lane27 = ((pass30 - 51U) | ((lane29 << 3) * pass30)); 
# 53
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : map_norm24(reinterpret_cast< int *>(out28), (46) + (lane27 | __alignof__(double))); 
# 54
++pass30; 
# 55
}  
# 56
{ 
# 57
switch (lane27) { 
# 58
case 3:  { 
# 59
static_assert((sizeof(int) == (4)), "tile must fit");
# 60
const double stride31 = *out28; 
# 61
break; 
# 62
} 
# 63
case 0:  
# 64
break; 
# 65
case 2 * 4:  
# 66
break; 
# 67
default:  
# 68
break; 
# 69
}  
# 70
} 
# 71
return *out28; 
# 72
} 
# 74
__attribute__((visibility("hidden"))) void bump32_kernel(int *__restrict__ data33, int *__restrict__ data34) ;
#if 0
# 74
{ 
# 75
int i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 76
(data34[1]) <<= (2838 << i35); 
# 77
auto prod36 = +(data34[5]); 
# 78
auto stride37 = __device_builtin_variable_gridDim.x; 
# 79
} 
#endif
# 80 "v001831.cu"
}
# 82
float lerp38(double *data39, float a40, const int *__restrict__ src41) { 
# 83
(__cudaPushCallConfiguration(1, 1 << 5, sizeof(double) * (256))) ? (void)0 : kern25::bump32_kernel(const_cast< int *>(src41), (int *)nullptr); 
# 84
unsigned y42 = (((data39[0]) + (36UL)) + (*src41)) * a40; 
# 85
return (y42 <= ('#')) ? (y42 % 17L) + y42 : (12.125F); 
# 86
} 
# 88
int main() { 
# 89
int count43 = 549; 
# 90
static_assert(((sizeof(float) * (7)) > (27)), "expected value");
# 91
float off44 = (6) - (count43 - (10.25F)); 
# 92
count43--; 
# 93
int h45((('a') * count43) - off44); 
# 94
(__cudaPushCallConfiguration((h45 + 255) / 256, 8 * 16)) ? (void)0 : blend5_kernel(nullptr, -(4.0F)); 
# 95
(__cudaPushCallConfiguration((count43 + 255) / 256, 256, sizeof(float) * (256))) ? (void)0 : kick14((long *)nullptr, (int *)nullptr, nullptr); 
# 96
(__cudaPushCallConfiguration((h45 + 31) / 32, 256, sizeof(double) * (32))) ? (void)0 : map_norm23(nullptr, 59); 
# 97
return 0; 
# 98
} 

# 1 "v001831.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__497ca2a5_10_v001831_cu_74aa575e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001831.cudafe1.stub.c"
#include "v001831.cudafe1.stub.c"
# 1 "v001831.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
