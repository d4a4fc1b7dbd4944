# 1 "v001732.cu"
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
# 18 "v001732.cu"
struct Vec9 { 
# 19
bool flag10; 
# 20
unsigned long long val11; 
# 21
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T, int N> static void 
# 24
__wrapper__device_stub_smooth12(T &cfg13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
cfg13 = cfg13; 
# 27
cfg13 = N; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001732.cu"
template< class T, int N> static void 
# 24
smooth12(T cfg13) 
# 25
{__wrapper__device_stub_smooth12<T,N>(cfg13);
# 28
return;}
#if 0
# 25
{ 
# 26
cfg13 = cfg13; 
# 27
cfg13 = N; 
# 28
} 
#endif
# 30 "v001732.cu"
__attribute__((visibility("hidden"))) void smooth14_kernel(long cfg15, const int *__restrict__ in16) ;
#if 0
# 31
{ 
# 32
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (idx17 >= cfg15) { 
# 34
goto skip19; 
# 35
}  
# 36
if (idx17 >= cfg15) { 
# 37
return; 
# 38
}  
# 39
for (int j18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j18 < cfg15; j18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 40
if ((cfg15 <= j18) || (j18 != j18)) { 
# 41
return; 
# 42
}  
# 43
cfg15 = (((idx17 * sizeof(signed char)) - (__device_builtin_variable_blockIdx.z)) & (15)); 
# 44
}  
# 45
if (!(idx17 != (in16[idx17]))) { 
# 46
return; 
# 47
}  
# 48
skip19:; ; 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001732.cu"
template< class T, class U> static void 
# 52
__wrapper__device_stub_step20_kernel(const U *__restrict__ &src21, U *&acc22, int &lane23, float &q24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_25[]; 
# 55
unsigned idx26 = __device_builtin_variable_threadIdx.x; 
# 56
float hi27[4]{(float)idx26, (-22), ('\a'), q24}; 
# 57
T x28 = (+lane23) + 35; 
# 59
#pragma unroll 2
for (
# 59
int j29 = 0; j29 < lane23; ++j29) { 
# 60
U base30 = ((hi27[2]) * j29) + (15.625); 
# 61
}  
# 62
lane23 = (idx26 * (57)); 
# 63
__attribute__((unused)) static long long sh_31[64]; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001732.cu"
template< class T, class U> static void 
# 52
step20_kernel(const U *__restrict__ src21, U *acc22, int lane23, float q24) 
# 53
{__wrapper__device_stub_step20_kernel<T,U>(src21,acc22,lane23,q24);
# 64
return;}
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_25[]; 
# 55
unsigned idx26 = __device_builtin_variable_threadIdx.x; 
# 56
float hi27[4]{(float)idx26, (-22), ('\a'), q24}; 
# 57
T x28 = (+lane23) + 35; 
# 59
#pragma unroll 2
for (
# 59
int j29 = 0; j29 < lane23; ++j29) { 
# 60
U base30 = ((hi27[2]) * j29) + (15.625); 
# 61
}  
# 62
lane23 = (idx26 * (57)); 
# 63
__attribute__((unused)) static long long sh_31[64]; 
# 64
} 
#endif
# 66 "v001732.cu"
unsigned char check_smooth32(const int *coef33) 
# 67
{ 
# 68
if ((*coef33) - (coef33[3])) { 
# 69
(__cudaPushCallConfiguration(32, (3 + (3 + (8 + 2))) * (8 + 8), 3 + 253, nullptr)) ? (void)0 : smooth14_kernel(2008, coef33); 
# 70
}  
# 71
(__cudaPushCallConfiguration(dim3(64, 16 * (8 + 8), 1), sizeof(unsigned) * (8))) ? (void)0 : step20_kernel< int, float> (reinterpret_cast< const float *>(coef33), static_cast< float *>(nullptr), *coef33, coef33[4]); 
# 72
long cnt34 = (coef33[3]) - ((coef33[7]) & 15); 
# 73
return *coef33; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int len35 = 4044; 
# 79
len35 = ((static_cast< double>(len35)) + ((int)((len35 <= 54UL) ? 'A' : 53ULL))); 
# 80
auto fn38 = [&](double s36, long u37)->float { 
# 81
(len35) = ((len35) - 3); 
# 82
(len35) = ((((double)s36) * (2)) / (u37 & (15))); 
# 83
return -61; 
# 84
} ; typedef decltype(fn38) __T0;
# 85
int s39 = 21; 
# 86
s39 = (((39L < (len35 * len35)) ? (3 > s39) ? s39 : 3041 : (s39 + 30)) * ((s39 != ((63 < s39) ? len35 : len35)) ? 0 : ((int)s39))); 
# 87
(__cudaPushCallConfiguration((s39 + 127) / 128, 64)) ? (void)0 : smooth12< int, 5> ((float)(len35 + 60)); 
# 88
return 0; 
# 89
} 

# 1 "v001732.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa9fbf9e_10_v001732_cu_8ab95e29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001732.cudafe1.stub.c"
#include "v001732.cudafe1.stub.c"
# 1 "v001732.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
