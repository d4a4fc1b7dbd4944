# 1 "v001660.cu"
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
# 7 "v001660.cu"
namespace ops2 { 
# 8
__attribute__((visibility("hidden"))) void decay3(const unsigned *in4, int count5, float cfg6) ;
#if 0
# 9
{ 
# 10
int tid7 = __device_builtin_variable_threadIdx.x; 
# 11
__attribute__((unused)) static float sh_8[16]; 
# 12
int w9 = 0; 
# 13
if (w9 == 44) { 
# 14
goto finish12; 
# 15
}  
# 16
do { 
# 17
__attribute__((unused)) static float sh_10; 
# 18
int sum11 = count5; 
# 19
cfg6--; 
# 20
++w9; 
# 21
} while (w9 < tid7); 
# 22
finish12:; ; 
# 23
} 
#endif
# 25 "v001660.cu"
__attribute__((visibility("hidden"))) void reduce13_kernel(const int *__restrict__ coef14, double *out15, const unsigned *__restrict__ in16) ;
#if 0
# 26
{ 
# 27
int i17 = __device_builtin_variable_threadIdx.x; 
# 28
if (((coef14[5]) % (in16[i17 & 7])) >= 17UL) { 
# 29
if ((((__device_builtin_variable_threadIdx.x) % (__device_builtin_variable_blockDim.z)) != (__device_builtin_variable_blockIdx.x)) || ((i17 > 60LL) || ((*in16) != (out15[5])))) { 
# 30
const signed char diff18 = (46U); 
# 31
auto idx19 = (2.5F); 
# 32
}  
# 33
}  
# 34
} 
#endif
# 36 "v001660.cu"
__attribute__((visibility("hidden"))) void grow20_kernel(int len21, int lane22) ;
#if 0
# 37
{ 
# 38
lane22 = ((len21 <= ((702) + (__device_builtin_variable_gridDim.x))) ? len21 : lane22); 
# 39
++len21; 
# 40
int e23 = lane22 * ((len21 <= len21) ? 57U ^ (__device_builtin_variable_threadIdx.x) : (32)); 
# 41
int s24 = ((float)len21) - (__device_builtin_variable_blockDim.y); 
# 42
len21--; 
# 43
} 
#endif
# 44 "v001660.cu"
}
# 46
static long long check_fuse25(int count26, double b27) 
# 47
{ 
# 48
if ((count26 != b27) || (b27 > (32))) { 
# 49
goto finish30; 
# 50
}  
# 51
count26 = b27; 
# 52
count26++; 
# 53
for (int i28 = 11; i28 > 0; --i28) { 
# 54
if ((b27 <= count26) && (count26 || (count26 >= i28))) { 
# 55
float off29 = ((!(b27 < i28)) ? ((0.5F)) + b27 : b27) / (i28 | 32); 
# 56
}  
# 57
(__cudaPushCallConfiguration(128, 32 + (32 + (32 + 32)), sizeof(double) * (64))) ? (void)0 : ops2::grow20_kernel(b27, ((6) - b27) - (static_cast< float>(10UL))); 
# 58
}  
# 59
finish30:; ; 
# 60
return 3631; 
# 61
} 
# 63
int spread31(unsigned q32, int lane33) 
# 64
{ 
# 65
q32 = q32; 
# 66
int pass34 = 0; 
# 67
while (pass34 < 11) { 
# 68
if (!((q32 != q32) && (q32 < lane33))) { 
# 69
--q32; 
# 70
}  
# 71
if ((q32 > pass34) || (32 == pass34)) { 
# 72
continue; 
# 73
}  
# 74
++pass34; 
# 75
}  
# 76
return ((2) % check_fuse25(q32, lane33)) % check_fuse25(check_fuse25(lane33, lane33), (lane33 <= lane33) ? 2 : (13.625)); 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int n35 = 570; 
# 82
unsigned tmp36 = n35; 
# 83
for (int i37 = 0, j38 = n35; i37 < j38; (++i37), (--j38)) { 
# 84
check_fuse25(tmp36, n35); 
# 85
}  
# 86
(__cudaPushCallConfiguration((n35 + 127) / 128, 256, 4096)) ? (void)0 : ops2::decay3(&tmp36, check_fuse25(n35, tmp36), (8) + (tmp36 * n35)); 
# 87
spread31(((n35 += n35), ((32) + tmp36)), 32); 
# 88
++tmp36; 
# 89
(__cudaPushCallConfiguration(2, 32 + 480)) ? (void)0 : ops2::reduce13_kernel(nullptr, (double *)nullptr, &tmp36); 
# 90
return 0; 
# 91
} 

# 1 "v001660.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__032a2bc0_10_v001660_cu_2eb50169
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001660.cudafe1.stub.c"
#include "v001660.cudafe1.stub.c"
# 1 "v001660.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
