# 1 "v000175.cu"
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

# 11 "v000175.cu"
template< class T, int N> static void 
# 12
__wrapper__device_stub_grow6(T &p7, T *&data8, T *&out9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
unsigned i10 = __device_builtin_variable_threadIdx.x; 
# 15
#pragma unroll 4
for (
# 15
int j11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j11 < 15; j11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 16
if ((!(!data8)) && ((j11 < (data8[6])) || ((out9[j11]) != (*data8)))) { 
# 17
if (((i10 != p7) ? 1 : N) >= N) { 
# 18
continue; 
# 19
}  
# 20
}  
# 21
if (((*data8) < N) || i10) { 
# 22
return; 
# 23
}  
# 24
}  
# 25
if (!(!data8)) { 
# 26
return; 
# 27
}  
# 28
(data8[3]) = (out9[2]); 
# 29
int x12{17}; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000175.cu"
template< class T, int N> static void 
# 12
grow6(T p7, T *data8, T *out9) {__wrapper__device_stub_grow6<T,N>(p7,data8,out9);
# 30
return;}
#if 0
# 12
{ 
# 13
unsigned i10 = __device_builtin_variable_threadIdx.x; 
# 15
#pragma unroll 4
for (
# 15
int j11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j11 < 15; j11 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 16
if ((!(!data8)) && ((j11 < (data8[6])) || ((out9[j11]) != (*data8)))) { 
# 17
if (((i10 != p7) ? 1 : N) >= N) { 
# 18
continue; 
# 19
}  
# 20
}  
# 21
if (((*data8) < N) || i10) { 
# 22
return; 
# 23
}  
# 24
}  
# 25
if (!(!data8)) { 
# 26
return; 
# 27
}  
# 28
(data8[3]) = (out9[2]); 
# 29
int x12{17}; 
# 30
} 
#endif
# 32 "v000175.cu"
float norm13(int count14, int lane15) { 
# 33
if (((lane15 > lane15) ? 16UL : lane15) == count14) { 
# 34
(__cudaPushCallConfiguration(((dim3)(32 * 16)), 64, sizeof(float) * (256), nullptr)) ? (void)0 : grow6< long, 2> (lane15 * 56, nullptr, (long *)nullptr); 
# 35
count14 = (-19); 
# 36
}  
# 37
return (21.0F); 
# 38
} 
# 40
int main() { 
# 41
int size16 = 1097; 
# 42
if (auto h17 = ((size16 + 31L) * norm13(size16, size16)) + size16; !size16) { 
# 43
--size16; 
# 44
int flag18(norm13((h17 + size16) + norm13(23, size16), h17)); 
# 45
for (int it19 = 0; it19 < flag18; ++it19) { 
# 46
h17 = (-28); 
# 47
(__cudaPushCallConfiguration(16, ((dim3)(512)), 0, (cudaStream_t)0)) ? (void)0 : grow6< double, 6> ((15.0), (double *)nullptr, nullptr); 
# 48
}  
# 49
}  
# 50
return 0; 
# 51
} 

# 1 "v000175.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2e6c94e_10_v000175_cu_02e06b7b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000175.cudafe1.stub.c"
#include "v000175.cudafe1.stub.c"
# 1 "v000175.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
