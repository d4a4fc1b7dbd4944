# 1 "v002243.cu"
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
# 8 "v002243.cu"
__attribute__((visibility("hidden"))) void drift4(int *__restrict__ dst5, unsigned *dst6) ;
#if 0
# 9
{ 
# 10
auto u7 = 16; 
# 11
u7++; 
# 12
++(dst5[5]); 
# 13
int x8 = *dst5; 
# 14
if (dst6 == (nullptr)) { 
# 15
return; }  
# 16
(dst5[1]) = u7; 
# 17
} 
#endif
# 18 "v002243.cu"
__attribute((noinline)) __attribute__((unused)) void sift9(long p10) 
# 19
{int volatile ___ = 1;(void)p10;
# 27
::exit(___);}
#if 0
# 19
{ 
# 20
float acc11 = (sizeof(long)); 
# 21
acc11 /= (11.0F); 
# 22
--p10; 
# 23
long long *q12 = (nullptr); 
# 24
auto lo13 = acc11; 
# 25
unsigned char val14 = (((*q12) % (8)) % (8)) % (8); 
# 26
lo13 *= (*q12); 
# 27
} 
#endif
# 28 "v002243.cu"
__attribute__((unused)) inline void shade15(const int *__restrict__ in16, int lane17, int len18) 
# 29
{int volatile ___ = 1;(void)in16;(void)lane17;(void)len18;
# 33
::exit(___);}
#if 0
# 29
{ 
# 30
float *stride19 = (nullptr); 
# 31
(stride19[len18 & 7]) = (4.125F); 
# 32
int f20 = stride19[3]; 
# 33
} 
#endif
# 34 "v002243.cu"
static void host_smooth21(int lane22, int *dst23, int count24) 
# 35
{ 
# 36
(__cudaPushCallConfiguration((lane22 + 63) / 64, 32)) ? (void)0 : drift4(static_cast< int *>(nullptr), static_cast< unsigned *>(nullptr)); 
# 37
(__cudaPushCallConfiguration((lane22 + 127) / 128, 512, 0)) ? (void)0 : drift4(dst23, nullptr); 
# 38
++lane22; 
# 39
long long r25 = dst23[count24]; 
# 40
(dst23[7]) *= sizeof(float); 
# 41
if (dst23 != (nullptr)) { 
# 42
return; }  
# 43
unsigned m26 = (86UL); 
# 44
} 
# 45
int main() 
# 46
{ 
# 47
int len27 = 2312; 
# 48
const char *y28 = ("path\\to"); 
# 49
if (len27 <= (~(y28[1]))) { 
# 50
return 9; }  
# 51
return 0; 
# 52
} 

# 1 "v002243.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1268fc5_10_v002243_cu_4943616c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002243.cudafe1.stub.c"
#include "v002243.cudafe1.stub.c"
# 1 "v002243.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
