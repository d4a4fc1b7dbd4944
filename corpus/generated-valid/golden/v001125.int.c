# 1 "v001125.cu"
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
# 16 "v001125.cu"
__attribute__((visibility("hidden"))) void score5(unsigned *out6, const int *coef7, int len8) ;
#if 0
# 17
{ 
# 18
int val9 = 30; 
# 19
if ((val9 != len8) && (len8 < (coef7[val9 & 7]))) { 
# 20
return; 
# 21
}  
# 22
(*out6) = (8UL); 
# 23
len8 = len8; 
# 24
val9++; 
# 25
len8 = (870 / (((out6[6]) <= (62)) ? (len8 >= (coef7[7])) ? len8 : 4 : (6 / val9))); 
# 26
} 
#endif
# 27 "v001125.cu"
constexpr inline int DEPTH10 = 16; 
# 29
__attribute__((visibility("hidden"))) void combine11_kernel(unsigned long long *__restrict__ dst12, unsigned q13, const double *__restrict__ in14, int *__restrict__ acc15) ;
#if 0
# 30
{ 
# 31
switch (dst12[q13]) { 
# 32
case 3:  
# 33
break; 
# 34
case 0:  { 
# 35
int h16[3]{DEPTH10, (static_cast< int>(36LL)), 16}; 
# 36
break; 
# 37
} 
# 38
}  
# 39
(*acc15) = (18U); 
# 40
float tmp17[7] = {(7.0F), (23.125F), (15.25F), (13.0F), (20.5F), (23.5F)}; 
# 41
(*dst12) = (q13 + (~(q13 & (*dst12)))); 
# 42
int *sum18 = (static_cast< int *>(nullptr)); 
# 43
} 
#endif
# 44 "v001125.cu"
enum class Op19 { On20, Low21, Busy22}; 
# 46
double kick23(double beta24, int lane25) 
# 47
{ 
# 48
lane25 = ((((static_cast< short>(beta24)) & 1) ? beta24 : (DEPTH10 + beta24)) + beta24); 
# 49
(__cudaPushCallConfiguration(512, 128 * (2 + 2), 256)) ? (void)0 : score5(static_cast< unsigned *>(nullptr), &lane25, lane25); 
# 50
lane25--; 
# 51
unsigned k26 = (DEPTH10); 
# 52
cudaStream_t tmp27 = ((cudaStream_t)0); 
# 53
return 2793 - ((~lane25) - 2); 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int size28 = 3140; 
# 59
size28 = (-62L); 
# 60
if (size28 == size28) { 
# 61
return DEPTH10; 
# 62
}  
# 63
if (size28 != sizeof(float)) { 
# 64
return DEPTH10 / (size28 + size28); 
# 65
}  
# 66
int z29 = (-7); 
# 67
(__cudaPushCallConfiguration((z29 + 63) / 64, 1 << (2 + 6), sizeof(int) * (32), 0)) ? (void)0 : combine11_kernel(nullptr, kick23(__alignof__(int) * z29, 3365L >> z29), (const double *)nullptr, &z29); 
# 68
return 0; 
# 69
} 

# 1 "v001125.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc714d8a_10_v001125_cu_b1f6378f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001125.cudafe1.stub.c"
#include "v001125.cudafe1.stub.c"
# 1 "v001125.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
