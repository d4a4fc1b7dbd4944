# 1 "v001954.cu"
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
# 10 "v001954.cu"
enum Phase6 { MUL7, BUSY8 = 6, FAST9, RED10}; 
# 12
static void decay11(int stride12, int *acc13, Phase6 beta14) ;
#if 0
# 13
{ 
# 14
if ((28 ^ beta14) == beta14) { 
# 15
stride12 = (*acc13); 
# 16
} else { 
# 17
int hi15 = (stride12 - 17) % (beta14 & ((acc13 == (nullptr)) ? stride12 : stride12)); 
# 18
}  
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21 "v001954.cu"
template< class T> static void 
# 22
__wrapper__device_stub_blend16_kernel(const T *&input17, const unsigned *&src18, T *&dst19, float *&acc20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
unsigned mid21 = (10L); 
# 25
if ((*dst19) < (src18[1])) { 
# 26
__attribute__((unused)) static float sh_22; 
# 27
(*acc20) = ((acc20[7]) * ((2.0F) * (sh_22 - (BUSY8)))); 
# 28
}  
# 29
__attribute__((unused)) static int sh_23; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001954.cu"
template< class T> static void 
# 22
blend16_kernel(const T *input17, const unsigned *src18, T *dst19, float *acc20) 
# 23
{__wrapper__device_stub_blend16_kernel<T>(input17,src18,dst19,acc20);
# 30
return;}
#if 0
# 23
{ 
# 24
unsigned mid21 = (10L); 
# 25
if ((*dst19) < (src18[1])) { 
# 26
__attribute__((unused)) static float sh_22; 
# 27
(*acc20) = ((acc20[7]) * ((2.0F) * (sh_22 - (BUSY8)))); 
# 28
}  
# 29
__attribute__((unused)) static int sh_23; 
# 30
} 
#endif
# 32 "v001954.cu"
float run_accum24(float b25 = (5.25F)) 
# 33
{ 
# 34
for (int i26 = 0; i26 < 10; i26 += 4) { 
# 35
const unsigned k27 = i26 | 12; 
# 36
b25 = ((i26 * k27) * ((('a') | i26) - ((46) + b25))); 
# 37
}  
# 38
return sizeof(int); 
# 39
} 
# 41
int main() 
# 42
{ 
# 43
int size28 = 3460; 
# 44
(__cudaPushCallConfiguration(dim3((size28 + 255) / 256, 512), 64)) ? (void)0 : decay11((int)(size28 + 2), nullptr, FAST9); 
# 45
size28 += 59UL; 
# 46
size28 = ('\''); 
# 47
(__cudaPushCallConfiguration(((dim3)(((RED10) + ((BUSY8) + 18)) * ((FAST9) + 1))), 128 * 4)) ? (void)0 : blend16_kernel((const double *)nullptr, (const unsigned *)nullptr, static_cast< double *>(nullptr), static_cast< float *>(nullptr)); 
# 48
return 0; 
# 49
} 

# 1 "v001954.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3abe7492_10_v001954_cu_627c7a55
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001954.cudafe1.stub.c"
#include "v001954.cudafe1.stub.c"
# 1 "v001954.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
