# 1 "v001341.cu"
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
# 8 "v001341.cu"
static int scatter3(float cfg4, long *__restrict__ acc5) { 
# 9
cfg4 *= cfg4; 
# 10
int *lim6 = reinterpret_cast< int *>(acc5); 
# 11
return (int)(((unsigned char)(lim6[7])) >> (acc5[4])); 
# 12
} 
# 15
__attribute__((visibility("hidden"))) void pivot7(int stride8) ;
#if 0
# 15
{ 
# 16
int tid9 = __device_builtin_variable_threadIdx.x; 
# 17
if (tid9 >= stride8) { 
# 18
return; 
# 19
}  
# 20
if (tid9 == (' ')) { 
# 21
return; 
# 22
}  
# 23
unsigned base10 = (19); 
# 24
float stride11{(24.5F)}; 
# 25
if (stride8 > 56) { 
# 26
goto done12; 
# 27
}  
# 28
if (base10 < stride8) { 
# 29
return; 
# 30
}  
# 31
base10 <<= tid9; 
# 32
done12:; ; 
# 33
} 
#endif
# 35 "v001341.cu"
unsigned long check_sift13(float q14, unsigned p15, const unsigned *in16) { 
# 36
if (23L >= p15) { 
# 37
return q14; 
# 38
}  
# 39
(__cudaPushCallConfiguration(sizeof(int) * (64), 32)) ? (void)0 : pivot7(p15); 
# 40
if (((scatter3(p15, nullptr)) * (q14 + (sizeof(int)))) <= (scatter3(in16[p15], (long *)nullptr))) { 
# 41
if (!(((in16[p15]) / q14) == (in16[p15]))) { 
# 42
q14 /= (scatter3((float)q14, nullptr) << ((p15 - (in16[p15])) + 41U)); 
# 43
(__cudaPushCallConfiguration(1, 8 * 16, 256)) ? (void)0 : pivot7((int)((23) - p15)); 
# 44
} else { 
# 45
--p15; 
# 46
}  
# 47
}  
# 48
return q14; 
# 49
} 
# 51
int main() { 
# 52
int n17 = 3945; 
# 53
constexpr int acc18 = (18UL); 
# 54
unsigned e19 = (acc18 + scatter3(acc18, (long *)nullptr)) + ((n17 << 6) + 51U); 
# 55
check_sift13((n17 + n17) + (e19 >> 2), acc18 - n17, &e19); 
# 56
unsigned k20 = (60); 
# 57
return 0; 
# 58
} 

# 1 "v001341.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__919b8e76_10_v001341_cu_2e9ee166
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001341.cudafe1.stub.c"
#include "v001341.cudafe1.stub.c"
# 1 "v001341.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
