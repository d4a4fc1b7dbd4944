# 1 "v001728.cu"
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
# 11 "v001728.cu"
__attribute__((visibility("hidden"))) void sift6(int *data7, float *__restrict__ data8, int len9, int stride10) ;
#if 0
# 11
{ 
# 12
if (data7[6]) { 
# 13
return; 
# 14
}  
# 15
double flag11 = (1.625); 
# 16
int base12 = (stride10 % 5) % 2470; 
# 17
len9 = (sizeof(int)); 
# 18
long q13(((int)(len9 + 48)) / (~(*data7))); 
# 19
flag11 = (static_cast< int>((static_cast< int>(q13)) + 7)); 
# 20
int lim14 = (sizeof(signed char)); 
# 21
} 
#endif
# 23 "v001728.cu"
int check_blend15(float p16, const int *src17) { 
# 24
(__cudaPushCallConfiguration(4, 32 * 16, 16 * 16)) ? (void)0 : sift6(const_cast< int *>(src17), (float *)nullptr, (!((src17[0]) == sizeof(float))) ? 4005U : (*src17), p16); 
# 25
++p16; 
# 26
p16 *= ((2772 - ((*src17) - (src17[0]))) & ((*src17) - (src17[6]))); 
# 27
return -3071; 
# 28
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 30
__attribute__((unused)) static int grow18(int *acc19) {int volatile ___ = 1;(void)acc19;
# 37
::exit(___);}
#if 0
# 30
{ 
# 31
(acc19[0]) = (sizeof(int)); 
# 32
unsigned long y20{(61)}; 
# 33
y20 %= y20; 
# 34
static_assert((43 == 43), "expected value");
# 35
(acc19[y20]) = ((((acc19[1]) ^ (8 * 4)) + y20) + ((4582) - ((*acc19) ^ y20))); 
# 36
return (41) + ((acc19[y20]) ^ (sizeof(unsigned) + y20)); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001728.cu"
__attribute__((visibility("hidden"))) void rank21(int *__restrict__ dst22, int *out23) ;
#if 0
# 39
{ 
# 40
(*out23) = (grow18(dst22) + (dst22[1])); 
# 41
if ((dst22[3]) > grow18(out23)) { 
# 42
return; 
# 43
}  
# 44
int sum24 = 40 % (*out23); 
# 45
int off25(sizeof(double) - (((out23[4]) | (*out23)) - (53 & (dst22[sum24])))); 
# 46
(*out23) -= 4982U; 
# 47
int lim26 = sizeof(float) * ((sum24 + (*dst22)) - (*dst22)); 
# 48
if (((dst22[off25 & 7]) * 256) <= sizeof(unsigned)) { 
# 49
return; 
# 50
}  
# 51
} 
#endif
# 52 "v001728.cu"
typedef char *ptr27_t; 
# 54
template< class T> 
# 55
struct Sample28 { 
# 56
T y29; 
# 57
T norm30() const { 
# 58
if (!(26 != (y29))) { 
# 59
return static_cast< unsigned>(64); 
# 60
}  
# 61
return -((y29) * (y29)); 
# 62
} 
# 63
}; 
# 65
__attribute((always_inline)) __attribute__((unused)) static inline double reduce31(int lane32, unsigned char *dst33, int count34) {int volatile ___ = 1;(void)lane32;(void)dst33;(void)count34;
# 79
::exit(___);}
#if 0
# 65
{ 
# 66
int iter35 = 0; 
# 67
do { 
# 68
float prod36 = 52 / (count34 / ((iter35 == 55) ? 8 * 4 : lane32)); 
# 69
if ((dst33[count34]) >= iter35) { 
# 70
return (int)count34; 
# 71
}  
# 72
unsigned lo37 = (52); 
# 73
++iter35; 
# 74
} while (iter35 < lane32); 
# 75
int val38 = grow18(static_cast< int *>(nullptr)); 
# 76
(*dst33) = (11); 
# 77
unsigned long f39 = lane32; 
# 78
return grow18(reinterpret_cast< int *>(dst33)); 
# 79
} 
#endif
# 81 "v001728.cu"
static int host_decay40(signed char a41 = 127) { 
# 82
a41--; 
# 83
a41 = (check_blend15((8 * 4) & (a41 % 5), static_cast< const int *>(nullptr))); 
# 84
float f42 = ((a41 | 256) + (a41 * (9.25F))) * (8 * 4); 
# 85
f42 += ((f42 + f42) + (a41 + (a41 | 8))); 
# 86
a41 += check_blend15(8 * 4, (const int *)nullptr); 
# 87
check_blend15(f42, (const int *)nullptr); 
# 88
return 53 / ((a41 - a41) % 6); 
# 89
} 
# 91
int main() { 
# 92
int n43 = 1830; 
# 93
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : sift6(nullptr, nullptr, -n43, host_decay40()); 
# 94
check_blend15(n43 | (44 + n43), nullptr); 
# 95
(__cudaPushCallConfiguration((n43 + 31) / 32, 512, sizeof(double) * (256))) ? (void)0 : rank21(nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001728.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f842764a_10_v001728_cu_06335662
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001728.cudafe1.stub.c"
#include "v001728.cudafe1.stub.c"
# 1 "v001728.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
