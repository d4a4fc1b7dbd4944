# 1 "v000602.cu"
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
# 17 "v000602.cu"
__attribute((noinline)) __attribute__((unused)) int update6(const unsigned char *input7, char cfg8, double *buf9) 
# 18
{int volatile ___ = 1;(void)input7;(void)cfg8;(void)buf9;
# 24
::exit(___);}
#if 0
# 18
{ 
# 19
int *lo10 = (nullptr); 
# 20
float v11{(390)}; 
# 21
cfg8--; 
# 22
(lo10[1]) = (*input7); 
# 23
return v11; 
# 24
} 
#endif
# 25 "v000602.cu"
enum class Mode12 { On13, Busy14}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N = 7> static void 
# 28
__wrapper__device_stub_kick15_kernel(const T *&coef16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
int v17 = N; 
# 31
v17 *= N; 
# 32
const short r18 = (sizeof(T)); 
# 33
v17 = N; 
# 34
v17 = ('0' + ((coef16[2]) * 2L)); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000602.cu"
template< class T, int N = 7> static void 
# 28
kick15_kernel(const T *coef16) 
# 29
{__wrapper__device_stub_kick15_kernel<T,N>(coef16);
# 35
return;}
#if 0
# 29
{ 
# 30
int v17 = N; 
# 31
v17 *= N; 
# 32
const short r18 = (sizeof(T)); 
# 33
v17 = N; 
# 34
v17 = ('0' + ((coef16[2]) * 2L)); 
# 35
} 
#endif
# 36 "v000602.cu"
constexpr int TILE19 = ((sizeof(int) * (8)) * (8)); 
# 38
template< class T> __attribute__((unused)) T 
# 39
drift20(T b21) 
# 40
{int volatile ___ = 1;(void)b21;
# 48
::exit(___);}
#if 0
# 40
{ 
# 41
if (b21 >= 20L) { 
# 42
return TILE19 * b21; }  
# 43
constexpr float s22 = (54); 
# 44
T w23(s22 + b21); 
# 45
Mode12 cnt24 = Mode12::On13; 
# 46
w23 = (((56U + w23) + (20.25)) / TILE19); 
# 47
return ((s22 >= b21) ? TILE19 : 57) | 1; 
# 48
} 
#endif
# 49 "v000602.cu"
enum class Kind25 { 
# 50
Add26, 
# 51
Blue27, 
# 52
Slow28, 
# 53
On29, 
# 54
Mul30
# 55
}; 
# 57
int smooth31(int n32) 
# 58
{ 
# 59
n32++; 
# 60
if (n32) { 
# 61
return (n32 != 10) ? n32 / 10 : TILE19; }  
# 62
if (n32 >= ('\n')) { 
# 63
return (TILE19 + n32) ^ TILE19; }  
# 64
n32 = ((size_t)__alignof__(float)); 
# 65
(__cudaPushCallConfiguration((n32 + 255) / 256, 24 + (24 + (24 + (24 + (24 + (24 + 112))))), sizeof(float) * (32))) ? (void)0 : kick15_kernel< int, 4> (nullptr); 
# 66
return TILE19; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int size33 = 2210; 
# 72
if (!(size33 != size33)) { 
# 73
if ((size33 == 37) && size33) { 
# 74
return size33; }  
# 75
size33 = 57; 
# 76
}  
# 77
if ((size33 - TILE19) & 1) { 
# 78
return TILE19 - (size33 * TILE19); }  
# 79
(__cudaPushCallConfiguration(64, 24 + (24 + 16), sizeof(double) * (32))) ? (void)0 : kick15_kernel< long, 6> ((const long *)nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v000602.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80141d5f_10_v000602_cu_4901c88d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000602.cudafe1.stub.c"
#include "v000602.cudafe1.stub.c"
# 1 "v000602.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
