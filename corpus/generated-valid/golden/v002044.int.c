# 1 "v002044.cu"
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

# 15 "v002044.cu"
template< class T, int N = 2> static void 
# 16
__wrapper__device_stub_relax7(T *&out8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
int iter10 = 0; 
# 19
while (iter10 < iter10) { 
# 20
if ((__device_builtin_variable_blockIdx.x) == ((iter10 + 27) & 15)) { 
# 21
int e11 = N; 
# 22
__attribute__((unused)) static int sh_12[32]; 
# 23
} else { if (out8 == nullptr) { 
# 24
if ((out8[__device_builtin_variable_blockIdx.y]) < N) { 
# 25
return; 
# 26
}  
# 27
T val13 = (iter10 | 6) & 15; 
# 28
} else { 
# 29
}  }  
# 30
++iter10; 
# 31
}  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 15 "v002044.cu"
template< class T, int N = 2> static void 
# 16
relax7(T *out8) {__wrapper__device_stub_relax7<T,N>(out8);
# 32
return;}
#if 0
# 16
{ 
# 17
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
int iter10 = 0; 
# 19
while (iter10 < iter10) { 
# 20
if ((__device_builtin_variable_blockIdx.x) == ((iter10 + 27) & 15)) { 
# 21
int e11 = N; 
# 22
__attribute__((unused)) static int sh_12[32]; 
# 23
} else { if (out8 == nullptr) { 
# 24
if ((out8[__device_builtin_variable_blockIdx.y]) < N) { 
# 25
return; 
# 26
}  
# 27
T val13 = (iter10 | 6) & 15; 
# 28
} else { 
# 29
}  }  
# 30
++iter10; 
# 31
}  
# 32
} 
#endif
# 33 "v002044.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_trace14 = 0; 
# 35
int main() { 
# 36
int len15 = 3398; 
# 37
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace14))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace14))); 
# 38
const int lo16 = ((len15 + len15) % 8) & 15; 
# 39
(__cudaPushCallConfiguration((lo16 + 255) / 256, 128)) ? (void)0 : relax7< float, 2> (static_cast< float *>(nullptr)); 
# 40
return 0; 
# 41
} 

# 1 "v002044.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__11391677_10_v002044_cu_bdda3719
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002044.cudafe1.stub.c"
#include "v002044.cudafe1.stub.c"
# 1 "v002044.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
