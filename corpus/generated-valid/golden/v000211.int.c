# 1 "v000211.cu"
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

# 27 "v000211.cu"
template< class T> static void 
# 28
__wrapper__device_stub_scatter13_kernel(T *&acc14, float *__restrict__ &buf15, bool &alpha16, T *&out17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
bool u18 = alpha16 & 1; 
# 30
if ((acc14[2]) > 53) { 
# 31
return; 
# 32
}  
# 33
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000211.cu"
template< class T> static void 
# 28
scatter13_kernel(T *acc14, float *__restrict__ buf15, bool alpha16, T *out17) {__wrapper__device_stub_scatter13_kernel<T>(acc14,buf15,alpha16,out17);
# 33
return;}
#if 0
# 28
{ 
# 29
bool u18 = alpha16 & 1; 
# 30
if ((acc14[2]) > 53) { 
# 31
return; 
# 32
}  
# 33
} 
#endif
# 35 "v000211.cu"
__attribute__((visibility("hidden"))) void march19_kernel(unsigned *data20) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_21[]; 
# 37
if (data20 != (nullptr)) { 
# 38
goto finish22; 
# 39
}  
# 40
switch (*data20) { 
# 41
case 9:  
# 42
if (!(!data20)) { 
# 43
return; 
# 44
}  
# 45
break; 
# 46
case 0:  
# 47
++(dyn_21[2]); 
# 48
break; 
# 49
}  
# 50
finish22:; ; 
# 51
} 
#endif
# 53 "v000211.cu"
unsigned long sweep23(int count24, unsigned char cfg25) { 
# 54
cfg25 = cfg25; 
# 55
cfg25 = (4 / count24); 
# 56
if (count24 != 36) { 
# 57
goto finish26; 
# 58
}  
# 59
count24 = (0UL); 
# 60
(__cudaPushCallConfiguration(1 << 1, 64, 1 + 1023, nullptr)) ? (void)0 : scatter13_kernel< unsigned> (nullptr, nullptr, cfg25, nullptr); 
# 61
count24 = ((long)(count24 / 2)); 
# 62
finish26:; ; 
# 63
return static_cast< unsigned>((cfg25 += cfg25), count24); 
# 64
} 
# 66
int main() { 
# 67
int n27 = 1327; 
# 68
n27 = 32; 
# 69
unsigned char h28[2]{(static_cast< unsigned char>(255)), (static_cast< unsigned char>(1))}; 
# 70
(h28[0]) = (sweep23(((n27 += 22), sizeof(float)), sweep23(((h28[n27 & 1]) < 2) ? h28[n27 & 1] : 2, 1))); 
# 71
(__cudaPushCallConfiguration(1, 256, 48 + 4048)) ? (void)0 : march19_kernel(static_cast< unsigned *>(nullptr)); 
# 72
return 0; 
# 73
} 

# 1 "v000211.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3450d917_10_v000211_cu_b02991b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000211.cudafe1.stub.c"
#include "v000211.cudafe1.stub.c"
# 1 "v000211.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
