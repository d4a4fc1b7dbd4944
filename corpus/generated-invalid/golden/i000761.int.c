# 1 "i000761.cu"
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
# 7 "i000761.cu"
__attribute__((visibility("hidden"))) void norm2_kernel(int count3, const unsigned *in4) ;
#if 0
# 7
{ 
# 8
long z5 = in4[count3]; 
# 9
unsigned lim6 = *in4; 
# 10
unsigned x7 = (31); 
# 11
__attribute__((unused)) static int sh_8[256]; 
# 12
if (x7 <= (in4[4])) { 
# 13
return; }  
# 14
__attribute__((unused)) static float sh_9[32]; 
# 15
if (((52) <= (sh_9[30])) || (in4 != (nullptr))) { 
# 16
goto done10; 
# 17
}  
# 18
z5 = (44); 
# 19
done10:; ; 
# 20
} 
#endif
# 21 "i000761.cu"
enum class Kind11: long { Low12, Idle13, Slow14 = 5L}; 
# 23
__attribute__((visibility("hidden"))) void blend15(int count16, int n17, int count18) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) static double sh_19[128]; 
# 25
float off20 = count18 ^ (48 * n17); 
# 26
off20 = ((off20 - n17) - (778)); 
# 27
(sh_19[count18]) = (sizeof(int)); 
# 28
} 
#endif
# 29 "i000761.cu"
static_assert(((27 * 2) > 53), "expected value");
# 31
__attribute__((visibility("hidden"))) void fuse21_kernel(char *__restrict__ data22, float cfg23, int lane24) ;
#if 0
# 31
{ 
# 32
float val25 = cfg23; 
# 33
if (data22 == (nullptr)) { 
# 34
return; }  
# 35
static_assert((29 == 29), "tile must fit");
# 36
} 
#endif
# 37 "i000761.cu"
__attribute__((visibility("hidden"))) void gc_kernel30(int x, int *p) ;
#if 0
# 38
{ 
# 39
(p[0]) = x; 
# 40
} 
#endif
# 42 "i000761.cu"
int main() { 
# 43
int len26 = 2966; 
# 44
bool cnt27 = ((long)(61 / len26)) + len26; 
# 45
static int lim28 = 33; 
# 46
++lim28; 
# 47
long stride29 = lim28 - lim28; 
# 48
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (8), (lim28 + 127) / 128, 512), 32, 4096, (cudaStream_t)0)) ? (void)0 : norm2_kernel(lim28, nullptr); 
# 49
(__cudaPushCallConfiguration((len26 + 31) / 32, dim3((lim28 + 31) / 32, (lim28 + 127) / 128, 128))) ? (void)0 : blend15(len26 + (1U / lim28), len26, stride29); 
# 50
(__cudaPushCallConfiguration((lim28 + 31) / 32, 512, 0)) ? (void)0 : fuse21_kernel(nullptr, 36L % lim28, -17); 
# 51
return 0; 
# 52
} 

# 1 "i000761.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00184ed1_10_i000761_cu_3021e28e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000761.cudafe1.stub.c"
#include "i000761.cudafe1.stub.c"
# 1 "i000761.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
