# 1 "i000237.cu"
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
# 7 "i000237.cu"
enum Kind3: unsigned { HIGH4 = 1U, BUSY5 = 5U, ADD6, FAST7 = 10U}; 
# 9
static void smooth8_kernel(int len9) ;
#if 0
# 9
{ 
# 10
const long *res10 = (nullptr); 
# 11
static_assert((((FAST7) + (10)) > (19)), "size check");
# 12
len9 |= ((((res10[2]) * (res10[4])) & (res10[7])) + (((26) * (res10[len9])) + (len9 | (res10[len9 & 7])))); 
# 13
len9 = (-57); 
# 14
} 
#endif
# 16 "i000237.cu"
__attribute__((visibility("hidden"))) void gather11_kernel(const int *in12, double *__restrict__ dst13, float q14, int len15) ;
#if 0
# 16
{ 
# 18
#pragma unroll 8
for (
# 18
int it16 = 0, j17 = len15; it16 < j17; (++it16), (--j17)) { 
# 19
int pass18 = 0; 
# 20
while (pass18 < pass18) { 
# 21
if ((*dst13) != pass18) { 
# 22
q14 /= (2081 * j17); 
# 23
}  
# 24
(--(dst13[pass18 & 7])), (q14 /= (((dst13[pass18 & 7]) += q14), (34UL >> (in12[len15 & 7])))); 
# 25
++pass18; 
# 26
}  
# 27
}  
# 28
} 
#endif
# 29 "i000237.cu"
static double g_apply19; 
# 31
__attribute__((visibility("hidden"))) void grow20_kernel(const int *src21, const int *in22) ;
#if 0
# 31
{ 
# 32
if (long long y23 = src21[4]; 59 != (src21[y23 & (7)])) { 
# 33
if ((in22[y23]) <= (src21[0])) { 
# 34
return; 
# 35
}  
# 36
if ((in22[7]) > (*in22)) { 
# 37
return; 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "i000237.cu"
static void score24(const int *coef25, int lane26, double q27) { 
# 43
(__cudaPushCallConfiguration((lane26 + 127) / 128, (FAST7) + ((FAST7) + ((FAST7) + ((FAST7) + (24)))), 0)) ? (void)0 : gather11_kernel((const int *)nullptr, (double *)nullptr, q27 + (((22.25F)) + g_apply19), *coef25); 
# 44
constexpr char lo28 = (40); 
# 45
char w29 = (((lane26 += 59U), 22)); 
# 46
} 
# 47
struct Q_32 { 
# 48
void Q_32::run(); 
# 49
}; 
# 51
int main() { 
# 52
int size30 = 18; 
# 53
(__cudaPushCallConfiguration(1, 1 << 7)) ? (void)0 : smooth8_kernel(__alignof__(double)); 
# 54
(__cudaPushCallConfiguration((size30 + 63) / 64, 64, 4096)) ? (void)0 : grow20_kernel(&size30, &size30); 
# 55
if (((+g_apply19) * (__alignof__(int) ^ size30)) == (21)) { 
# 56
g_apply19 = (27); 
# 57
int x31 = (-56); 
# 58
}  
# 59
return 0; 
# 60
} 

# 1 "i000237.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd5e0fce_10_i000237_cu_ab6322d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000237.cudafe1.stub.c"
#include "i000237.cudafe1.stub.c"
# 1 "i000237.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
