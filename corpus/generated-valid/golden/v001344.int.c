# 1 "v001344.cu"
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
# 10 "v001344.cu"
constexpr double kW3 = (7.75); 
# 11
enum Level4: int { 
# 12
SLOW5 = 2, 
# 13
HIGH6 = 7, 
# 14
IDLE7, 
# 15
GREEN8, 
# 16
FAST9
# 17
}; 
# 19
long long run_step10(int n11, int count12, const double *coef13) { 
# 20
const char *mid14 = ("tile_tail"); 
# 21
int base15 = count12 / ((*coef13) + (kW3 - (*coef13))); 
# 22
n11 = (((50 * n11) % (n11 >> 7)) + n11); 
# 23
return +((40 + n11) >> (41 + n11)); 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void pivot16(const int *input17) ;
#if 0
# 26
{ 
# 27
auto base18 = input17[7]; 
# 28
base18 = (25ULL); 
# 29
int prod19 = 1 - (*input17); 
# 30
} 
#endif
# 32 "v001344.cu"
unsigned run_update20(unsigned short b21, float *acc22, float *dst23) { 
# 33
(acc22[b21]) = (acc22[b21]); 
# 34
(dst23[4]) = b21; 
# 35
b21 = ((4801ULL) + (dst23[b21])); 
# 36
return dst23[b21]; 
# 37
} 
# 39
int main() { 
# 40
int size24 = 3977; 
# 41
{ 
# 42
for (int n25 = 0; n25 < 4; n25++) { 
# 43
if (n25 <= (9 * size24)) { 
# 44
size24 = (IDLE7); 
# 45
size24 = (GREEN8); 
# 46
}  
# 47
size24 = (34UL + (size24 - 41)); 
# 48
}  
# 49
} 
# 50
(__cudaPushCallConfiguration(16, 1 << 6, 1 << (IDLE7), nullptr)) ? (void)0 : pivot16(&size24); 
# 51
return 0; 
# 52
} 

# 1 "v001344.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6457e44_10_v001344_cu_bb9cbc7f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001344.cudafe1.stub.c"
#include "v001344.cudafe1.stub.c"
# 1 "v001344.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
