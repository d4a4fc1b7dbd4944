# 1 "v002222.cu"
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
# 11 "v002222.cu"
__attribute__((visibility("hidden"))) void scatter6(int stride7, unsigned long *data8, long beta9) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_10[]; 
# 14
unsigned short e11[7] = {}; 
# 15
int x12 = ((16) - ((dyn_10[2]) + 20U)) * (e11[0]); 
# 16
stride7 = ((45) * ((data8[4]) | (16))); 
# 17
} 
#endif
# 18 "v002222.cu"
enum class Mode13 { Blue14, Mul15, Mul16, Green17 = 6}; 
# 19
enum class Level18 { 
# 20
On19, 
# 21
Off20 = 2, 
# 22
Off21, 
# 23
Green22, 
# 24
Green23
# 25
}; 
# 32
__attribute__((visibility("hidden"))) void map_clamp25(double *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 34 "v002222.cu"
__attribute__((visibility("hidden"))) void smooth26_kernel(const int *coef27, int count28) ;
#if 0
# 35
{ 
# 36
int diff29 = count28; 
# 37
float val30 = ((*coef27) - (21U + diff29)) - diff29; 
# 38
int flag31[3] = {}; 
# 39
} 
#endif
# 40 "v002222.cu"
static_assert((sizeof(int) == (4)), "bad config");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T, int N = 8> static void 
# 42
__wrapper__device_stub_combine32_kernel(const T *&src33, T *&data34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_35[]; 
# 45
(data34[2]) -= (data34[6]); 
# 46
(dyn_35[7]) = (((sizeof(float) * (dyn_35[7])) - (N - (dyn_35[5]))) ^ ((dyn_35[5]) * 25)); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 41 "v002222.cu"
template< class T, int N = 8> static void 
# 42
combine32_kernel(const T *src33, T *data34) 
# 43
{__wrapper__device_stub_combine32_kernel<T,N>(src33,data34);
# 47
return;}
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_35[]; 
# 45
(data34[2]) -= (data34[6]); 
# 46
(dyn_35[7]) = (((sizeof(float) * (dyn_35[7])) - (N - (dyn_35[5]))) ^ ((dyn_35[5]) * 25)); 
# 47
} 
#endif
# 48 "v002222.cu"
int main() 
# 49
{ 
# 50
int count36 = 3351; 
# 51
const int *tmp37 = (nullptr); 
# 52
if ((!((tmp37[4]) == sizeof(float))) && ((count36 - 13) != 58)) { 
# 53
int cnt38[2]{(-41), (32UL)}; 
# 54
(__cudaPushCallConfiguration(16, 128, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : scatter6((tmp37[count36]) | ((cnt38[0]) ^ (*tmp37)), nullptr, count36 % (*tmp37)); 
# 55
}  
# 56
(__cudaPushCallConfiguration(128, 64, sizeof(int) * (32))) ? (void)0 : map_clamp25(nullptr, 3340LL); 
# 57
(__cudaPushCallConfiguration(4, 32 * 4, 1024)) ? (void)0 : smooth26_kernel(tmp37, -count36); 
# 58
(__cudaPushCallConfiguration((count36 + 255) / 256, 128, 256)) ? (void)0 : combine32_kernel((const unsigned *)nullptr, (unsigned *)nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v002222.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f6da1d00_10_v002222_cu_8bd6e6c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002222.cudafe1.stub.c"
#include "v002222.cudafe1.stub.c"
# 1 "v002222.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
