# 1 "v000886.cu"
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
# 6 "v000886.cu"
static constexpr long LANES2 = (3); 
# 7
constexpr int STEPS3 = 3; 
# 9
__attribute((noinline)) __attribute__((unused)) int clamp4(float cfg5) 
# 10
{int volatile ___ = 1;(void)cfg5;
# 19
::exit(___);}
#if 0
# 10
{ 
# 11
if (LANES2 != (__device_builtin_variable_blockDim.z)) { 
# 12
for (int i6 = 0; i6 < 9; i6++) { 
# 13
cfg5 /= (LANES2 + cfg5); 
# 14
unsigned char val7 = (int)(-(STEPS3 * cfg5)); 
# 15
}  
# 16
cfg5 *= ((static_cast< float>(33LL)) * cfg5); 
# 17
}  
# 18
return cfg5; 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v000886.cu"
template< class T, class U> static void 
# 22
__wrapper__device_stub_stencil8_kernel(T *&out9, U &b10, float *__restrict__ &data11, float &q12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
int idx13 = __device_builtin_variable_threadIdx.x; 
# 25
__attribute__((unused)) static double sh_14[64]; 
# 26
(sh_14[__device_builtin_variable_blockIdx.z]) = (static_cast< size_t>(-clamp4((5.25F)))); 
# 27
__attribute__((unused)) static int sh_15[32]; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 21 "v000886.cu"
template< class T, class U> static void 
# 22
stencil8_kernel(T *out9, U b10, float *__restrict__ data11, float q12) 
# 23
{__wrapper__device_stub_stencil8_kernel<T,U>(out9,b10,data11,q12);
# 28
return;}
#if 0
# 23
{ 
# 24
int idx13 = __device_builtin_variable_threadIdx.x; 
# 25
__attribute__((unused)) static double sh_14[64]; 
# 26
(sh_14[__device_builtin_variable_blockIdx.z]) = (static_cast< size_t>(-clamp4((5.25F)))); 
# 27
__attribute__((unused)) static int sh_15[32]; 
# 28
} 
#endif
# 29 "v000886.cu"
static bool d_update16; 
# 31
int check_sweep17(const double *in18, int n19 = 57L) 
# 32
{ 
# 33
(__cudaPushCallConfiguration(dim3(LANES2 + (509), (n19 + 255) / 256), 256)) ? (void)0 : stencil8_kernel((int *)nullptr, static_cast< unsigned>(STEPS3 * n19), static_cast< float *>(nullptr), ((int)LANES2) + (in18[n19])); 
# 34
([]{ 
# 35
(__cudaPushCallConfiguration(8, 1 << (STEPS3 + 5))) ? (void)0 : stencil8_kernel< float, float> (nullptr, STEPS3, nullptr, (8.875F)); 
# 36
} )(); 
# 37
float cnt20 = (23.875F); 
# 38
++n19; 
# 39
return LANES2; 
# 40
} 
# 42
int main() 
# 43
{ 
# 44
int len21 = 1929; 
# 45
(__cudaPushCallConfiguration((len21 + 31) / 32, ((dim3)((len21 + 127) / 128)))) ? (void)0 : stencil8_kernel< float, double> (nullptr, check_sweep17(nullptr, static_cast< int>(sizeof(int))), nullptr, check_sweep17(nullptr) + check_sweep17(nullptr)); 
# 46
static int e22 = 18; 
# 47
const signed char k23 = (LANES2); 
# 48
e22 *= check_sweep17((const double *)nullptr, check_sweep17(nullptr, 27)); 
# 49
return 0; 
# 50
} 

# 1 "v000886.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__050ca0b9_10_v000886_cu_ec379311
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000886.cudafe1.stub.c"
#include "v000886.cudafe1.stub.c"
# 1 "v000886.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
