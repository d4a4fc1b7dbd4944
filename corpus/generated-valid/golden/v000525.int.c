# 1 "v000525.cu"
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
# 9 "v000525.cu"
__attribute__((visibility("hidden"))) void trace2(double *__restrict__ dst3, int n4, int lane5, int stride6) ;
#if 0
# 9
{ 
# 10
stride6 = (7ULL); 
# 11
if ((*dst3) >= (10)) { 
# 12
return; 
# 13
}  
# 14
lane5 = 18; 
# 15
if (lane5 <= stride6) { 
# 16
return; 
# 17
}  
# 18
} 
#endif
# 19 "v000525.cu"
namespace ops7 { 
# 20
__attribute__((visibility("hidden"))) void tally8(const float *__restrict__ input9, const long *__restrict__ in10, int count11, float *acc12) ;
#if 0
# 20
{ 
# 21
count11 = (-35L); 
# 22
constexpr int sum13 = 24; 
# 23
count11 = 4; 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 25 "v000525.cu"
__attribute__((unused)) static int accum14(float beta15, int n16, int *__restrict__ dst17) {int volatile ___ = 1;(void)beta15;(void)n16;(void)dst17;
# 36
::exit(___);}
#if 0
# 25
{ 
# 26
int w18 = 0; 
# 27
while (w18 < w18) { 
# 28
constexpr long long h19 = (10); 
# 29
++w18; 
# 30
}  
# 31
beta15 = w18; 
# 32
if (w18 >= n16) { 
# 33
return 42; 
# 34
}  
# 35
return beta15; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000525.cu"
}
# 38
constexpr int grow20(int lane21, int lane22) { 
# 39
lane22 = (1864U); 
# 40
lane22 = ('A'); 
# 41
return 4; 
# 42
} 
# 43
int main() { 
# 44
int len23 = 1799; 
# 45
len23 = ((long)(len23 / len23)); 
# 46
constexpr size_t diff24 = (36); 
# 47
cudaStream_t m25 = (nullptr); 
# 48
(__cudaPushCallConfiguration(32, 512, sizeof(double) * (32), 0)) ? (void)0 : trace2((double *)nullptr, len23, (62 * len23) | diff24, (len23 >> len23) / 64L); 
# 49
(__cudaPushCallConfiguration(((dim3)(128 * 2)), ((dim3)((len23 + 31) / 32)))) ? (void)0 : ops7::tally8((const float *)nullptr, nullptr, (18LL * len23) % (~len23), (float *)nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v000525.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1970428_10_v000525_cu_1ae211b2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000525.cudafe1.stub.c"
#include "v000525.cudafe1.stub.c"
# 1 "v000525.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
