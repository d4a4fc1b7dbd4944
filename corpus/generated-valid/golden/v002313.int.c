# 1 "v002313.cu"
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
# 7 "v002313.cu"
static long long d_norm3; 
# 8
static void relax4_kernel(int stride5, long long *data6, const float *__restrict__ src7) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern int dyn_8[]; 
# 11
unsigned i9 = __device_builtin_variable_threadIdx.x; 
# 12
if (i9 >= stride5) { 
# 13
return; 
# 14
}  
# 15
(*data6) = ((int)49U); 
# 16
d_norm3 = (d_norm3 & (15)); 
# 17
} 
#endif
# 18 "v002313.cu"
static double d_split10[4]; 
# 19
__attribute__((unused)) unsigned spread11(int lane12, int count13, int count14) 
# 20
{int volatile ___ = 1;(void)lane12;(void)count13;(void)count14;
# 28
::exit(___);}
#if 0
# 20
{ 
# 21
double tmp15[8]{(22.25), (9.0), (5.5), (static_cast< double>(-(23.25F))), ((2.0F)), (3.0), (2.125), (static_cast< double>(-(5.25F)))}; 
# 22
__attribute__((unused)) static double sh_16[32]; 
# 23
float k17 = ((((sh_16[28]) += (__device_builtin_variable_blockDim.y)), d_norm3) <= (36U * count13)) ? (long)662 : (__device_builtin_variable_blockIdx.y); 
# 24
if ((d_split10[0]) <= (13)) { 
# 25
return lane12; 
# 26
}  
# 27
return count14; 
# 28
} 
#endif
# 30 "v002313.cu"
__attribute__((visibility("hidden"))) void scale18(const int *__restrict__ in19, const int *in20, int lane21, bool b22) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern int dyn_23[]; 
# 33
unsigned i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
switch (lane21) { 
# 35
case 8:  
# 36
break; 
# 37
case 5:  
# 38
lane21 *= (((__device_builtin_variable_blockDim.x) & (15)) & (15)); 
# 39
break; 
# 40
case 1:  
# 41
break; 
# 42
}  
# 43
unsigned f25[8] = {(17), (1), 3U}; 
# 44
int acc26 = dyn_23[1]; 
# 45
int lim27{static_cast< int>(f25[6])}; 
# 46
} 
#endif
# 48 "v002313.cu"
int check_bump28(unsigned a29, float a30, double beta31) 
# 49
{ 
# 50
beta31 = ((34) | ((a29 - 1529L) & (a29 * 19UL))); 
# 51
if ((beta31 - a29) < ((1495) * a29)) { 
# 52
([flag32 = 11]{ 
# 53
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : scale18(&(flag32), &(flag32), flag32, ~(flag32)); 
# 54
(__cudaPushCallConfiguration(1, 512, 256, 0)) ? (void)0 : scale18((const int *)nullptr, nullptr, ((unsigned char)(flag32)) % (flag32), ((flag32) & 15) * 1); 
# 55
} )(); 
# 56
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : relax4_kernel(((a29 += a29), 7LL), nullptr, nullptr); 
# 57
(__cudaPushCallConfiguration(2 * 4, 512)) ? (void)0 : relax4_kernel(a29, nullptr, nullptr); 
# 58
} else { 
# 59
(__cudaPushCallConfiguration((a29 + (31)) / (32), 8 * 16, sizeof(double) * (64), 0)) ? (void)0 : relax4_kernel((beta31 - a29) - (a29 & (15)), nullptr, &a30); 
# 60
double cnt33 = (18.75); 
# 61
}  
# 62
return 6L; 
# 63
} 
# 64
static int d_score34; 
# 65
__attribute((noinline)) __attribute__((unused)) void tile35(float *data36) 
# 66
{int volatile ___ = 1;(void)data36;
# 69
::exit(___);}
#if 0
# 66
{ 
# 67
static_assert((63 == 63), "expected value");
# 68
(d_split10[3]) = (~((41L + d_score34) % ((unsigned char)1))); 
# 69
} 
#endif
# 70 "v002313.cu"
int main() 
# 71
{ 
# 72
int size37 = 21; 
# 73
cudaStream_t t38 = ((cudaStream_t)0); 
# 74
size37 = (-17); 
# 75
size37 ^= ((((size37 - size37) ^ size37) >= (size37 | 6L)) ? size37 : size37); 
# 76
size37 -= 37; 
# 77
return 0; 
# 78
} 

# 1 "v002313.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c29ad310_10_v002313_cu_d_norm3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002313.cudafe1.stub.c"
#include "v002313.cudafe1.stub.c"
# 1 "v002313.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
