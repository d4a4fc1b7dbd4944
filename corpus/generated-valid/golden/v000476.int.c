# 1 "v000476.cu"
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
# 9 "v000476.cu"
__attribute__((visibility("hidden"))) void rank4(float *buf5, unsigned *buf6, float *__restrict__ out7, double *data8) ;
#if 0
# 10
{ 
# 11
int pass9 = 0; 
# 12
do { 
# 13
__attribute__((unused)) static unsigned sh_10[32]; 
# 14
constexpr long long off11 = (7); 
# 15
++pass9; 
# 16
} while ((pass9 < pass9) && ((buf6 == (nullptr)) || (buf6[pass9]))); 
# 17
} 
#endif
# 19 "v000476.cu"
int check_weigh12(unsigned long long cfg13, double q14, float *buf15) 
# 20
{ 
# 21
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : rank4(buf15, nullptr, buf15, (double *)nullptr); 
# 22
q14 = ((10.375) / cfg13); 
# 23
(buf15[0]) = (buf15[cfg13]); 
# 24
(*buf15)--; 
# 25
return q14 - ((-(buf15[cfg13])) - (q14 + (14LL))); 
# 26
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 28
__attribute__((unused)) static void gather16(int len17, float p18) 
# 29
{int volatile ___ = 1;(void)len17;(void)p18;
# 38
::exit(___);}
#if 0
# 29
{ 
# 30
int iter19 = 0; 
# 31
do { 
# 32
for (int j20 = 0; j20 < 9; ++j20) { 
# 33
double val21 = (((2) * p18) + (j20 - iter19)) + ((len17 % sizeof(int)) * (iter19 * 8)); 
# 34
--len17; 
# 35
}  
# 36
++iter19; 
# 37
} while (iter19 < iter19); 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000476.cu"
__attribute__((visibility("hidden"))) void score22(const unsigned long long *src23, double *__restrict__ buf24, const long *coef25) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) static int sh_26; 
# 43
(*buf24) = (coef25[2]); 
# 44
if ((src23[sh_26]) && ((14) != (buf24[7]))) { 
# 45
return; 
# 46
}  
# 47
--sh_26; 
# 48
__attribute__((unused)) static unsigned sh_27; 
# 49
} 
#endif
# 51 "v000476.cu"
int main() 
# 52
{ 
# 53
int count28 = 1123; 
# 54
count28 = count28; 
# 55
count28 = (('#') - (count28 - sizeof(double))); 
# 56
if (count28 < count28) { 
# 57
return (count28 + 36U) / (3); 
# 58
}  
# 59
(__cudaPushCallConfiguration(32, 16 * 8)) ? (void)0 : score22((const unsigned long long *)nullptr, nullptr, (const long *)nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v000476.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f09ef713_10_v000476_cu_71bcb1ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000476.cudafe1.stub.c"
#include "v000476.cudafe1.stub.c"
# 1 "v000476.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
