# 1 "v001274.cu"
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
# 18 "v001274.cu"
static void host_scatter6(int count7, bool q8, int stride9 = 14) { 
# 19
float t10(stride9); 
# 20
t10++; 
# 21
int iter11 = 0; 
# 22
do { 
# 23
if (unsigned char e12{(15)}; (t10 + (1214UL / q8)) != (59)) { 
# 24
e12 = ((36) / (e12 - ((t10 > (10L)) ? t10 : (10L)))); 
# 25
count7--; 
# 26
}  
# 27
++iter11; 
# 28
} while (iter11 < iter11); 
# 29
} 
# 32
__attribute__((visibility("hidden"))) void sweep13(const int *src14, float *out15, const signed char *__restrict__ input16) ;
#if 0
# 32
{ 
# 33
float flag17 = ((10UL + (*src14)) + ((*src14) + (src14[4]))) & ((!out15) ? 31LL : ((src14[5]) + (src14[5]))); 
# 34
for (int i18 = 0; i18 < 9; ++i18) { 
# 35
double diff19 = ((16.25F)); 
# 36
for (int n20 = 0; n20 < i18; ++n20) { 
# 37
if (((unsigned)(src14[n20])) < (41)) { 
# 38
return; 
# 39
}  
# 40
int base21 = *out15; 
# 41
}  
# 42
}  
# 43
const unsigned idx22 = (56); 
# 44
} 
#endif
# 46 "v001274.cu"
__attribute__((visibility("hidden"))) void step23(unsigned short cfg24, float b25, float *__restrict__ dst26, int count27) ;
#if 0
# 46
{ 
# 47
if ((b25 < (*dst26)) && ((56) >= (((dst26[count27]) <= (24)) ? 3 : (*dst26)))) { 
# 48
(dst26[count27])--; 
# 49
if (b25 >= (56)) { 
# 50
if (count27 <= 42L) { 
# 51
if (((dst26[1]) <= cfg24) || ((dst26[2]) == (dst26[6]))) { 
# 52
return; 
# 53
}  
# 54
size_t v28 = count27 * ((3097) / (*dst26)); 
# 55
}  
# 56
}  
# 57
}  
# 58
} 
#endif
# 60 "v001274.cu"
int main() { 
# 61
int count29 = 3047; 
# 62
count29 *= (~(((count29 + count29) >= count29) ? 45 : (56 + count29))); 
# 63
(count29--), (count29 = count29); 
# 64
count29 = 12; 
# 65
(__cudaPushCallConfiguration((count29 + 127) / 128, 1 << 5, 4096, (cudaStream_t)0)) ? (void)0 : sweep13(nullptr, static_cast< float *>(nullptr), nullptr); 
# 66
(__cudaPushCallConfiguration(32 * 4, 1 << 6, 0)) ? (void)0 : step23(count29, count29 - 17, nullptr, count29); 
# 67
return 0; 
# 68
} 

# 1 "v001274.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ab9d731_10_v001274_cu_7b9a478f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001274.cudafe1.stub.c"
#include "v001274.cudafe1.stub.c"
# 1 "v001274.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
