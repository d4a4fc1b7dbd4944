# 1 "v000244.cu"
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
# 12 "v000244.cu"
unsigned check_step4(int *out5, unsigned beta6) { 
# 13
short flag7 = (4UL); 
# 14
(*out5)++; 
# 15
(out5[7])--; 
# 16
return beta6; 
# 17
} 
# 20
unsigned fold8(int len9) { 
# 21
++len9; 
# 22
--len9; 
# 23
float q10 = (4 & len9) + (len9 - (5.0F)); 
# 24
q10 *= ((static_cast< unsigned char>(-q10)) ^ 730LL); 
# 25
float flag11 = len9; 
# 26
if ((len9 * 37L) > q10) { 
# 27
return ((53) >= (len9 + q10)) ? (double)(14.25F) : (37 + len9); 
# 28
}  
# 29
return q10 * (flag11 * q10); 
# 30
} 
# 31
enum class Axis12 { Idle13, Blue14 = 2, Idle15 = 4}; 
# 33
__attribute__((visibility("hidden"))) void relax16_kernel(unsigned *acc17, const unsigned *src18, int lane19, int lane20) ;
#if 0
# 33
{ 
# 34
unsigned i21 = __device_builtin_variable_threadIdx.x; 
# 35
if (i21 >= lane20) { 
# 36
return; 
# 37
}  
# 38
for (int it22 = 16; it22 > 0; --it22) { 
# 39
--lane19; 
# 40
lane20 |= ((~((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockIdx.y))) % (((__device_builtin_variable_gridDim.x) * (37)) * (__alignof__(float) % i21))); 
# 41
}  
# 42
} 
#endif
# 44 "v000244.cu"
__attribute__((visibility("hidden"))) void scatter23_kernel(unsigned *out24, int lane25) ;
#if 0
# 44
{ 
# 45
lane25 -= fold8(lane25); 
# 46
if ((static_cast< int>(lane25)) == 62) { 
# 47
return; 
# 48
}  
# 49
if (!out24) { 
# 50
return; 
# 51
}  
# 52
} 
#endif
# 59 "v000244.cu"
__attribute__((visibility("hidden"))) void map_bump27(int *data, int n) ;
#if 0
# 59
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 62 "v000244.cu"
int probe28(int lane29) { 
# 63
lane29 = (fold8(lane29)); 
# 64
fold8(lane29); 
# 65
float stride30{(17.75F)}; 
# 66
for (int j31 = 0; j31 < lane29; ++j31) { 
# 67
stride30 -= (fold8((+lane29) - fold8(45))); 
# 68
fold8((lane29) ? j31 : stride30); 
# 69
}  
# 70
return stride30; 
# 71
} 
# 72
__attribute__((section("__nv_managed_data__"))) static float *m_accum32 = 0; 
# 73
typedef unsigned long idx33_t; 
# 75
__attribute((always_inline)) __attribute__((unused)) inline double tile34(int stride35, const int *in36, float alpha37) {int volatile ___ = 1;(void)stride35;(void)in36;(void)alpha37;
# 92
::exit(___);}
#if 0
# 75
{ 
# 76
if (alpha37 >= (__device_builtin_variable_threadIdx.x)) { 
# 77
return (24 + (in36[0])) % (stride35 % stride35); 
# 78
}  
# 79
int pass38 = 0; 
# 80
while (pass38 < 15) { 
# 81
{ 
# 82
int iter39 = 0; 
# 83
do { 
# 84
alpha37 += (((6 + pass38) + (alpha37 * alpha37)) - (5)); 
# 85
++iter39; 
# 86
} while (iter39 < (2 * 4)); 
# 87
fold8((51LL ^ (*in36)) | ((iter39) ? 44 : iter39)); 
# 88
} 
# 89
++pass38; 
# 90
}  
# 91
return (((48 < probe28(63)) ? (2354) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum32))) : ((*in36) + alpha37)) <= ((in36 != (nullptr)) ? 1 : 21)) ? fold8(pass38) : (static_cast< double>((22.625F))); 
# 92
} 
#endif
# 94 "v000244.cu"
int main() { 
# 95
int len40 = 1954; 
# 96
do { len40 += len40; } while (0); 
# 97
fold8(static_cast< int>((float)len40)); 
# 98
for (int j41 = 0; j41 < 6; j41 += 1) { 
# 99
do { len40 += ((41L - (len40 + j41)) & (2162)); } while (0); 
# 100
}  
# 101
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum32))) *= (check_step4((int *)nullptr, (59 * len40) + ((idx33_t)21))); 
# 102
check_step4(static_cast< int *>(nullptr), (51 ^ len40) + (len40 % len40)); 
# 103
(__cudaPushCallConfiguration(dim3(16, (len40 + 63) / 64, (len40 + 255) / 256), 256, sizeof(float) * (128))) ? (void)0 : relax16_kernel(static_cast< unsigned *>(nullptr), nullptr, 60, (42) - (len40 - 3379L)); 
# 104
(__cudaPushCallConfiguration(16, sizeof(int) * (16), 0)) ? (void)0 : scatter23_kernel((unsigned *)nullptr, check_step4((int *)nullptr, 62) ^ ((len40 == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum32)))) ? len40 : len40)); 
# 105
(__cudaPushCallConfiguration((len40 + 63) / 64, 32)) ? (void)0 : map_bump27(static_cast< int *>(nullptr), (18) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum32)))); 
# 106
return 0; 
# 107
} 

# 1 "v000244.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb6ea655_10_v000244_cu_9f84f685
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000244.cudafe1.stub.c"
#include "v000244.cudafe1.stub.c"
# 1 "v000244.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
