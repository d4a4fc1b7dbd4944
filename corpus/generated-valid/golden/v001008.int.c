# 1 "v001008.cu"
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
# 15 "v001008.cu"
__attribute__((visibility("hidden"))) void merge5(const int *__restrict__ in6, int lane7, float *data8, unsigned char *data9) ;
#if 0
# 16
{ 
# 17
(data9[7]) = (in6[lane7]); 
# 18
(data9[7]) = (63); 
# 19
__attribute__((unused)) static unsigned sh_10; 
# 20
int acc11 = 55; 
# 21
__attribute__((unused)) static int sh_12; 
# 22
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24 "v001008.cu"
template< class T, class U> static void 
# 25
__wrapper__device_stub_smooth13_kernel(T *&buf14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
float base15{(20.25F)}; 
# 28
base15 = (4840UL * (base15 + (buf14[1]))); 
# 29
T acc16 = (__alignof__(float)); 
# 30
if (((buf14[3]) != (buf14[1])) && (base15 != acc16)) { 
# 31
return; }  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 24 "v001008.cu"
template< class T, class U> static void 
# 25
smooth13_kernel(T *buf14) 
# 26
{__wrapper__device_stub_smooth13_kernel<T,U>(buf14);
# 32
return;}
#if 0
# 26
{ 
# 27
float base15{(20.25F)}; 
# 28
base15 = (4840UL * (base15 + (buf14[1]))); 
# 29
T acc16 = (__alignof__(float)); 
# 30
if (((buf14[3]) != (buf14[1])) && (base15 != acc16)) { 
# 31
return; }  
# 32
} 
#endif
# 34 "v001008.cu"
static void lerp17_kernel(unsigned *__restrict__ out18, short *out19, int stride20, int *__restrict__ acc21) ;
#if 0
# 35
{ 
# 36
(out18[stride20]) = (((out18[4]) == (acc21[5])) ? ((acc21[stride20]) * 56) | (22UL * (out19[stride20])) : stride20); 
# 37
__attribute__((unused)) static float sh_22[10][17]; 
# 38
} 
#endif
# 40 "v001008.cu"
struct Cell23 { 
# 41
float count24; 
# 42
char mass25; 
# 43
double sum26; 
# 44
}; 
# 46
int main() 
# 47
{ 
# 48
int count27 = 352; 
# 49
auto op32 = [u28 = count27 ^ 63L](long k29, int x30)->float { 
# 50
int k31[5] = {52, x30, (42U)}; 
# 51
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (32), 16), 128)) ? (void)0 : lerp17_kernel((unsigned *)nullptr, (short *)nullptr, (u28) << ((61) + k29), k31); 
# 52
return 24; 
# 53
} ; typedef decltype(op32) __T0;
# 54
(__cudaPushCallConfiguration(dim3(2 * 2, 8), sizeof(float) * (16))) ? (void)0 : smooth13_kernel< float, int> (static_cast< float *>(nullptr)); 
# 55
unsigned short z33[7] = {(4224)}; 
# 56
(__cudaPushCallConfiguration((count27 + 63) / 64, 32)) ? (void)0 : merge5(&count27, z33[1], (float *)nullptr, nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v001008.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f871592_10_v001008_cu_8bb6ec29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001008.cudafe1.stub.c"
#include "v001008.cudafe1.stub.c"
# 1 "v001008.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
