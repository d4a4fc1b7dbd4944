# 1 "v000693.cu"
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
# 12 "v000693.cu"
__attribute__((unused)) void grow6(float alpha7, long alpha8, int *__restrict__ buf9) {int volatile ___ = 1;(void)alpha7;(void)alpha8;(void)buf9;
# 16
::exit(___);}
#if 0
# 12
{ 
# 13
if (buf9 == (nullptr)) { 
# 14
return; }  
# 15
float q10[4] = {}; 
# 16
} 
#endif
# 18 "v000693.cu"
namespace gpu11 { 
# 19
int run_tally12(long q13) { 
# 20
q13 *= q13; 
# 21
q13 = (-22); 
# 22
auto lam14 = [=]()->int { 
# 23
return q13; 
# 24
} ; typedef decltype(lam14) __T0;
# 25
auto fn19 = [w15 = (-20)](unsigned y16) { 
# 26
double res17 = (58); 
# 27
unsigned prod18 = (3); 
# 28
} ; typedef decltype(fn19) __T1;
# 29
fn19(q13); 
# 30
int e20 = (q13 > (('\000') / q13)) ? 617UL : (q13 << q13); 
# 31
if (e20) { 
# 32
return (0) / (e20 - q13); }  
# 33
float sum21{(5.375F)}; 
# 34
return (e20 <= ((1925L) + sum21)) ? (((int)sum21) == 55) ? 30UL : ((e20 + 29) + 4) : (sizeof(unsigned short) / q13); 
# 35
} 
# 36
}
# 38
__attribute__((visibility("hidden"))) void bump22_kernel(char *out23, float p24) ;
#if 0
# 38
{ 
# 39
int gid25 = __device_builtin_variable_threadIdx.x; 
# 40
static_assert((sizeof(int) == (4)));
# 41
if ((*out23) == __device_builtin_variable_warpSize) { 
# 42
goto done26; 
# 43
}  
# 44
p24 *= ((8.5F) - (((gid25 + (out23[2])) + ((p24 + (37)) + (__alignof__(int)))) + ((float)9U))); 
# 45
grow6(50, 59ULL, reinterpret_cast< int *>(out23)); 
# 46
(out23[4]) &= gid25; 
# 47
done26:; ; 
# 48
} 
#endif
# 50 "v000693.cu"
int main() { 
# 51
int size27 = 3240; 
# 52
gpu11::run_tally12(size27); 
# 53
(__cudaPushCallConfiguration(1 << 4, 128 * 2)) ? (void)0 : bump22_kernel((char *)nullptr, (int)(36 / size27)); 
# 54
return 0; 
# 55
} 

# 1 "v000693.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__35b8184b_10_v000693_cu_636be72e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000693.cudafe1.stub.c"
#include "v000693.cudafe1.stub.c"
# 1 "v000693.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
