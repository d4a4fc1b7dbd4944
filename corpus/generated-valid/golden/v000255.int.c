# 1 "v000255.cu"
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
# 12 "v000255.cu"
template< class T, int N> __attribute__((unused)) T 
# 13
trace4(T p5) 
# 14
{int volatile ___ = 1;(void)p5;
# 20
::exit(___);}
#if 0
# 14
{ 
# 15
do { p5 += (24.625F); } while (0); 
# 16
if (__device_builtin_variable_warpSize < 13UL) { 
# 17
return N * p5; }  
# 18
__attribute__((unused)) static int sh_6; 
# 19
return sh_6; 
# 20
} 
#endif
# 22 "v000255.cu"
namespace img7 { namespace sub8 { 
# 23
struct Tile9 { 
# 24
int flag10, id11; 
# 25
int flag12; 
# 26
int norm13(double flag14) const 
# 27
{ 
# 28
int w15 = flag14; 
# 29
return -776; 
# 30
} 
# 31
}; 
# 32
}}
# 34
__attribute__((visibility("hidden"))) void march16_kernel(const unsigned long *__restrict__ in17, const float *input18) ;
#if 0
# 35
{ 
# 36
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if ((__device_builtin_variable_blockDim.x) & (1)) { 
# 38
return; }  
# 39
if (((in17[__device_builtin_variable_threadIdx.z]) + gid19) & (1)) { 
# 40
return; }  
# 41
} 
#endif
# 44 "v000255.cu"
template< class T, class U> 
# 45
__attribute((always_inline)) __attribute__((unused)) static inline void mix20(T *__restrict__ data21, U *__restrict__ data22) 
# 46
{int volatile ___ = 1;(void)data21;(void)data22;
# 57
::exit(___);}
#if 0
# 46
{ 
# 47
auto stride23 = trace4< U, 1 << 1> ((T)((6.75) + (*data22))); 
# 48
if ((*data22) != trace4< U, 2 * 2> ((2.5F))) { 
# 49
++(data21[__device_builtin_variable_blockDim.y]); 
# 50
if (trace4< long, 7> ((37) | (__device_builtin_variable_threadIdx.y)) >= ((*data21) + 25)) { 
# 51
if (((((*data22) > (data21[5])) ? 47 : 26) % 5) < ((__device_builtin_variable_blockIdx.x) | (38))) { 
# 52
constexpr float f24 = (23L); 
# 53
U sum25 = (int)(__device_builtin_variable_blockDim.x); 
# 54
}  
# 55
}  
# 56
}  
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v000255.cu"
template< class T, int N = 2> static void 
# 60
__wrapper__device_stub_warp26(T *__restrict__ &acc27, const int *__restrict__ &src28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern unsigned char dyn_29[]; 
# 63
unsigned gid30 = __device_builtin_variable_threadIdx.x; 
# 64
do { (dyn_29[2]) += ((float)(acc27[5])); } while (0); 
# 65
double x31 = trace4< T, 2> (*src28); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000255.cu"
template< class T, int N = 2> static void 
# 60
warp26(T *__restrict__ acc27, const int *__restrict__ src28) 
# 61
{__wrapper__device_stub_warp26<T,N>(acc27,src28);
# 66
return;}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern unsigned char dyn_29[]; 
# 63
unsigned gid30 = __device_builtin_variable_threadIdx.x; 
# 64
do { (dyn_29[2]) += ((float)(acc27[5])); } while (0); 
# 65
double x31 = trace4< T, 2> (*src28); 
# 66
} 
#endif
# 68 "v000255.cu"
int main() 
# 69
{ 
# 70
int n32 = 462; 
# 71
auto op35 = [](unsigned char stride33, unsigned mid34)->int { 
# 72
(__cudaPushCallConfiguration(((dim3)((mid34 + (31)) / (32))), 512)) ? (void)0 : warp26(static_cast< long *>(nullptr), nullptr); 
# 73
stride33--; 
# 74
stride33 = (((mid34 - (6)) & (15)) ^ (stride33 + (mid34 ^ (64)))); 
# 75
return stride33; 
# 76
} ; typedef decltype(op35) __T0;
# 77
n32 = ((size_t)47U); 
# 78
if (n32 <= (((n32 + 37) < n32) ? -n32 : n32)) { 
# 79
n32 = 68; 
# 80
dim3 e36 = dim3(1, (n32 + 63) / 64, (n32 + 63) / 64); 
# 81
constexpr float e37 = (24.75F); 
# 82
}  
# 83
(__cudaPushCallConfiguration(((dim3)(1)), 1 << 9)) ? (void)0 : march16_kernel(static_cast< const size_t *>(nullptr), (const float *)nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v000255.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4eb2e880_10_v000255_cu_783b19fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000255.cudafe1.stub.c"
#include "v000255.cudafe1.stub.c"
# 1 "v000255.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
