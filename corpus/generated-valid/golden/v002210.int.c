# 1 "v002210.cu"
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
# 16 "v002210.cu"
__attribute((always_inline)) __attribute__((unused)) inline void relax4(short cfg5, float alpha6) {int volatile ___ = 1;(void)cfg5;(void)alpha6;
# 28
::exit(___);}
#if 0
# 16
{ 
# 17
long diff7 = alpha6; 
# 18
for (int j8 = diff7; j8 > 0; --j8) { 
# 19
__attribute__((unused)) static int sh_9[4][5]; 
# 20
{ 
# 21
if (((__device_builtin_variable_threadIdx.y) & diff7) & (1)) { 
# 22
break; 
# 23
}  
# 24
auto q10 = ((cfg5 | ((sh_9[diff7 & (3)])[j8])) | (5 + j8)) - __device_builtin_variable_warpSize; 
# 25
} 
# 26
}  
# 27
diff7--; 
# 28
} 
#endif
# 30 "v002210.cu"
static void warp11(const unsigned long *input12, unsigned q13, const unsigned char *src14) ;
#if 0
# 30
{ 
# 31
for (int j15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j15 < 11; j15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 32
if ((input12[j15]) * (*src14)) { 
# 33
continue; 
# 34
}  
# 35
unsigned z16 = ((q13 += (__device_builtin_variable_threadIdx.z)), 30) + ((48UL - q13) >> (q13 & (input12[__device_builtin_variable_blockDim.x]))); 
# 36
}   
# 37
} 
#endif
# 39 "v002210.cu"
void run_norm17(int lane18, int len19, int count20) { 
# 40
for (int it21 = 0; it21 < 7; it21 += 2) { 
# 41
if (len19 > ((lane18 += 44L), 20)) { 
# 42
break; 
# 43
}  
# 44
auto prod22 = 6; 
# 45
}  
# 46
} 
# 48
int main() { 
# 49
int size23 = 2156; 
# 50
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (6 + (6 + 20)), (size23 + 127) / 128), 64 * 4, 0)) ? (void)0 : warp11(nullptr, 51UL % size23, nullptr); 
# 51
size23 *= (((size23 >= (size23 - 48)) ? size23 : 12) - ((15U + size23) ^ (9))); 
# 52
(size23--), (size23 = (size23 / 1565)); 
# 53
short base24 = (46U); 
# 54
if (base24 != base24) { 
# 55
return size23; 
# 56
}  
# 57
int sum25 = (((~base24) >> ((base24 += 557), 57)) != ((base24 += base24), 42)) ? size23 - 7 : base24; 
# 58
return 0; 
# 59
} 

# 1 "v002210.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b73af5b_10_v002210_cu_effbb0c0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002210.cudafe1.stub.c"
#include "v002210.cudafe1.stub.c"
# 1 "v002210.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
