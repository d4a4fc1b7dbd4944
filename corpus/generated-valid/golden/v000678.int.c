# 1 "v000678.cu"
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
# 17 "v000678.cu"
__attribute__((section("__nv_managed_data__"))) static double (*m_blend4)[32] = 0; 
# 18
__attribute__((visibility("hidden"))) void drift5_kernel(double *out6, const int *coef7, int count8) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_9[]; 
# 20
if ((50U) != (dyn_9[count8 & 7])) { 
# 21
return; 
# 22
}  
# 23
for (int n10 = 0; n10 < count8; n10++) { 
# 24
(out6[5]) /= n10; 
# 25
}  
# 26
const int f11 = (53) & (count8 - 3UL); 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v000678.cu"
template< class T, class U> static void 
# 29
__wrapper__device_stub_lerp12_kernel(T *&acc13, T &q14, U *&acc15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
for (auto k16 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend4)))) { 
# 31
const int z17 = k16; 
# 32
for (int n18 = 0; n18 < z17; n18++) { 
# 33
float diff19 = (8); 
# 34
float res20[2] = {}; 
# 35
}  
# 36
}  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 28 "v000678.cu"
template< class T, class U> static void 
# 29
lerp12_kernel(T *acc13, T q14, U *acc15) {__wrapper__device_stub_lerp12_kernel<T,U>(acc13,q14,acc15);
# 37
return;}
#if 0
# 29
{ 
# 30
for (auto k16 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend4)))) { 
# 31
const int z17 = k16; 
# 32
for (int n18 = 0; n18 < z17; n18++) { 
# 33
float diff19 = (8); 
# 34
float res20[2] = {}; 
# 35
}  
# 36
}  
# 37
} 
#endif
# 38 "v000678.cu"
int main() { 
# 39
int count21 = 1806; 
# 40
float u22 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend4)))[21]; 
# 41
count21 = ((3) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend4)))[count21 & 31])); 
# 42
(__cudaPushCallConfiguration(dim3((count21 + 127) / 128, 16, (count21 + 63) / 64), 64, 0)) ? (void)0 : drift5_kernel(nullptr, &count21, u22); 
# 43
(__cudaPushCallConfiguration(4 * 8, dim3(64, 8 + 120), 0)) ? (void)0 : lerp12_kernel< int, int> (&count21, (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend4)))[11]) * (42)) - (u22 * count21), &count21); 
# 44
return 0; 
# 45
} 

# 1 "v000678.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d89212b_10_v000678_cu_c44f0445
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000678.cudafe1.stub.c"
#include "v000678.cudafe1.stub.c"
# 1 "v000678.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
