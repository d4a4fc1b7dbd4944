# 1 "v001692.cu"
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

# 8 "v001692.cu"
template< class T> static void 
# 9
__wrapper__device_stub_scatter4(T *&acc5, float *&acc6, int &len7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
--(acc5[5]); 
# 13
double flag9 = (-(22.375)); 
# 14
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001692.cu"
template< class T> static void 
# 9
scatter4(T *acc5, float *acc6, int len7) 
# 10
{__wrapper__device_stub_scatter4<T>(acc5,acc6,len7);
# 14
return;}
#if 0
# 10
{ 
# 11
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
--(acc5[5]); 
# 13
double flag9 = (-(22.375)); 
# 14
} 
#endif
# 15 "v001692.cu"
constexpr long TILE10 = (3); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, int N> static void 
# 17
__wrapper__device_stub_shade11_kernel(T &a12, int *&buf13, T &cfg14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
int i15 = __device_builtin_variable_threadIdx.x; 
# 20
++(*buf13); 
# 21
short tmp16 = (9); 
# 22
a12 = 16; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001692.cu"
template< class T, int N> static void 
# 17
shade11_kernel(T a12, int *buf13, T cfg14) 
# 18
{__wrapper__device_stub_shade11_kernel<T,N>(a12,buf13,cfg14);
# 23
return;}
#if 0
# 18
{ 
# 19
int i15 = __device_builtin_variable_threadIdx.x; 
# 20
++(*buf13); 
# 21
short tmp16 = (9); 
# 22
a12 = 16; 
# 23
} 
#endif
# 24 "v001692.cu"
inline long host_lerp17(long *buf18, int len19, bool p20) 
# 25
{ 
# 26
if (len19 >= TILE10) { 
# 27
goto done21; 
# 28
}  
# 29
if (!buf18) { 
# 30
return 43U; 
# 31
}  
# 32
(buf18[len19]) = ((((*buf18) << len19) - p20) % (3311)); 
# 33
done21:; ; 
# 34
return p20; 
# 35
} 
# 36
int main() 
# 37
{ 
# 38
int count22 = 1363; 
# 39
constexpr int base23 = 764; 
# 40
count22 = (45LL / count22); 
# 41
(__cudaPushCallConfiguration((count22 + 127) / 128, 512)) ? (void)0 : scatter4< double> (static_cast< double *>(nullptr), nullptr, (base23 * count22) - TILE10); 
# 42
(__cudaPushCallConfiguration(2, dim3((TILE10 + (1)) * (TILE10 + (5)), 512), sizeof(float) * (128), 0)) ? (void)0 : shade11_kernel< float, TILE10> (1 + count22, nullptr, (count22 - base23) + count22); 
# 43
return 0; 
# 44
} 

# 1 "v001692.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2b73749a_10_v001692_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001692.cudafe1.stub.c"
#include "v001692.cudafe1.stub.c"
# 1 "v001692.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
