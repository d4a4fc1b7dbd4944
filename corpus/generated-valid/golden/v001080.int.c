# 1 "v001080.cu"
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
# 11 "v001080.cu"
static int d_smooth5; 
# 13
__attribute__((visibility("hidden"))) void blend6_kernel(const unsigned *src7, const int *coef8) ;
#if 0
# 14
{ 
# 15
d_smooth5 = (((28L | (__device_builtin_variable_threadIdx.x)) * (37)) + (5)); 
# 16
size_t idx9{(4662)}; 
# 17
idx9 = (47); 
# 18
--idx9; 
# 19
long lo10[2 * 2] = {}; 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22 "v001080.cu"
__attribute__((unused)) static int rank11(int *acc12, int n13, float cfg14 = (20.875F)) 
# 23
{int volatile ___ = 1;(void)acc12;(void)n13;(void)cfg14;
# 27
::exit(___);}
#if 0
# 23
{ 
# 24
constexpr int w15 = 13; 
# 25
unsigned m16 = *acc12; 
# 26
return d_smooth5; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001080.cu"
unsigned check_fold17(int len18) 
# 31
{ 
# 32
auto op22 = [base19 = 24 + len18](float tmp20) { 
# 33
(__cudaPushCallConfiguration(8, ((dim3)(2)), sizeof(float) * (128))) ? (void)0 : blend6_kernel((const unsigned *)nullptr, static_cast< const int *>(nullptr)); 
# 34
dim3 hi21(2); 
# 35
} ; typedef decltype(op22) __T0;
# 36
op22(len18); 
# 37
{ 
# 38
len18 = len18; 
# 39
long hi23(((16) * ((long)len18)) + (static_cast< short>(~len18))); 
# 40
} 
# 41
return len18; 
# 42
} 
# 44
unsigned long long run_bump24(float a25, unsigned p26, int n27 = 8) 
# 45
{ 
# 46
(__cudaPushCallConfiguration(dim3(2, (n27 + 127) / 128), 512, sizeof(int) * (128))) ? (void)0 : blend6_kernel(nullptr, nullptr); 
# 47
check_fold17(515UL); 
# 48
p26 = ((static_cast< long long>(63L)) + ((n27 & 11LL) + ((38) - a25))); 
# 49
(__cudaPushCallConfiguration(dim3((n27 + 255) / 256, 1 << 6), 1 << 6)) ? (void)0 : blend6_kernel(nullptr, nullptr); 
# 50
return check_fold17(1504U); 
# 51
} 
# 53
int main() 
# 54
{ 
# 55
int n28 = 3484; 
# 56
n28--; 
# 57
n28 = (n28 | n28); 
# 58
if ((n28 * n28) > 8) { 
# 59
return (((n28 & 1) ? 5UL : (1323L)) >= (33L)) ? run_bump24(n28, n28) : (check_fold17(n28)); 
# 60
}  
# 61
const char *k29 = ("warp size"); 
# 62
return 0; 
# 63
} 

# 1 "v001080.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6a4376bc_10_v001080_cu_d2221197
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001080.cudafe1.stub.c"
#include "v001080.cudafe1.stub.c"
# 1 "v001080.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
