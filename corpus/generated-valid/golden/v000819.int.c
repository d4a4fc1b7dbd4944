# 1 "v000819.cu"
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
# 7 "v000819.cu"
__attribute((always_inline)) __attribute__((unused)) inline float tally2(short a3, int stride4) {int volatile ___ = 1;(void)a3;(void)stride4;
# 16
::exit(___);}
#if 0
# 7
{ 
# 8
stride4 = (54 - (static_cast< int>(stride4))); 
# 9
if (stride4 != 24UL) { 
# 10
(--stride4), (stride4 = (stride4 + (stride4 * ((stride4 += 36), (-40))))); 
# 11
int cnt5 = stride4; 
# 12
float idx6{(-(13.25F))}; 
# 13
}  
# 14
__attribute__((unused)) static float sh_7; 
# 15
return stride4; 
# 16
} 
#endif
# 18 "v000819.cu"
struct Sample8 { 
# 19
int vel9; 
# 20
float flag10; 
# 21
bool count11; 
# 22
int w12; 
# 23
}; 
# 25
__attribute__((visibility("hidden"))) void split13_kernel(const long *__restrict__ coef14, int *dst15, int len16) ;
#if 0
# 25
{ 
# 26
tally2(len16, dst15[2]); 
# 27
(dst15[5]) = ((8UL - ((*dst15) + 16)) - (*coef14)); 
# 28
++(dst15[len16]); 
# 29
(dst15[4]) = (((dst15[4]) * len16) * tally2(61 + (*dst15), (((dst15[len16]) += 46), 6))); 
# 30
(dst15[len16]) = (tally2(len16, len16)); 
# 31
len16 = (36L + (static_cast< int>(tally2(58, 13UL)))); 
# 32
Sample8 sum17 = {(43U), static_cast< float>(len16), false, 62}; 
# 33
} 
#endif
# 35 "v000819.cu"
int main() { 
# 36
int len18 = 2724; 
# 37
(__cudaPushCallConfiguration(((dim3)((len18 + 31) / 32)), 128, 4096)) ? (void)0 : split13_kernel(static_cast< const long *>(nullptr), &len18, len18); 
# 38
len18 = len18; 
# 39
unsigned base19 = len18 - 3UL; 
# 40
if (base19 >= sizeof(int)) { 
# 41
return 3U; 
# 42
}  
# 43
return 0; 
# 44
} 

# 1 "v000819.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__507fd29e_10_v000819_cu_0a106cc9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000819.cudafe1.stub.c"
#include "v000819.cudafe1.stub.c"
# 1 "v000819.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
