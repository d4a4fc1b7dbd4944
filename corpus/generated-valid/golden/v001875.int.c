# 1 "v001875.cu"
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
# 7 "v001875.cu"
static void probe2_kernel(float *data3) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned dyn_4[]; 
# 11
#pragma unroll
for (
# 11
int n5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n5 < 10; n5 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 12
char sum6 = __device_builtin_variable_warpSize; 
# 13
(*data3) = ((*data3) - (((9.0F) - sum6) * (n5 + (__device_builtin_variable_gridDim.y)))); 
# 14
}  
# 15
} 
#endif
# 17 "v001875.cu"
struct __attribute((aligned(8))) Span7 { 
# 18
float flag8; 
# 19
int val9; 
# 20
short mass10; 
# 21
}; 
# 28
__attribute__((visibility("hidden"))) void map_grow12(unsigned *data, int n) ;
#if 0
# 28
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 30 "v001875.cu"
__attribute__((unused)) static size_t merge13(int *__restrict__ buf14, int stride15, unsigned a16 = 14U) 
# 31
{int volatile ___ = 1;(void)buf14;(void)stride15;(void)a16;
# 37
::exit(___);}
#if 0
# 31
{ 
# 32
unsigned long long v17 = 3U & stride15; 
# 33
float v18 = stride15; 
# 34
signed char stride19 = ((v17 += (36U)), (v17 + v17)) & (43); 
# 35
short lo20 = -stride15; 
# 36
return 17L; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001875.cu"
void check_split21(Span7 q22, const float *__restrict__ coef23, int n24) 
# 40
{ 
# 41
if ((n24 * 15) < 6U) { 
# 42
goto done27; 
# 43
}  
# 44
if (coef23 == (nullptr)) { 
# 45
const int *x25 = &n24; 
# 46
const char *lim26 = ("kernel\n"); 
# 47
}  
# 48
n24 = 7; 
# 49
done27:; ; 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int len28 = 614; 
# 55
if (len28 & 1) { 
# 56
for (int j29 = 0; j29 < len28; ++j29) { 
# 57
const char *off30 = ("raw \\n text"); 
# 58
}  
# 59
auto hi31 = len28; 
# 60
}  
# 61
(__cudaPushCallConfiguration(1, 32, 1024)) ? (void)0 : probe2_kernel((float *)nullptr); 
# 62
(__cudaPushCallConfiguration((len28 + 255) / 256, 256, sizeof(float) * (32))) ? (void)0 : map_grow12(nullptr, 'a'); 
# 63
return 0; 
# 64
} 

# 1 "v001875.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__339e9332_10_v001875_cu_5702c9dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001875.cudafe1.stub.c"
#include "v001875.cudafe1.stub.c"
# 1 "v001875.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
