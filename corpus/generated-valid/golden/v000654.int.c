# 1 "v000654.cu"
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
# 22 "v000654.cu"
__attribute__((visibility("hidden"))) void combine7(int stride8, unsigned *__restrict__ data9) ;
#if 0
# 23
{ 
# 24
int iter10 = 0; 
# 25
do { 
# 26
if (((*data9) >> (data9[7])) != (iter10 - ((iter10 == stride8) ? sizeof(float) : stride8))) { 
# 27
unsigned flag11 = (sizeof(unsigned) % ((data9[1]) + (23))) - ((-iter10) + stride8); 
# 28
} else { if (size_t k12{(static_cast< size_t>(12))}; k12 == (60)) { 
# 29
bool res13 = ((data9[4]) | sizeof(int)) <= iter10; 
# 30
__attribute__((unused)) static unsigned sh_14; 
# 31
}  }  
# 32
++iter10; 
# 33
} while (iter10 < iter10); 
# 34
} 
#endif
# 36 "v000654.cu"
__attribute__((visibility("hidden"))) void rank15(const double *input16) ;
#if 0
# 37
{ 
# 38
double flag17{(1.0)}; 
# 39
flag17 = (flag17 + ((flag17 > ('#')) ? (20.625F) : flag17)); 
# 40
long q18{(36)}; 
# 41
} 
#endif
# 42 "v000654.cu"
enum class Mode19: int { 
# 43
Slow20 = 2, 
# 44
High21, 
# 45
Add22 = 8, 
# 46
Red23, 
# 47
Slow24 = 12
# 48
}; 
# 50
namespace gpu25 { 
# 51
static int c_warp26; 
# 52
enum Mode27: unsigned char { LOW28, LOW29, FAST30 = 7U}; 
# 54
__attribute__((visibility("hidden"))) void scatter31(int stride32, float q33) ;
#if 0
# 55
{ 
# 56
++stride32; 
# 57
__attribute__((unused)) static unsigned sh_34; 
# 58
static_assert((((gpu25::LOW29) + (32 + 24)) == 57), "bad config");
# 59
} 
#endif
# 60 "v000654.cu"
}
# 62
int main() 
# 63
{ 
# 64
int len35 = 2285; 
# 65
--len35; 
# 66
len35++; 
# 67
(__cudaPushCallConfiguration(dim3((len35 + 31) / 32, 32), 512, 0)) ? (void)0 : combine7(gpu25::LOW28, nullptr); 
# 68
(__cudaPushCallConfiguration(((dim3)((len35 + 31) / 32)), 1 << ((gpu25::LOW29) + ((gpu25::LOW29) + (gpu25::FAST30))), 0)) ? (void)0 : rank15((const double *)nullptr); 
# 69
(__cudaPushCallConfiguration(1, (gpu25::LOW29) + (27 + 228))) ? (void)0 : gpu25::scatter31(+len35, 2029UL); 
# 70
return 0; 
# 71
} 

# 1 "v000654.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d9fcdf3_10_v000654_cu_17c80374
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000654.cudafe1.stub.c"
#include "v000654.cudafe1.stub.c"
# 1 "v000654.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
