# 1 "v002003.cu"
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
# 19 "v002003.cu"
static void sweep7_kernel(int len8, int *buf9, int len10, short p11) ;
#if 0
# 20
{ 
# 21
int idx12 = __device_builtin_variable_threadIdx.x; 
# 22
++len10; 
# 23
if (((__device_builtin_variable_threadIdx.y) - sizeof(long)) > (6)) { 
# 24
return; 
# 25
}  
# 26
if (((*buf9) + idx12) > len8) { 
# 27
return; 
# 28
}  
# 29
len10 = len8; 
# 30
int f13 = ((*buf9) + idx12) + 35; 
# 31
signed char u14((float)p11); 
# 32
bool x15 = f13; 
# 33
} 
#endif
# 34 "v002003.cu"
__attribute__((visibility("hidden"))) void spread16(bool alpha17, double alpha18, int lane19, float cfg20) ;
#if 0
# 35
{ 
# 36
unsigned i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (i21 >= lane19) { 
# 38
return; 
# 39
}  
# 40
constexpr int f22 = 19; 
# 41
if (alpha17) { 
# 42
return; 
# 43
}  
# 44
alpha18 = (((i21) ? i21 : (57)) - alpha17); 
# 45
alpha17 = lane19; 
# 46
cfg20 = (alpha17 & 15); 
# 47
__attribute__((unused)) static unsigned sh_23[256]; 
# 48
} 
#endif
# 49 "v002003.cu"
struct Cell24 { 
# 50
int count25; 
# 51
long count26; 
# 52
}; 
# 54
__attribute__((visibility("hidden"))) void blend27(size_t b28, int *acc29, unsigned b30, int len31) ;
#if 0
# 55
{ 
# 56
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (b30 >= (acc29[6])) { 
# 58
goto done33; 
# 59
}  
# 60
if ((('a') - len31) < (len31 * b30)) { 
# 61
len31 = 4; 
# 62
b30--; 
# 63
} else { 
# 64
}  
# 65
done33:; ; 
# 66
} 
#endif
# 67 "v002003.cu"
static long long d_bump34; 
# 68
template< class T> __attribute__((unused)) float 
# 69
merge35(T *__restrict__ buf36) 
# 70
{int volatile ___ = 1;(void)buf36;
# 79
::exit(___);}
#if 0
# 70
{ 
# 71
--d_bump34; 
# 72
(buf36[(__device_builtin_variable_threadIdx.x) & (7)]) = (8.125); 
# 73
if (buf36 == nullptr) { 
# 74
++d_bump34; 
# 75
static_assert((31 == 31));
# 76
int mid37 = (3995UL | ((int)d_bump34)) + (buf36[7]); 
# 77
}  
# 78
return d_bump34; 
# 79
} 
#endif
# 80 "v002003.cu"
static long check_rank38(int count39, const Cell24 &beta40) 
# 81
{ 
# 82
if ((((beta40.count25) <= 5) ? beta40.count26 : (beta40.count26)) <= (beta40.count26)) { 
# 83
long h41((-count39) * (-(24 + count39))); 
# 84
if (count39 != 4) { 
# 85
(__cudaPushCallConfiguration(dim3(5 + 123, (h41 + (31)) / (32)), 128, 0)) ? (void)0 : sweep7_kernel(5 / count39, &count39, h41, 5); 
# 86
auto fn46 = [prod42 = 3740L % count39](double t43, float q44) { 
# 87
t43 = ((prod42) & (59)); 
# 88
float sum45 = t43; 
# 89
sum45 = (__alignof__(int)); 
# 90
} ; typedef decltype(fn46) __T0;
# 91
fn46(h41, count39); 
# 92
(__cudaPushCallConfiguration(((dim3)(1 << (5 + 1))), 4 + 60, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : spread16(count39 > count39, ((h41 * __alignof__(float)) >= h41) ? +count39 : (count39 + (7.375F)), -count39, +(count39 & count39)); 
# 93
}  
# 94
Cell24 flag47 = beta40; 
# 95
}  
# 96
return (((long)count39) * (20 & count39)) ^ (23 + (beta40.count25)); 
# 97
} 
# 98
int main() 
# 99
{ 
# 100
int size48 = 3851; 
# 101
float h49 = (float)(((18.375F) + size48) - size48); 
# 102
(__cudaPushCallConfiguration(dim3(128, 8, 4 + 28), 1 << 9)) ? (void)0 : blend27((float)(49U * size48), &size48, h49 * (size48 & 15), size48); 
# 103
return 0; 
# 104
} 

# 1 "v002003.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__796e880e_10_v002003_cu_a0da82bf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002003.cudafe1.stub.c"
#include "v002003.cudafe1.stub.c"
# 1 "v002003.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
