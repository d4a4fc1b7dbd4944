# 1 "v000633.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v000633.cu"
template< class T, class U> static void 
# 22
__wrapper__device_stub_spread6(const T *&input7, const float *&coef8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
if ((*coef8) <= (input7[5])) { }  
# 24
__attribute__((unused)) static float sh_9; 
# 25
if (input7 == nullptr) { 
# 26
return; }  
# 27
constexpr float diff10 = (27L); 
# 28
(sh_9++), (sh_9 = (((coef8[2]) - (9.375F)) * (((1.375F) * (coef8[4])) * (50)))); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000633.cu"
template< class T, class U> static void 
# 22
spread6(const T *input7, const float *coef8) {__wrapper__device_stub_spread6<T,U>(input7,coef8);
# 29
return;}
#if 0
# 22
{ 
# 23
if ((*coef8) <= (input7[5])) { }  
# 24
__attribute__((unused)) static float sh_9; 
# 25
if (input7 == nullptr) { 
# 26
return; }  
# 27
constexpr float diff10 = (27L); 
# 28
(sh_9++), (sh_9 = (((coef8[2]) - (9.375F)) * (((1.375F) * (coef8[4])) * (50)))); 
# 29
} 
#endif
# 30 "v000633.cu"
enum class State11 { Idle12, Idle13, Slow14}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, class U> static void 
# 33
__wrapper__device_stub_mix15(U &a16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
int *v17 = (nullptr); 
# 35
constexpr float prod18 = (17.5F); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000633.cu"
template< class T, class U> static void 
# 33
mix15(U a16) {__wrapper__device_stub_mix15<T,U>(a16);
# 36
return;}
#if 0
# 33
{ 
# 34
int *v17 = (nullptr); 
# 35
constexpr float prod18 = (17.5F); 
# 36
} 
#endif
# 38 "v000633.cu"
static void gather19_kernel(int n20, unsigned alpha21, float *out22) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern int dyn_23[]; 
# 40
constexpr float off24 = (7.125F); 
# 41
(out22[alpha21]) *= alpha21; 
# 42
__attribute__((unused)) static double sh_25[64]; 
# 43
} 
#endif
# 45 "v000633.cu"
void fuse26(int n27, int stride28) { 
# 46
++n27; 
# 47
++n27; 
# 48
stride28 >>= (stride28 - stride28); 
# 49
const char *r29 = ("x=%d"); 
# 50
} 
# 52
int main() { 
# 53
int len30 = 3990; 
# 54
(__cudaPushCallConfiguration(512, 1 + 127)) ? (void)0 : spread6< double, double> (nullptr, static_cast< const float *>(nullptr)); 
# 55
dim3 sum31 = dim3((len30 + 127) / 128, 1 + 1); 
# 56
len30 = ((len30 += len30), len30); 
# 57
(__cudaPushCallConfiguration((len30 + 63) / 64, 256)) ? (void)0 : mix15< long, long> (('\a') + (len30 >> len30)); 
# 58
(__cudaPushCallConfiguration(128, sum31)) ? (void)0 : gather19_kernel(len30, 36 + len30, nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v000633.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7f0800ea_10_v000633_cu_fdf9462f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000633.cudafe1.stub.c"
#include "v000633.cudafe1.stub.c"
# 1 "v000633.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
