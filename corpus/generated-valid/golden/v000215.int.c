# 1 "v000215.cu"
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
# 7 "v000215.cu"
__attribute__((visibility("hidden"))) void lerp2(signed char *acc3, int *__restrict__ out4, const unsigned short *coef5) ;
#if 0
# 7
{ 
# 8
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (__device_builtin_variable_threadIdx.x) { 
# 10
goto skip7; 
# 11
}  
# 12
(acc3[i6]) = ((__device_builtin_variable_blockIdx.y) / (7)); 
# 13
(out4[__device_builtin_variable_blockIdx.z]) = (acc3[i6]); 
# 14
if (i6 == i6) { 
# 15
(out4[i6]) = (((*acc3) + (21 - (out4[6]))) - (coef5[0])); 
# 16
if (((coef5[i6]) - 56) != 34UL) { 
# 17
return; 
# 18
}  
# 19
}  
# 20
skip7:; ; 
# 21
} 
#endif
# 23 "v000215.cu"
constexpr int merge8(int count9, int stride10) { 
# 24
return count9; 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void update11(long beta12) ;
#if 0
# 27
{ 
# 28
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (tid13 >= beta12) { 
# 30
return; 
# 31
}  
# 32
if (int t14 = tid13; (__device_builtin_variable_blockIdx.z) != (merge8(t14, tid13))) { 
# 33
signed char flag15 = (tid13 + (t14 / 32)) + (merge8(beta12, 27) + (__device_builtin_variable_warpSize + tid13)); 
# 34
beta12 = tid13; 
# 35
}  
# 36
char m16 = (53); 
# 37
int s17 = (float)m16; 
# 38
unsigned char x18 = (38); 
# 39
} 
#endif
# 41 "v000215.cu"
int main() { 
# 42
int n19 = 651; 
# 43
int u20{(int)n19}; 
# 44
if (short lo21((38)); (u20 + merge8(lo21, 43U)) >= 32) { 
# 45
if (lo21 <= merge8(n19, u20)) { 
# 46
(__cudaPushCallConfiguration(2 * 8, 256, 256)) ? (void)0 : lerp2((signed char *)nullptr, nullptr, nullptr); 
# 47
}  
# 48
lo21 = (merge8(u20, n19 / merge8(n19, lo21))); 
# 49
}  
# 50
(__cudaPushCallConfiguration(dim3(64, 2), 32, 256 * 4)) ? (void)0 : update11(merge8(u20, n19) * (53 * n19)); 
# 51
return 0; 
# 52
} 

# 1 "v000215.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb324e40_10_v000215_cu_9d9dfda0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000215.cudafe1.stub.c"
#include "v000215.cudafe1.stub.c"
# 1 "v000215.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
