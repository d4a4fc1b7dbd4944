# 1 "v001570.cu"
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
# 22 "v001570.cu"
enum Color8 { OFF9, FAST10, ON11}; 
# 25
__attribute__((unused)) long combine12(int count13, int count14) 
# 26
{int volatile ___ = 1;(void)count13;(void)count14;
# 43
::exit(___);}
#if 0
# 26
{ 
# 27
for (int i15 = 0; i15 < count13; ++i15) { 
# 28
__attribute__((unused)) static float sh_16; 
# 29
}  
# 30
switch ((long)count14) { 
# 31
case ((ON11) + (FAST10)) * ((FAST10) + 2):  
# 32
break; 
# 33
case 2:  
# 34
if (count13 > (-count14)) { 
# 35
Color8 res17 = OFF9; 
# 36
}  
# 37
break; 
# 38
default:  
# 39
count13 %= 43UL; 
# 40
break; 
# 41
}  
# 42
return count14; 
# 43
} 
#endif
# 44 "v001570.cu"
static float g_shade18; 
# 46
static void tally19(int *acc20, const long long *coef21) ;
#if 0
# 47
{ 
# 48
unsigned tid22 = __device_builtin_variable_threadIdx.x; 
# 49
(*acc20) ^= tid22; 
# 50
if ((((acc20[5]) + 46) - ((17) ^ (coef21[4]))) <= ((coef21[tid22]) | (acc20[5]))) { 
# 51
__attribute__((unused)) static int sh_23[256]; 
# 52
}  
# 53
bool idx24 = tid22 > (((__device_builtin_variable_threadIdx.x) + (32)) + (59)); 
# 54
double k25((128)); 
# 55
const unsigned *lim26 = reinterpret_cast< const unsigned *>(coef21); 
# 56
} 
#endif
# 58 "v001570.cu"
static unsigned long long host_relax27(int count28) 
# 59
{ 
# 60
if ((-count28) <= (count28 & 15)) { 
# 61
for (int j29 = 0; j29 < 3; j29 += 1) { 
# 62
if (g_shade18 >= (count28 & 15)) { 
# 63
float mid30[4] = {g_shade18}; 
# 64
} else { 
# 65
g_shade18 -= (g_shade18 - ((33) * ((g_shade18 == count28) ? (23.25F) : (6)))); 
# 66
g_shade18 = g_shade18; 
# 67
}  
# 68
float y31 = g_shade18; 
# 69
}  
# 70
}  
# 71
return g_shade18 - (36UL | count28); 
# 72
} 
# 74
template< class T, int N = 3> __attribute__((unused)) unsigned 
# 75
scale32(T q33, T q34) 
# 76
{int volatile ___ = 1;(void)q33;(void)q34;
# 84
::exit(___);}
#if 0
# 76
{ 
# 77
unsigned long long r35 = N << (__device_builtin_variable_threadIdx.z); 
# 78
q33 += (((__device_builtin_variable_warpSize + (OFF9)) >> (__device_builtin_variable_threadIdx.x)) + (21.375)); 
# 79
q34 = q33; 
# 80
T off36 = (-((((__device_builtin_variable_gridDim.x) >= (57)) ? q34 : 25) + ((6.75) - q34))); 
# 81
r35 &= (((r35 + (N)) * ((3237UL) + r35)) + (((N) - r35) - (8 >> r35))); 
# 82
q33 = ON11; 
# 83
return (N) | (r35 + (r35 & r35)); 
# 84
} 
#endif
# 86 "v001570.cu"
int main() 
# 87
{ 
# 88
int size37 = 965; 
# 89
auto lam40 = [](auto e38) { 
# 90
double w39 = (20.375); 
# 91
(__cudaPushCallConfiguration(dim3(sizeof(float) * ((FAST10) + 1), 128, 2), 1 << ((ON11) + 3))) ? (void)0 : tally19(static_cast< int *>(nullptr), nullptr); 
# 92
e38 *= (((w39 += (16.0)), 9) | 18); 
# 93
return e38 * 2; 
# 94
} ; typedef decltype(lam40) __T0;
# 95
(__cudaPushCallConfiguration((size37 + 63) / 64, 128 + (55 + (64 + ((ON11) + 7))), 256)) ? (void)0 : tally19(static_cast< int *>(nullptr), nullptr); 
# 96
size37 |= sizeof(int); 
# 97
(__cudaPushCallConfiguration(8 * ((FAST10) + 7), 256 * 2)) ? (void)0 : tally19(nullptr, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v001570.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b8de70de_10_v001570_cu_5e620d96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001570.cudafe1.stub.c"
#include "v001570.cudafe1.stub.c"
# 1 "v001570.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
