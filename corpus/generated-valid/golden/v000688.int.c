# 1 "v000688.cu"
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
# 9 "v000688.cu"
__attribute__((visibility("hidden"))) void accum4(int *buf5, unsigned beta6, int *dst7) ;
#if 0
# 10
{ 
# 11
(*buf5) = ((9) - ((beta6 - (*buf5)) + 45L)); 
# 12
unsigned r8 = (static_cast< int>(48)) - (dst7[7]); 
# 13
switch (*dst7) { 
# 14
case 0:  
# 15
(buf5[r8]) /= (static_cast< char>(60)); 
# 16
[[fallthrough]] ; 
# 17
case 1:  { 
# 18
float k9{static_cast< float>((float)((double)(*buf5)))}; 
# 19
break; 
# 20
} 
# 21
case 1 << 3:  
# 22
case 6:  
# 23
break; 
# 24
}  
# 25
} 
#endif
# 26 "v000688.cu"
static unsigned d_accum10; 
# 28
__attribute__((visibility("hidden"))) void decay11(int *out12) ;
#if 0
# 29
{ 
# 30
auto f13 = out12[d_accum10]; 
# 31
(out12[f13]) <<= (((short)(d_accum10 - d_accum10)) * (((int)(*out12)) - 8)); 
# 32
float tmp14 = 5 - (out12[d_accum10]); 
# 33
__attribute__((unused)) static int sh_15; 
# 34
} 
#endif
# 36 "v000688.cu"
__attribute__((visibility("hidden"))) void accum16(int *acc17, char *dst18) ;
#if 0
# 37
{ 
# 38
const unsigned w19 = *acc17; 
# 39
size_t s20 = (21 << (dst18[4])) + (((3650) - w19) + (1673)); 
# 40
(dst18[0]) |= ((7) * d_accum10); 
# 41
(*dst18) |= ((((5) * d_accum10) + (__alignof__(char) + d_accum10)) - (5)); 
# 42
s20 = (static_cast< int>(acc17[7])); 
# 43
float s21 = (5); 
# 44
__attribute__((unused)) static float sh_22; 
# 45
} 
#endif
# 47 "v000688.cu"
__attribute__((visibility("hidden"))) void sweep23_kernel(float *out24, int *data25, unsigned *out26, int *dst27) ;
#if 0
# 48
{ 
# 49
float r28{(9.0F)}; 
# 50
__attribute__((unused)) static int sh_29[128]; 
# 51
if (dst27 == (nullptr)) { 
# 52
return; 
# 53
}  
# 54
__attribute__((unused)) static unsigned sh_30[32]; 
# 55
(out26[2]) = (((38) - d_accum10) * ((d_accum10 == (5)) ? 5 : r28)); 
# 56
signed char q31 = (41) - (((sh_30[17]) - sizeof(float)) - ((sh_29[d_accum10]) * (sh_29[d_accum10]))); 
# 57
} 
#endif
# 59 "v000688.cu"
__attribute__((visibility("hidden"))) void clamp32_kernel(int lane33, long *data34, const float *src35, const double *src36) ;
#if 0
# 60
{ 
# 61
lane33 = 5; 
# 62
if (d_accum10 != ((lane33) ? '#' : lane33)) { 
# 63
return; 
# 64
}  
# 65
lane33 >>= (8 * (lane33 * lane33)); 
# 66
__attribute__((unused)) static int sh_37[128]; 
# 67
int diff38(((4640) + ((data34[lane33]) + __alignof__(float))) - ((5) % d_accum10)); 
# 68
int diff39[4] = {('0'), lane33, 6, diff38}; 
# 69
bool z40 = ((src36[diff38]) * (9)) <= (diff39[lane33]); 
# 70
} 
#endif
# 72 "v000688.cu"
constexpr int host_march41(int lane42) 
# 73
{ 
# 74
static_assert((sizeof(int) == (4)), "bad config");
# 75
return lane42 * ((lane42 >= lane42) ? 8 : ((float)lane42)); 
# 76
} 
# 78
int main() 
# 79
{ 
# 80
int n43 = 2134; 
# 81
n43 = 19; 
# 82
int off44 = ((4 << n43) + (n43 - n43)) - (4 - n43); 
# 83
off44 = (n43 % ((off44 * 8) >> __alignof__(char))); 
# 84
(__cudaPushCallConfiguration(dim3(2 * 2, (n43 + 127) / 128, 16), 512)) ? (void)0 : accum4(&off44, static_cast< long>((int)n43), (int *)nullptr); 
# 85
unsigned y45 = n43; 
# 86
(__cudaPushCallConfiguration(1 << 5, 256, 0, 0)) ? (void)0 : decay11(&n43); 
# 87
(__cudaPushCallConfiguration((y45 + (31)) / (32), dim3(128, (y45 + (63)) / (64)), 0, 0)) ? (void)0 : accum16(&n43, nullptr); 
# 88
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : sweep23_kernel(nullptr, nullptr, nullptr, static_cast< int *>(nullptr)); 
# 89
return 0; 
# 90
} 

# 1 "v000688.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dfd9b6fa_10_v000688_cu_668403d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000688.cudafe1.stub.c"
#include "v000688.cudafe1.stub.c"
# 1 "v000688.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
