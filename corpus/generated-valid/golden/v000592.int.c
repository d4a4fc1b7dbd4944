# 1 "v000592.cu"
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
# 9 "v000592.cu"
__attribute__((unused)) int decay4(int n5, int *dst6) {int volatile ___ = 1;(void)n5;(void)dst6;
# 14
::exit(___);}
#if 0
# 9
{ 
# 10
--n5; 
# 11
double x7[1 << 2] = {(7.0), (3.0), (42)}; 
# 12
(*dst6)++; 
# 13
return ((x7[2]) * (n5 + ('#'))); 
# 14
} 
#endif
# 15 "v000592.cu"
static unsigned c_warp8[8]; 
# 17
namespace impl9 { 
# 18
static void apply10_kernel(int stride11, int lane12, int count13, float *__restrict__ data14) ;
#if 0
# 18
{ 
# 19
decay4(L'\x23', &count13); 
# 20
__attribute__((unused)) static float sh_15[8]; 
# 21
} 
#endif
# 23 "v000592.cu"
__attribute__((visibility("hidden"))) void blend16_kernel(int n17, int *__restrict__ acc18, unsigned *acc19, float cfg20) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_21[]; 
# 25
for (int n22 = 0; n22 < n17; ++n22) { 
# 26
__attribute__((unused)) static int sh_23[16]; 
# 27
unsigned t24{1U}; 
# 28
}  
# 29
decay4(*acc18, acc18 + 3); 
# 30
} 
#endif
# 31 "v000592.cu"
}
# 33
int host_accum25(const int *in26, const int *__restrict__ in27) { 
# 34
(__cudaPushCallConfiguration(8, 1 << 5, sizeof(double) * (256), 0)) ? (void)0 : impl9::apply10_kernel(in26[2], in26[0], (double)(*in27), nullptr); 
# 35
long long res28[4]{(596), (50UL), (34), static_cast< long long>(in27[3])}; 
# 36
(res28[3]) = (53); 
# 37
(res28[3]) = (((sizeof(unsigned) - (in27[6])) << 3) - ((float)(in27[6]))); 
# 38
return *in27; 
# 39
} 
# 41
int main() { 
# 42
int count29 = 3309; 
# 43
count29 = ((host_accum25(&count29, &count29) - host_accum25(&count29, &count29)) + count29); 
# 44
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : impl9::blend16_kernel(host_accum25(nullptr, &count29), &count29, (unsigned *)nullptr, count29); 
# 45
return 0; 
# 46
} 

# 1 "v000592.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0b900d80_10_v000592_cu_68ec1972
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000592.cudafe1.stub.c"
#include "v000592.cudafe1.stub.c"
# 1 "v000592.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
