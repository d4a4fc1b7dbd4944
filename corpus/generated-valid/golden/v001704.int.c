# 1 "v001704.cu"
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
# 10 "v001704.cu"
__attribute__((visibility("hidden"))) void apply5(unsigned char q6, int len7) ;
#if 0
# 10
{ 
# 11
int res8 = 38 + q6; 
# 12
__attribute__((unused)) static int sh_9[128]; 
# 13
for (int off10 : sh_9) { 
# 14
auto acc11 = 128; 
# 15
}  
# 16
q6 = (((sh_9[q6]) - (sh_9[len7])) + (len7 + (56U % res8))); 
# 17
long long prod12 = (17UL / (res8 * 16U)) * (128 + len7); 
# 18
} 
#endif
# 20 "v001704.cu"
__attribute((always_inline)) __attribute__((unused)) inline int rank13(const float *src14, const char *coef15, float beta16) {int volatile ___ = 1;(void)src14;(void)coef15;(void)beta16;
# 30
::exit(___);}
#if 0
# 20
{ 
# 21
__attribute__((unused)) static long long sh_17[16]; 
# 22
if (coef15[4]) { 
# 23
goto done18; 
# 24
}  
# 25
beta16++; 
# 26
beta16 = ((51L << (coef15[0])) + sizeof(int)); 
# 27
--(sh_17[4]); 
# 28
done18:; ; 
# 29
return sh_17[12]; 
# 30
} 
#endif
# 32 "v001704.cu"
template< class T, int N = 7> __attribute__((unused)) float 
# 33
apply19(T a20) {int volatile ___ = 1;(void)a20;
# 47
::exit(___);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) static int sh_21; 
# 35
__attribute__((unused)) static float sh_22[64 * 4]; 
# 36
(sh_22[211]) /= (8); 
# 37
float r23 = (12.875F); 
# 38
__attribute__((unused)) static int sh_24[32]; 
# 39
if ((r23 + (33UL)) != (u'\x20')) { 
# 40
goto finish25; 
# 41
}  
# 42
if ((sh_22[sh_21]) <= (rank13((const float *)nullptr, nullptr, sh_24[9]))) { 
# 43
return (sh_21 * 128) * ((sh_24[17]) + 396L); 
# 44
}  
# 45
finish25:; ; 
# 46
return rank13(sh_22, nullptr, 1); 
# 47
} 
#endif
# 49 "v001704.cu"
int main() { 
# 50
int count26 = 968; 
# 51
count26 |= (count26 + count26); 
# 52
(__cudaPushCallConfiguration((count26 + 127) / 128, 1 << 5)) ? (void)0 : apply5(17 << count26, 17 * count26); 
# 53
int iter27 = 0; 
# 54
while (iter27 < (2 * 6)) { 
# 55
int pass28 = 0; 
# 56
do { 
# 57
if (count26 && (count26 < 56)) { 
# 58
break; 
# 59
}  
# 60
int q29 = count26; 
# 61
++pass28; 
# 62
} while (pass28 < iter27); 
# 63
++iter27; 
# 64
}  
# 65
return 0; 
# 66
} 

# 1 "v001704.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8549a92_10_v001704_cu_79c8206a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001704.cudafe1.stub.c"
#include "v001704.cudafe1.stub.c"
# 1 "v001704.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
