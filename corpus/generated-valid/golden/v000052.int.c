# 1 "v000052.cu"
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
# 14 "v000052.cu"
long accum5(int stride6) 
# 15
{ 
# 16
stride6 = (stride6 * 8); 
# 17
stride6++; 
# 18
++stride6; 
# 19
return stride6 % 16U; 
# 20
} 
# 22
__attribute__((visibility("hidden"))) void drift7_kernel(double cfg8, int *out9, signed char *data10, short *dst11) ;
#if 0
# 23
{ 
# 24
float base12 = accum5((+cfg8) + ((3539) + cfg8)); 
# 25
static_assert((42 > 41), "expected value");
# 26
} 
#endif
# 29 "v000052.cu"
__attribute__((visibility("hidden"))) void tile13(float q14, int *__restrict__ out15, long *__restrict__ dst16, int count17) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) static unsigned sh_18[32]; 
# 32
accum5(49); 
# 33
if ((13) >= (q14 - count17)) { 
# 34
return; 
# 35
}  
# 36
accum5(sh_18[27]); 
# 37
} 
#endif
# 39 "v000052.cu"
__attribute__((visibility("hidden"))) void tile19_kernel(unsigned long *__restrict__ acc20) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern float dyn_21[]; 
# 42
__attribute__((unused)) static int sh_22[3][8]; 
# 43
float y23((49)); 
# 44
} 
#endif
# 45 "v000052.cu"
static_assert((3 == 3), "bad config");
# 47
template< class T> 
# 48
struct Span24 { 
# 49
T z25, hi26; 
# 50
T w27; 
# 51
T bump28() const 
# 52
{ 
# 53
Span24 h29 = Span24{33, 127U, hi26}; 
# 54
accum5(accum5(hi26) + (h29.w27)); 
# 55
return (int)21; 
# 56
} 
# 57
}; 
# 59
int main() 
# 60
{ 
# 61
int len30 = 3267; 
# 62
(__cudaPushCallConfiguration(1, 49 + (49 + 30))) ? (void)0 : tile13(accum5(38), &len30, nullptr, len30); 
# 63
static_assert((25 == 25));
# 64
if (float z31 = (39ULL); len30 <= z31) { 
# 65
int stride32 = len30; 
# 66
}  
# 67
float s33 = accum5(len30 * 3L) % accum5(len30); 
# 68
s33++; 
# 69
(__cudaPushCallConfiguration((len30 + 255) / 256, 128)) ? (void)0 : drift7_kernel(-0, &len30, (signed char *)nullptr, nullptr); 
# 70
(__cudaPushCallConfiguration(64, 32)) ? (void)0 : tile19_kernel(nullptr); 
# 71
return 0; 
# 72
} 

# 1 "v000052.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ead7132_10_v000052_cu_f8c9000e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000052.cudafe1.stub.c"
#include "v000052.cudafe1.stub.c"
# 1 "v000052.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
