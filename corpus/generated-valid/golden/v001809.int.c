# 1 "v001809.cu"
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
# 13 "v001809.cu"
__attribute__((visibility("hidden"))) void step8(long long beta9, int *acc10) ;
#if 0
# 14
{ 
# 15
constexpr int stride11 = ('#'); 
# 17
#pragma unroll 2
for (
# 17
int i12 = 0; i12 < 2; ++i12) { 
# 18
if (!(acc10[3])) { 
# 19
((acc10[i12])--), ((acc10[7]) = (i12 + 53UL)); 
# 20
int h13[5] = {}; 
# 21
}  
# 22
}  
# 23
} 
#endif
# 25 "v001809.cu"
__attribute__((unused)) float relax14(float p15, bool beta16) 
# 26
{int volatile ___ = 1;(void)p15;(void)beta16;
# 34
::exit(___);}
#if 0
# 26
{ 
# 27
constexpr unsigned long m17 = ('0'); 
# 28
__attribute__((unused)) static int sh_18[128]; 
# 29
if (((static_cast< float>(p15)) != m17) && ((sh_18[79]) < p15)) { 
# 30
beta16 = beta16; 
# 31
int u19{('0')}; 
# 32
}  
# 33
return (beta16 & 15); 
# 34
} 
#endif
# 35 "v001809.cu"
enum class State20: unsigned { Green21, Red22, Idle23, Mul24}; 
# 37
template< class T, int N> int 
# 38
count25(const T *coef26, const T *in27) 
# 39
{ 
# 40
int tmp28 = ((58 / (coef26[1])) - N) - (N << ((N != (*in27)) ? N : 5)); 
# 41
return N + (static_cast< T>(*coef26)); 
# 42
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44
template< class T, int N = 7> static void 
# 45
__wrapper__device_stub_stencil29_kernel(const T *&src30, T *&buf31, const float *&coef32, float &q33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
q33 = q33; 
# 50
#pragma unroll
for (
# 50
int n35 = 0; n35 < idx34; n35++) { 
# 51
(*buf31) = (__device_builtin_variable_threadIdx.x); 
# 52
}  
# 53
{ 
# 54
q33 = (256 * (idx34 >> 3)); 
# 55
if (idx34) { 
# 56
return; 
# 57
}  
# 58
} 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001809.cu"
template< class T, int N = 7> static void 
# 45
stencil29_kernel(const T *src30, T *buf31, const float *coef32, float q33) 
# 46
{__wrapper__device_stub_stencil29_kernel<T,N>(src30,buf31,coef32,q33);
# 59
return;}
#if 0
# 46
{ 
# 47
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
q33 = q33; 
# 50
#pragma unroll
for (
# 50
int n35 = 0; n35 < idx34; n35++) { 
# 51
(*buf31) = (__device_builtin_variable_threadIdx.x); 
# 52
}  
# 53
{ 
# 54
q33 = (256 * (idx34 >> 3)); 
# 55
if (idx34) { 
# 56
return; 
# 57
}  
# 58
} 
# 59
} 
#endif
# 61 "v001809.cu"
__attribute__((visibility("hidden"))) void grow36(float *acc37, int *buf38) ;
#if 0
# 62
{ 
# 63
if (((buf38[__device_builtin_variable_threadIdx.y]) + 2) >= (*acc37)) { 
# 64
goto finish42; 
# 65
}  
# 67
#pragma unroll
for (
# 67
int it39 = 0; it39 < (sizeof(unsigned) * (3)); ++it39) { 
# 68
int lo40[6]{it39, 34, it39, (' '), 13, (42L)}; 
# 69
__attribute__((unused)) static double sh_41[128]; 
# 70
(sh_41[__device_builtin_variable_blockIdx.y]) = (((lo40[it39]) - (12.0F)) * ((6.75) * ((buf38[__device_builtin_variable_threadIdx.x]) & 15))); 
# 71
}  
# 72
finish42:; ; 
# 73
} 
#endif
# 75 "v001809.cu"
int main() 
# 76
{ 
# 77
int len43 = 463; 
# 78
unsigned flag44 = len43 * 5; 
# 79
char lo45[4] = {}; 
# 80
(__cudaPushCallConfiguration(4, ((dim3)(sizeof(float) * (2))), sizeof(double) * (128))) ? (void)0 : step8(2 / (len43 + (lo45[1])), (int *)nullptr); 
# 81
(__cudaPushCallConfiguration(16 * 8, 32)) ? (void)0 : stencil29_kernel(static_cast< const int *>(nullptr), static_cast< int *>(nullptr), nullptr, len43); 
# 82
(__cudaPushCallConfiguration((flag44 + (31)) / (32), 64 * (5 + 3), sizeof(unsigned) * (1024))) ? (void)0 : grow36(nullptr, nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001809.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb68f09a_10_v001809_cu_30ea7a71
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001809.cudafe1.stub.c"
#include "v001809.cudafe1.stub.c"
# 1 "v001809.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
