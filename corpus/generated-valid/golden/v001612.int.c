# 1 "v001612.cu"
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
# 10 "v001612.cu"
static void trace5_kernel(const unsigned *src6, const unsigned *src7, int len8) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_9[]; 
# 13
int tid10 = __device_builtin_variable_threadIdx.x; 
# 14
if (tid10 >= len8) { 
# 15
return; }  
# 16
__attribute__((unused)) static int sh_11; 
# 17
if ((static_cast< double>(tid10)) == (19UL)) { 
# 18
return; }  
# 19
float lo12[4] = {}; 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22 "v001612.cu"
__attribute__((unused)) static void accum13(int len14, int len15, const int *in16) 
# 23
{int volatile ___ = 1;(void)len14;(void)len15;(void)in16;
# 26
::exit(___);}
#if 0
# 23
{ 
# 24
const float *acc17 = reinterpret_cast< const float *>(in16); 
# 25
const float *diff18 = acc17; 
# 26
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 28 "v001612.cu"
__attribute((noinline)) __attribute__((unused)) static int scatter19(int n20) 
# 29
{int volatile ___ = 1;(void)n20;
# 38
::exit(___);}
#if 0
# 29
{ 
# 30
float val21 = __device_builtin_variable_threadIdx.x; 
# 31
n20 = (((10 - n20) - n20) % (static_cast< int>(50))); 
# 32
n20 = val21; 
# 33
int w22 = 2248; 
# 34
bool q23 = w22; 
# 35
--val21; 
# 36
accum13('\"', n20, (const int *)nullptr); 
# 37
return n20 + val21; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001612.cu"
constexpr int STEPS24 = (sizeof(unsigned) * (2 * 4)); 
# 41
static void count25_kernel(float *dst26, int n27, float alpha28) ;
#if 0
# 42
{ 
# 43
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (i29 >= n27) { 
# 45
return; }  
# 46
__attribute__((unused)) static int sh_30[3][8]; 
# 47
long r31[2]{(7), (13)}; 
# 48
alpha28 = (19.0F); 
# 49
const unsigned short *k32 = (static_cast< const unsigned short *>(nullptr)); 
# 50
{ 
# 51
++(dst26[i29]); 
# 52
n27 = ((r31[i29]) + ((__device_builtin_variable_blockDim.z) + ((dst26[3]) * (2822)))); 
# 53
} 
# 54
} 
#endif
# 56 "v001612.cu"
static void accum33(int lane34, int *buf35, long *data36, unsigned *dst37) ;
#if 0
# 57
{ 
# 58
int tid38 = __device_builtin_variable_threadIdx.x; 
# 59
scatter19((lane34 / 2) / 2); 
# 60
(buf35[6]) = (-2841); 
# 61
long mid39 = __device_builtin_variable_threadIdx.x; 
# 62
} 
#endif
# 64 "v001612.cu"
__attribute__((visibility("hidden"))) void apply40_kernel(int n41, float *dst42, float *data43) ;
#if 0
# 65
{ 
# 66
int idx44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
__attribute__((unused)) static int sh_45[256]; 
# 68
if (dst42 != (nullptr)) { 
# 69
goto out46; 
# 70
}  
# 71
(sh_45[89]) = STEPS24; 
# 72
out46:; ; 
# 73
} 
#endif
# 75 "v001612.cu"
int main() 
# 76
{ 
# 77
int count47 = 3322; 
# 78
count47 = ((((count47 < count47) ? count47 : 44) - ((count47 != count47) ? STEPS24 : STEPS24)) + ((STEPS24 / count47) + STEPS24)); 
# 79
const char *s48 = ("a\tb"); 
# 80
(__cudaPushCallConfiguration((count47 + 31) / 32, dim3(8 * 16, 1), sizeof(int) * (32))) ? (void)0 : trace5_kernel(nullptr, nullptr, count47 / 2); 
# 81
(__cudaPushCallConfiguration((count47 + 127) / 128, ((dim3)(64)))) ? (void)0 : count25_kernel(nullptr, (int)(0 * count47), ((8.0F) - count47) - ((unsigned)34LL)); 
# 82
(__cudaPushCallConfiguration(dim3((count47 + 31) / 32, 8), 256)) ? (void)0 : accum33(64, &count47, nullptr, (unsigned *)nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001612.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b033f5b_10_v001612_cu_8700b64a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001612.cudafe1.stub.c"
#include "v001612.cudafe1.stub.c"
# 1 "v001612.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
