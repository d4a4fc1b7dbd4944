# 1 "v000972.cu"
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
# 10 "v000972.cu"
__attribute__((visibility("hidden"))) void relax2(const unsigned *coef3, int stride4) ;
#if 0
# 11
{ 
# 12
int i5 = __device_builtin_variable_threadIdx.x; 
# 13
long val6 = 20 + stride4; 
# 14
val6 = ((float)val6); 
# 15
} 
#endif
# 17 "v000972.cu"
__attribute__((visibility("hidden"))) void sweep7_kernel(int *data8, int count9, int len10, unsigned char *dst11) ;
#if 0
# 18
{ 
# 19
int idx12 = __device_builtin_variable_threadIdx.x; 
# 20
for (int it13 = 0; it13 < len10; ++it13) { 
# 21
(*data8) = ((3091LL * idx12) + count9); 
# 22
const short s14 = count9; 
# 23
}  
# 24
const unsigned off15 = ((((data8[len10]) == (dst11[6])) ? sizeof(unsigned) : (data8[1])) + (3317)) - idx12; 
# 25
int t16{28}; 
# 26
} 
#endif
# 28 "v000972.cu"
void relax17(const unsigned long long *input18, int *acc19) 
# 29
{ 
# 30
unsigned lim20[4] = {}; 
# 31
size_t x21 = (((lim20[2]) - (lim20[3])) - ((acc19[5]) + ('0'))) + (lim20[1]); 
# 32
--(lim20[0]); 
# 33
unsigned long k22(31UL); 
# 34
} 
# 36
int main() 
# 37
{ 
# 38
int count23 = 989; 
# 39
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : sweep7_kernel(&count23, count23 % (4115 - count23), 38UL, (unsigned char *)nullptr); 
# 40
(__cudaPushCallConfiguration(16, sizeof(unsigned) * (32))) ? (void)0 : relax2((const unsigned *)nullptr, 52); 
# 41
for (int n24 = 0; n24 < count23; n24++) { 
# 42
const char *cnt25 = ("warp size"); 
# 43
}  
# 44
if (count23 - 27UL) { 
# 45
return 20L * count23; 
# 46
}  
# 47
return 0; 
# 48
} 

# 1 "v000972.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c362739a_10_v000972_cu_59fea707
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000972.cudafe1.stub.c"
#include "v000972.cudafe1.stub.c"
# 1 "v000972.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
