# 1 "i000738.cu"
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
# 20 "i000738.cu"
__attribute__((unused)) unsigned char step9(int n10, int n11) 
# 21
{int volatile ___ = 1;(void)n10;(void)n11;
# 27
::exit(___);}
#if 0
# 21
{ 
# 22
if ((__device_builtin_variable_blockDim.y) <= (n11 % 8)) { 
# 23
n11 = (static_cast< int>((n10 % 8) * (static_cast< float>(n11)))); 
# 24
int val12 = 7; 
# 25
}  
# 26
return 2; 
# 27
} 
#endif
# 30 "i000738.cu"
__attribute__((visibility("hidden"))) void weigh13(float *__restrict__ buf14, const unsigned *__restrict__ src15, int len16, int count17) ;
#if 0
# 31
{ 
# 32
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
for (int j19 = 0; j19 < 14; ++j19) { 
# 34
int s20 = 11; 
# 35
++count17; 
# 36
}  
# 37
} 
#endif
# 39 "i000738.cu"
namespace _GLOBAL__N__b5f08e2b_10_i000738_cu_5df1298f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b5f08e2b_10_i000738_cu_5df1298f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b5f08e2b_10_i000738_cu_5df1298f __attribute__((visibility("hidden")))  { 
# 40
double stencil21(float *__restrict__ dst22, float a23) 
# 41
{ 
# 42
size_t acc24 = ((short)((dst22[6]) * a23)) % 8; 
# 43
a23 += (acc24 * acc24); 
# 44
a23++; 
# 45
(*dst22)--; 
# 46
return (3621L) + (+a23); 
# 47
} 
# 49
__attribute((always_inline)) __attribute__((unused)) static inline void rank25(long long a26, const double *__restrict__ src27, unsigned b28 = 59) 
# 50
{int volatile ___ = 1;(void)a26;(void)src27;(void)b28;
# 60
::exit(___);}
#if 0
# 50
{ 
# 51
for (int i29 = 0; i29 < 9; i29++) { 
# 52
if ((18U) == (a26 | (__device_builtin_variable_threadIdx.z))) { 
# 53
return; }  
# 54
__attribute__((unused)) static double sh_30[6][8]; 
# 55
}  
# 56
b28 *= (src27[a26]); 
# 57
if ((+b28) == (3)) { 
# 58
return; }  
# 59
b28 = (16); 
# 60
} 
#endif
# 62 "i000738.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned pivot31(unsigned long long q32, int n33) 
# 63
{int volatile ___ = 1;(void)q32;(void)n33;
# 69
::exit(___);}
#if 0
# 63
{ 
# 64
if ((47U) <= ((q32 >> n33) / ((sizeof(float)) + q32))) { 
# 65
unsigned s34 = (n33 ^ ((__device_builtin_variable_blockDim.x) % (8))) | ((n33 += q32), (sizeof(char) + n33)); 
# 66
--n33; 
# 67
}  
# 68
return (n33 % 8); 
# 69
} 
#endif
# 70 "i000738.cu"
}
# 72
__attribute__((unused)) void weigh35(unsigned long cfg36, int stride37, int stride38) 
# 73
{int volatile ___ = 1;(void)cfg36;(void)stride37;(void)stride38;
# 78
::exit(___);}
#if 0
# 73
{ 
# 74
for (int n39 = 0; n39 < stride37; n39++) { 
# 75
__attribute__((unused)) static double sh_40[9][15]; 
# 76
}  
# 77
double base41 = stride37; 
# 78
} 
#endif
# 79 "i000738.cu"
int both45(int x); 
# 80
int both45(int x) 
# 81
{ 
# 82
return x; 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int n42 = 84; 
# 88
if (auto w43 = n42; w43 >= 1) { 
# 89
dim3 tmp44(1 << 5, 256 * 2); 
# 90
(--w43), (w43 *= w43); 
# 91
}  
# 92
(__cudaPushCallConfiguration(dim3(512, (n42 + 31) / 32, (n42 + 31) / 32), 64, sizeof(int) * (256), 0)) ? (void)0 : weigh13(nullptr, nullptr, (int)14L, (n42 + n42) % 8); 
# 93
return 0; 
# 94
} 

# 1 "i000738.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b5f08e2b_10_i000738_cu_5df1298f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000738.cudafe1.stub.c"
#include "i000738.cudafe1.stub.c"
# 1 "i000738.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
