# 1 "v000906.cu"
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
# 10 "v000906.cu"
__attribute__((visibility("hidden"))) void update5_kernel(const float *__restrict__ coef6, double p7, unsigned cfg8, const int *__restrict__ input9) ;
#if 0
# 11
{ 
# 12
{ 
# 13
p7 = ((4.5) * (*coef6)); 
# 14
int val10 = (input9[1]) * (static_cast< long long>((5) % cfg8)); 
# 15
} 
# 16
--p7; 
# 17
} 
#endif
# 19 "v000906.cu"
namespace ops11 { 
# 20
__attribute__((visibility("hidden"))) void update12_kernel(int len13, const double *__restrict__ coef14) ;
#if 0
# 21
{ 
# 22
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
unsigned mid16 = (14UL ^ ((len13 += (__device_builtin_variable_blockIdx.x)), tid15)) - ((~tid15) - len13); 
# 24
int flag17 = (__device_builtin_variable_threadIdx.x) * (static_cast< int>(mid16 ^ (__device_builtin_variable_blockIdx.x))); 
# 25
len13++; 
# 26
if (mid16 == sizeof(float)) { 
# 27
return; }  
# 28
} 
#endif
# 29 "v000906.cu"
enum Phase18 { 
# 30
SLOW19, 
# 31
SLOW20, 
# 32
ON21, 
# 33
HIGH22, 
# 34
ON23 = 7
# 35
}; 
# 36
enum State24: unsigned char { OFF25 = 2U, IDLE26 = 7U, GREEN27}; 
# 37
}
# 39
static void smooth28_kernel(int count29, double *__restrict__ dst30, ops11::State24 cfg31, int len32) ;
#if 0
# 40
{ 
# 41
static_assert((sizeof(int) == (4)), "expected value");
# 42
int pass33 = 0; 
# 43
do { 
# 44
int z34{5}; 
# 45
if ((cfg31 >> z34) >= 14LL) { 
# 46
float cnt35(+((' ') % pass33)); 
# 47
static_assert((((ops11::GREEN27) + (5 * 3)) > 22), "bad config");
# 48
}  
# 49
++pass33; 
# 50
} while (pass33 < 2); 
# 51
unsigned diff36 = cfg31; 
# 52
} 
#endif
# 54 "v000906.cu"
int main() 
# 55
{ 
# 56
int len37 = 1282; 
# 57
len37++; 
# 58
len37 = (-len37); 
# 59
(__cudaPushCallConfiguration((len37 + 255) / 256, ((ops11::OFF25) + ((ops11::HIGH22) + 3)) * ((ops11::OFF25) + 2), 512 * 8)) ? (void)0 : update5_kernel(nullptr, (15.625F), len37, nullptr); 
# 60
(__cudaPushCallConfiguration((len37 + 31) / 32, 32)) ? (void)0 : ops11::update12_kernel((len37 & len37) >> ((ops11::OFF25) >> len37), nullptr); 
# 61
(__cudaPushCallConfiguration((len37 + 255) / 256, 512, sizeof(int) * (32))) ? (void)0 : smooth28_kernel(5U * len37, (double *)nullptr, ops11::OFF25, 52); 
# 62
return 0; 
# 63
} 

# 1 "v000906.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fe2038dd_10_v000906_cu_7836796d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000906.cudafe1.stub.c"
#include "v000906.cudafe1.stub.c"
# 1 "v000906.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
