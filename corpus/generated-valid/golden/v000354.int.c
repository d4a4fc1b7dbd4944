# 1 "v000354.cu"
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
# 11 "v000354.cu"
enum class Phase5 { Red6, Idle7}; 
# 13
namespace math8 { namespace v9 { 
# 14
static unsigned d_tally10[32]; 
# 16
void run_gather11(int lane12) 
# 17
{ 
# 18
constexpr short val13 = (2 + 3); 
# 19
unsigned mid14 = (17L); 
# 20
lane12 = 33; 
# 21
lane12--; 
# 22
cudaStream_t s15 = (nullptr); 
# 23
if (lane12 != mid14) { 
# 24
return; 
# 25
}  
# 26
Phase5 hi16 = Phase5::Idle7; 
# 27
} 
# 28
}}
# 29
enum class State17 { Red18, Low19, Red20, Green21}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N> static void 
# 32
__wrapper__device_stub_sweep22_kernel(const T *__restrict__ &input23, T &q24, double *__restrict__ &acc25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
int idx26 = __device_builtin_variable_threadIdx.x; 
# 35
--q24; 
# 36
if (idx26 & __device_builtin_variable_warpSize) { 
# 37
return; 
# 38
}  
# 39
if (q24 >= ((double)(*acc25))) { 
# 40
return; 
# 41
}  
# 42
} 
#endif

#pragma GCC diagnostic pop

# 31 "v000354.cu"
template< class T, int N> static void 
# 32
sweep22_kernel(const T *__restrict__ input23, T q24, double *__restrict__ acc25) 
# 33
{__wrapper__device_stub_sweep22_kernel<T,N>(input23,q24,acc25);
# 42
return;}
#if 0
# 33
{ 
# 34
int idx26 = __device_builtin_variable_threadIdx.x; 
# 35
--q24; 
# 36
if (idx26 & __device_builtin_variable_warpSize) { 
# 37
return; 
# 38
}  
# 39
if (q24 >= ((double)(*acc25))) { 
# 40
return; 
# 41
}  
# 42
} 
#endif
# 44 "v000354.cu"
size_t fold27(int stride28, int lane29, char alpha30) 
# 45
{ 
# 46
bool tmp31 = stride28; 
# 47
if (stride28 > sizeof(float)) { 
# 48
goto skip32; 
# 49
}  
# 50
stride28--; 
# 51
skip32:; ; 
# 52
return (stride28 - lane29) ^ ((tmp31 % 3) - tmp31); 
# 53
} 
# 55
int main() 
# 56
{ 
# 57
int size33 = 1408; 
# 58
(__cudaPushCallConfiguration(512, 256, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : sweep22_kernel< double, 5> (nullptr, 47, (double *)nullptr); 
# 59
long prod34 = size33; 
# 60
size33 = (prod34 + (size33 ^ 43)); 
# 61
(__cudaPushCallConfiguration(4 * 16, 512, 0, nullptr)) ? (void)0 : sweep22_kernel< unsigned, 4> (static_cast< const unsigned *>(nullptr), prod34, nullptr); 
# 62
const float *off35 = (nullptr); 
# 63
prod34++; 
# 64
return 0; 
# 65
} 

# 1 "v000354.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d525c40_10_v000354_cu_68c5c84e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000354.cudafe1.stub.c"
#include "v000354.cudafe1.stub.c"
# 1 "v000354.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
