# 1 "v002161.cu"
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
# 9 "v002161.cu"
namespace gpu4 { 
# 10
void count5(short a6 = 51L) 
# 11
{ 
# 12
float idx7{(13.25F)}; 
# 13
int cnt8 = ~a6; 
# 14
unsigned long hi9{(47)}; 
# 15
unsigned res10 = (17L); 
# 16
} 
# 18
static void bump11(double cfg12, double *buf13) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_14[]; 
# 21
const float f15 = cfg12; 
# 22
(*buf13) = cfg12; 
# 23
float res16 = f15 - (18.25F); 
# 24
char idx17{static_cast< char>(((dyn_14[5]) - (dyn_14[6])) & __alignof__(int))}; 
# 25
} 
#endif
# 26 "v002161.cu"
}
# 27
enum class Op18: short { On19, Red20 = 5, Blue21 = 11, Slow22 = 17}; 
# 29
static int host_trace23(int stride24, const size_t *input25, const int *src26) 
# 30
{ 
# 31
(__cudaPushCallConfiguration(512, 256)) ? (void)0 : gpu4::bump11((0.875) + (*input25), nullptr); 
# 32
Op18 prod27 = Op18::Red20; 
# 33
(__cudaPushCallConfiguration((stride24 + 63) / 64, 8 * 16, 256)) ? (void)0 : gpu4::bump11((5 * (*src26)) + 1, (double *)nullptr); 
# 34
stride24++; 
# 35
prod27 = Op18::On19; 
# 36
return ((stride24 += 32), (-23L)); 
# 37
} 
# 39
int main() 
# 40
{ 
# 41
int n28 = 1606; 
# 42
(__cudaPushCallConfiguration((n28 + 31) / 32, 256)) ? (void)0 : gpu4::bump11(((size_t)58) / n28, (double *)nullptr); 
# 43
n28 = (13U); 
# 44
for (int j29 = 0, j30 = 8; j29 < j30; (++j29), (--j30)) { 
# 45
(__cudaPushCallConfiguration(2, 32, 1024)) ? (void)0 : gpu4::bump11(-((' ') % n28), nullptr); 
# 46
}  
# 47
n28 = (30L); 
# 48
return 0; 
# 49
} 

# 1 "v002161.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__977b6680_10_v002161_cu_d466992b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002161.cudafe1.stub.c"
#include "v002161.cudafe1.stub.c"
# 1 "v002161.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
