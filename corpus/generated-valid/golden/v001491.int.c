# 1 "v001491.cu"
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
# 10 "v001491.cu"
class Sample6 { 
# 11
unsigned weight7; 
# 12
float x8; 
# 14
public: Sample6(unsigned a9, float a10) : weight7(a9), x8(a10) { } 
# 15
unsigned reset11() const { 
# 16
return weight7; 
# 17
} 
# 18
}; 
# 19
static float g_gather12; 
# 20
template< class T, class U> __attribute__((unused)) float 
# 21
bump13(const U *input14, float *__restrict__ out15, const U *src16) {int volatile ___ = 1;(void)input14;(void)out15;(void)src16;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
(out15[__device_builtin_variable_gridDim.x]) *= ((src16[__device_builtin_variable_warpSize]) * (src16[__device_builtin_variable_warpSize])); 
# 23
(out15[__device_builtin_variable_threadIdx.z])--; 
# 24
return (16.5F); 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v001491.cu"
template< class T> static void 
# 28
__wrapper__device_stub_count17(T &b18, T &cfg19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int tid20 = __device_builtin_variable_threadIdx.x; 
# 30
if (bump13< T, T> (&b18, static_cast< float *>(nullptr), &b18) < cfg19) { 
# 31
return; 
# 32
}  
# 33
int w21 = 0; 
# 34
do { 
# 35
b18 = tid20; 
# 36
++w21; 
# 37
} while (w21 < w21); 
# 38
for (int n22 = 12; n22 > 0; --n22) { 
# 39
b18 = (4 << w21); 
# 40
cfg19 = (__device_builtin_variable_blockDim.x); 
# 41
}  
# 42
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001491.cu"
template< class T> static void 
# 28
count17(T b18, T cfg19) {__wrapper__device_stub_count17<T>(b18,cfg19);
# 42
return;}
#if 0
# 28
{ 
# 29
int tid20 = __device_builtin_variable_threadIdx.x; 
# 30
if (bump13< T, T> (&b18, static_cast< float *>(nullptr), &b18) < cfg19) { 
# 31
return; 
# 32
}  
# 33
int w21 = 0; 
# 34
do { 
# 35
b18 = tid20; 
# 36
++w21; 
# 37
} while (w21 < w21); 
# 38
for (int n22 = 12; n22 > 0; --n22) { 
# 39
b18 = (4 << w21); 
# 40
cfg19 = (__device_builtin_variable_blockDim.x); 
# 41
}  
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43 "v001491.cu"
template< class T> static void 
# 44
__wrapper__device_stub_combine23(T &beta24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
int idx25 = __device_builtin_variable_threadIdx.x; 
# 46
unsigned v26 = ((int)bump13< T, double> (nullptr, nullptr, nullptr)) * ((int)bump13< T, double> (nullptr, nullptr, nullptr)); 
# 47
float t27 = bump13< T, unsigned> (&v26, nullptr, &v26); 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 43 "v001491.cu"
template< class T> static void 
# 44
combine23(T beta24) {__wrapper__device_stub_combine23<T>(beta24);
# 48
return;}
#if 0
# 44
{ 
# 45
int idx25 = __device_builtin_variable_threadIdx.x; 
# 46
unsigned v26 = ((int)bump13< T, double> (nullptr, nullptr, nullptr)) * ((int)bump13< T, double> (nullptr, nullptr, nullptr)); 
# 47
float t27 = bump13< T, unsigned> (&v26, nullptr, &v26); 
# 48
} 
#endif
# 49 "v001491.cu"
int main() { 
# 50
int count28 = 3757; 
# 51
if (!((count28 != 4) && (g_gather12 <= count28))) { 
# 52
if (unsigned x29 = (sizeof(float)); ((8) * x29) < ((x29 += x29), (-count28))) { 
# 53
count28--; 
# 54
for (int n30 = 0; n30 < 3; ++n30) { 
# 55
count28 >>= count28; 
# 56
--g_gather12; 
# 57
}  
# 58
}  
# 59
}  
# 60
(__cudaPushCallConfiguration(dim3(1 << 2, (count28 + 255) / 256), 512, 4 + 252, (cudaStream_t)0)) ? (void)0 : count17< unsigned> (g_gather12 - (1 / count28), (g_gather12 - g_gather12) * (2)); 
# 61
(__cudaPushCallConfiguration(((dim3)(1 << 2)), sizeof(float) * (4 + 4), 0, 0)) ? (void)0 : combine23< float> (g_gather12); 
# 62
return 0; 
# 63
} 

# 1 "v001491.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__740e7a7f_10_v001491_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001491.cudafe1.stub.c"
#include "v001491.cudafe1.stub.c"
# 1 "v001491.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
