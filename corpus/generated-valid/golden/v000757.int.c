# 1 "v000757.cu"
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
# 17 "v000757.cu"
__attribute__((visibility("hidden"))) void warp7_kernel(float *__restrict__ buf8) ;
#if 0
# 17
{ 
# 18
(buf8[1]) = (buf8[3]); 
# 19
__attribute__((unused)) static unsigned sh_9[128]; 
# 20
if ((4) == (((buf8[5]) > (*buf8)) ? sh_9[111] : (4))) { 
# 21
return; 
# 22
}  
# 23
__attribute__((unused)) static int sh_10; 
# 24
} 
#endif
# 25 "v000757.cu"
enum State11: unsigned { SLOW12, ON13}; 
# 27
constexpr int sift14(int n15, float alpha16) { 
# 28
int diff17 = (40L) + (alpha16 * n15); 
# 29
return alpha16; 
# 30
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, class U> static void 
# 33
__wrapper__device_stub_grow18_kernel(const T *&coef19, State11 &alpha20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
U q21 = (double)alpha20; 
# 35
q21 *= ((48UL <= (coef19[0])) ? alpha20 : (*coef19)); 
# 36
int val22 = (sizeof(float)); 
# 37
q21 += (((alpha20 + val22) ? 3175U >> alpha20 : ((*coef19) * val22)) + sizeof(U)); 
# 38
++q21; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 32 "v000757.cu"
template< class T, class U> static void 
# 33
grow18_kernel(const T *coef19, State11 alpha20) {__wrapper__device_stub_grow18_kernel<T,U>(coef19,alpha20);
# 39
return;}
#if 0
# 33
{ 
# 34
U q21 = (double)alpha20; 
# 35
q21 *= ((48UL <= (coef19[0])) ? alpha20 : (*coef19)); 
# 36
int val22 = (sizeof(float)); 
# 37
q21 += (((alpha20 + val22) ? 3175U >> alpha20 : ((*coef19) * val22)) + sizeof(U)); 
# 38
++q21; 
# 39
} 
#endif
# 41 "v000757.cu"
int main() { 
# 42
int len23 = 3653; 
# 43
(__cudaPushCallConfiguration(((dim3)((len23 + 31) / 32)), ((dim3)(sizeof(float) * (4))))) ? (void)0 : warp7_kernel((float *)nullptr); 
# 44
float *stride24 = (nullptr); 
# 45
(__cudaPushCallConfiguration(dim3((len23 + 127) / 128, (len23 + 31) / 32), 512, sizeof(float) * (64), nullptr)) ? (void)0 : grow18_kernel< int, unsigned> (static_cast< const int *>(nullptr), ON13); 
# 46
if (((stride24[len23]) - (34)) == (*stride24)) { 
# 47
return sift14(len23, 396U); 
# 48
}  
# 49
(__cudaPushCallConfiguration(dim3((ON13) + (1), (len23 + 63) / 64), sizeof(unsigned) * ((ON13) + (127)), sizeof(int) * (64), 0)) ? (void)0 : warp7_kernel(stride24); 
# 50
float s25 = 4 << (len23 << 6); 
# 51
return 0; 
# 52
} 

# 1 "v000757.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b476b1b8_10_v000757_cu_6cc8f69a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000757.cudafe1.stub.c"
#include "v000757.cudafe1.stub.c"
# 1 "v000757.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
