# 1 "v000186.cu"
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
# 12 "v000186.cu"
__attribute__((unused)) void bump5(unsigned long beta6, int *out7, int *acc8) {int volatile ___ = 1;(void)beta6;(void)out7;(void)acc8;
# 22
::exit(___);}
#if 0
# 12
{ 
# 13
beta6 = (beta6 - 55UL); 
# 14
int sum9 = ((sizeof(float) * (acc8[2])) - (*out7)) * (60U); 
# 15
sum9 = ((int)(*acc8)); 
# 16
int iter10 = 0; 
# 17
while (iter10 < sum9) { 
# 18
(*out7) = (static_cast< float>(*acc8)); 
# 19
long long cnt11[5]{(static_cast< long long>(12)), (46), 4LL, (-42), (16)}; 
# 20
++iter10; 
# 21
}  
# 22
} 
#endif
# 24 "v000186.cu"
constexpr int check_apply12(int count13) { 
# 25
return (12 - (count13 * count13)) >> (4680 + count13); 
# 26
} 
# 28
int march14(const float *coef15, int len16, int stride17) { 
# 29
for (int i18 = 0; i18 < len16; ++i18) { 
# 30
const unsigned v19 = (int)((stride17 + 14) + 43); 
# 31
len16 = i18; 
# 32
}  
# 33
for (int j20 = 0; j20 < 13; j20++) { 
# 34
len16 = (24UL); 
# 35
float idx21[2] = {(7.0F), (10)}; 
# 36
}  
# 37
auto x22 = (((sizeof(unsigned)) + (coef15[7])) * stride17) / ((len16 * (*coef15)) * (coef15[7])); 
# 38
return x22; 
# 39
} 
# 41
__attribute__((visibility("hidden"))) void sweep23_kernel(size_t cfg24) ;
#if 0
# 41
{ 
# 42
cfg24 = (cfg24 * cfg24); 
# 43
cfg24 = (18); 
# 44
unsigned flag25 = (((53) * cfg24) / (cfg24 >> cfg24)) - (cfg24 - cfg24); 
# 45
cfg24 = flag25; 
# 46
for (int n26 = 0; n26 < 9; n26++) { 
# 47
static_assert((sizeof(int) == (4)), "tile must fit");
# 48
}  
# 49
cfg24 = cfg24; 
# 50
} 
#endif
# 52 "v000186.cu"
int main() { 
# 53
int n27 = 3501; 
# 54
for (int n28 = 0; n28 < 4; ++n28) { 
# 55
(__cudaPushCallConfiguration(32 * (12 + (3 + 1)), 64)) ? (void)0 : sweep23_kernel((unsigned short)(n27 / n28)); 
# 56
float f29 = 8 + n28; 
# 57
if (!(f29 > f29)) { 
# 58
break; }  
# 59
}  
# 60
return 0; 
# 61
} 

# 1 "v000186.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2203f171_10_v000186_cu_b5035e7e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000186.cudafe1.stub.c"
#include "v000186.cudafe1.stub.c"
# 1 "v000186.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
