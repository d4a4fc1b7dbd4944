# 1 "v002104.cu"
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
# 25 "v002104.cu"
__attribute__((visibility("hidden"))) void tally11(int *dst12, int n13, int stride14) ;
#if 0
# 25
{ 
# 26
int tid15 = __device_builtin_variable_threadIdx.x; 
# 27
if (tid15 >= n13) { 
# 28
return; }  
# 29
(dst12[0])--; 
# 30
unsigned char k16[8] = {static_cast< unsigned char>(__device_builtin_variable_gridDim.z), (21), static_cast< unsigned char>(stride14 / stride14), (static_cast< unsigned char>(14ULL))}; 
# 31
(k16[1])--; 
# 32
stride14 = (((__device_builtin_variable_blockDim.z) * (__device_builtin_variable_threadIdx.y)) * (((float)(*dst12)) - ((dst12[stride14]) * 56L))); 
# 33
--(dst12[n13]); 
# 34
bool v17 = ((dst12 != (nullptr)) ? __device_builtin_variable_blockDim.x : (__device_builtin_variable_threadIdx.x)) & (15); 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v002104.cu"
template< class T, int N> static void 
# 38
__wrapper__device_stub_sift18(T &p19, char &q20, T &beta21, T *&dst22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
unsigned long r24 = ((p19 + p19) - (3081U * idx23)) + __device_builtin_variable_warpSize; 
# 41
const float t25 = q20 * N; 
# 42
(dst22[idx23])--; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 37 "v002104.cu"
template< class T, int N> static void 
# 38
sift18(T p19, char q20, T beta21, T *dst22) {__wrapper__device_stub_sift18<T,N>(p19,q20,beta21,dst22);
# 43
return;}
#if 0
# 38
{ 
# 39
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
unsigned long r24 = ((p19 + p19) - (3081U * idx23)) + __device_builtin_variable_warpSize; 
# 41
const float t25 = q20 * N; 
# 42
(dst22[idx23])--; 
# 43
} 
#endif
# 45 "v002104.cu"
int main() { 
# 46
int n26 = 2859; 
# 47
n26++; 
# 48
([y27 = n26]{ 
# 49
static_assert(((1 + 38) > 38));
# 50
} )(); 
# 51
switch (n26 - n26) { 
# 52
case 7:  
# 53
if (64 < (n26 - 45)) { 
# 54
break; }  
# 55
if (n26 >= 19) { 
# 56
break; }  
# 57
[[fallthrough]] ; 
# 58
case 0:  
# 59
break; 
# 60
case 2:  
# 61
break; 
# 62
case 11:  
# 63
break; 
# 64
default:  
# 65
break; 
# 66
}  
# 67
(__cudaPushCallConfiguration(16, 64 * 8, 256, 0)) ? (void)0 : tally11((int *)nullptr, +(1 / n26), n26 + (48 - n26)); 
# 68
(__cudaPushCallConfiguration(256, 1 + 31)) ? (void)0 : sift18< float, 8> (((6.125F) * n26) - (n26 + n26), n26, n26, (float *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v002104.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2fe56312_10_v002104_cu_984027d2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002104.cudafe1.stub.c"
#include "v002104.cudafe1.stub.c"
# 1 "v002104.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
