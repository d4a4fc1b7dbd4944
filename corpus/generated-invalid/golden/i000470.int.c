# 1 "i000470.cu"
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
# 19 "i000470.cu"
__attribute__((visibility("hidden"))) void bias9_kernel(int stride10, float *__restrict__ dst11) ;
#if 0
# 19
{ 
# 20
--(dst11[stride10]); 
# 21
stride10 = stride10; 
# 22
if (52 == stride10) { 
# 23
return; 
# 24
}  
# 25
} 
#endif
# 26 "i000470.cu"
enum class Phase12 { High13, Fast14 = 2, On15 = 8, High16}; 
# 27
static int c_pivot17; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, class U> static void 
# 30
__wrapper__device_stub_apply18(U &b19, U &beta20, int *__restrict__ &acc21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
beta20--; 
# 32
T flag22 = ((14.5F)); 
# 33
if (beta20 >= 58) { 
# 34
goto done23; 
# 35
}  
# 36
(acc21[c_pivot17]) ^= 3LL; 
# 37
if (c_pivot17) { 
# 38
return; 
# 39
}  
# 40
++flag22; 
# 41
done23:; ; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 29 "i000470.cu"
template< class T, class U> static void 
# 30
apply18(U b19, U beta20, int *__restrict__ acc21) {__wrapper__device_stub_apply18<T,U>(b19,beta20,acc21);
# 42
return;}
#if 0
# 30
{ 
# 31
beta20--; 
# 32
T flag22 = ((14.5F)); 
# 33
if (beta20 >= 58) { 
# 34
goto done23; 
# 35
}  
# 36
(acc21[c_pivot17]) ^= 3LL; 
# 37
if (c_pivot17) { 
# 38
return; 
# 39
}  
# 40
++flag22; 
# 41
done23:; ; 
# 42
} 
#endif
# 43 "i000470.cu"
enum Op24 { 
# 44
SLOW25, 
# 45
OFF26, 
# 46
GREEN27, 
# 47
FAST28, 
# 48
LOW29
# 49
}; 
# 50
__attribute((host)) int misplaced33; 
# 52
int main() { 
# 53
int size30 = 3493; 
# 54
size30 = (44U); 
# 55
float prod31{(16.625F)}; 
# 56
size30 ^= sizeof(long); 
# 57
dim3 mid32 = dim3(2, (size30 + 255) / 256); 
# 58
--size30; 
# 59
(__cudaPushCallConfiguration(mid32, 512, 0)) ? (void)0 : bias9_kernel(61U, nullptr); 
# 60
(__cudaPushCallConfiguration(dim3(1 << 7, 1 << 3), 6 + 58, 0)) ? (void)0 : apply18< long, long> ((size30 <= (static_cast< float>(prod31))) ? prod31 + (3) : prod31, ((prod31 + size30) > (size30 + 2692)) ? prod31 + size30 : (size30 + 2692), &size30); 
# 61
return 0; 
# 62
} 

# 1 "i000470.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__035072aa_10_i000470_cu_ac5ada36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000470.cudafe1.stub.c"
#include "i000470.cudafe1.stub.c"
# 1 "i000470.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
