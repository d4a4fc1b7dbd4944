# 1 "v000505.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 5 "v000505.cu"
__attribute__((unused)) static char clamp1(int *data2, double cfg3, unsigned char *acc4) {int volatile ___ = 1;(void)data2;(void)cfg3;(void)acc4;
# 12
::exit(___);}
#if 0
# 5
{ 
# 6
cfg3 = ((53UL + (acc4[3])) / cfg3); 
# 7
cfg3 -= (28); 
# 8
bool res5((acc4[7]) / 1); 
# 9
(data2[2]) &= res5; 
# 10
cfg3 = res5; 
# 11
return 17; 
# 12
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000505.cu"
__attribute__((visibility("hidden"))) void rank6(double cfg7, const long *input8, int *acc9, int *acc10) ;
#if 0
# 14
{ 
# 15
constexpr bool hi11 = (1); 
# 16
constexpr int mid12 = (50UL); 
# 17
cfg7 = (acc10[6]); 
# 18
switch ((acc9[0]) + 7UL) { 
# 19
case 7:  { 
# 20
constexpr int e13 = (2 * (3 * 2)); 
# 21
break; 
# 22
} 
# 23
case 3:  
# 24
if ((cfg7 + (23U)) > (2U)) { 
# 25
break; }  
# 26
break; 
# 27
case 1 << 3:  
# 28
break; 
# 29
default:  
# 30
if (((int)cfg7) < 6L) { 
# 31
return; }  
# 32
break; 
# 33
}  
# 34
} 
#endif
# 37 "v000505.cu"
__attribute__((unused)) int norm14(unsigned long long q15, const unsigned *__restrict__ input16, int n17) {int volatile ___ = 1;(void)q15;(void)input16;(void)n17;
# 42
::exit(___);}
#if 0
# 37
{ 
# 38
clamp1(&n17, q15, (unsigned char *)nullptr); 
# 39
float u18 = (12.5F); 
# 40
float m19 = clamp1(&n17, 11, nullptr); 
# 41
return u18; 
# 42
} 
#endif
# 44 "v000505.cu"
int main() { 
# 45
int size20 = 690; 
# 46
(__cudaPushCallConfiguration(((dim3)(1)), 64)) ? (void)0 : rank6(((4.375) + size20) + ((15.125) - size20), static_cast< const long *>(nullptr), &size20, &size20); 
# 47
size20++; 
# 48
size20 = 46; 
# 49
return 0; 
# 50
} 

# 1 "v000505.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b575748_10_v000505_cu_c9721a65
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000505.cudafe1.stub.c"
#include "v000505.cudafe1.stub.c"
# 1 "v000505.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
