# 1 "v001237.cu"
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
# 7 "v001237.cu"
struct __attribute((aligned(16))) Vec2 { 
# 8
double sum3; 
# 9
unsigned char x4; 
# 10
long sum5; 
# 11
}; 
# 13
static void fold6_kernel(const float *input7) ;
#if 0
# 14
{ 
# 15
if (((int)(*input7)) >= (+(*input7))) { 
# 16
long long y8 = (37UL); 
# 17
}  
# 18
} 
#endif
# 20 "v001237.cu"
namespace _GLOBAL__N__cd8cde1f_10_v001237_cu_fc807246 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__cd8cde1f_10_v001237_cu_fc807246; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__cd8cde1f_10_v001237_cu_fc807246 __attribute__((visibility("hidden")))  { 
# 21
void warp9(int *data10) ;
#if 0
# 22
{ 
# 23
unsigned prod11 = ((*data10) ? (data10[6]) - (data10[7]) : ((int)29U)) - (((data10[5]) * (data10[4])) * (data10[5])); 
# 24
if ((prod11 * (data10[1])) < (data10[2])) { 
# 25
(data10[prod11]) *= 18; 
# 26
} else { 
# 27
prod11 |= ((data10[prod11]) + 25L); 
# 28
}  
# 29
(data10[5]) = ((static_cast< unsigned>(30)) - (data10[2])); 
# 30
long long tmp12(50L * prod11); 
# 31
} 
#endif
# 32 "v001237.cu"
}
# 34
__attribute__((visibility("hidden"))) void weigh13_kernel(int *data14, const float *input15, unsigned char beta16, const int *coef17) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern double dyn_18[]; 
# 37
(data14[0]) = ((beta16 < ((644U) + (dyn_18[beta16]))) ? ((data14[beta16]) + 3) * (coef17[beta16]) : 8); 
# 38
Vec2 lim19 = Vec2{}; 
# 39
(lim19.sum3) -= ((data14[3]) * (12.5F)); 
# 40
(*data14) *= ((((beta16 > (*coef17)) && ((coef17[beta16]) == 18)) ? (dyn_18[0]) + (dyn_18[beta16]) : (30)) * (((unsigned)14) - ((dyn_18[0]) * (30)))); 
# 41
beta16 = beta16; 
# 42
} 
#endif
# 44 "v001237.cu"
__attribute__((visibility("hidden"))) void decay20(unsigned beta21, int n22) ;
#if 0
# 45
{ 
# 46
if (!(n22 >= beta21)) { 
# 47
goto finish25; 
# 48
}  
# 49
for (int n23 = 0; n23 < n22; n23++) { 
# 50
unsigned long r24 = 5 / n23; 
# 51
static_assert(((4 * 8) == 32), "tile must fit");
# 52
}  
# 53
if (beta21 > ((int)beta21)) { 
# 54
n22 &= ((beta21 % 6U) ? beta21 : n22); }  
# 55
beta21 = n22; 
# 56
finish25:; ; 
# 57
} 
#endif
# 59 "v001237.cu"
int main() 
# 60
{ 
# 61
int n26 = 2151; 
# 62
n26 |= (('\\') - n26); 
# 63
n26 -= (38 + (n26 + n26)); 
# 64
if (n26 + n26) { 
# 65
return n26; }  
# 66
long base27 = ((static_cast< double>(n26)) * ((n26 >= 38UL) ? n26 : 26)) - (n26 / 29); 
# 67
(__cudaPushCallConfiguration(32 * 16, 32, 256, 0)) ? (void)0 : fold6_kernel(nullptr); 
# 68
(__cudaPushCallConfiguration((base27 + (127)) / (128), 128 * 2, sizeof(int) * (32))) ? (void)0 : warp9((int *)nullptr); 
# 69
(__cudaPushCallConfiguration(2 * 2, 128, 1024)) ? (void)0 : weigh13_kernel(static_cast< int *>(nullptr), nullptr, n26, static_cast< const int *>(nullptr)); 
# 70
return 0; 
# 71
} 

# 1 "v001237.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cd8cde1f_10_v001237_cu_fc807246
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001237.cudafe1.stub.c"
#include "v001237.cudafe1.stub.c"
# 1 "v001237.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
