# 1 "v001569.cu"
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
# 7 "v001569.cu"
__attribute__((visibility("hidden"))) void probe2_kernel(const float *coef3, int *out4) ;
#if 0
# 7
{ 
# 8
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
(out4[4]) = (((2) * (+(+(__device_builtin_variable_threadIdx.x)))) + (((*out4) / (out4[7])) * (('\a') + (__device_builtin_variable_blockIdx.x)))); 
# 10
switch ((out4[(__device_builtin_variable_gridDim.x) & (7)]) - (*out4)) { 
# 11
case 1:  
# 12
break; 
# 13
case 3:  
# 14
for (int n6 = 0; n6 < gid5; n6++) { 
# 15
(out4[gid5 & 7]) %= gid5; 
# 16
(*out4) = (23U); 
# 17
}  
# 18
break; 
# 19
}  
# 20
} 
#endif
# 22 "v001569.cu"
namespace util7 { 
# 23
int sift8(int stride9 = ' ') { 
# 24
float s10 = (60); 
# 25
stride9--; 
# 26
s10 = ((~stride9) | 62U); 
# 27
unsigned long long u11 = (51); 
# 28
return u11; 
# 29
} 
# 31
unsigned short tally12(int n13, int n14, signed char cfg15 = 22) { 
# 32
if (cfg15 == (cfg15 % ('\"'))) { 
# 33
switch (n13) { 
# 34
case 6:  
# 35
n14 = util7::sift8(static_cast< signed char>(n14 / 37)); 
# 36
n13 = 43; 
# 37
break; 
# 38
default:  { 
# 39
float *res16 = ((float *)nullptr); 
# 40
break; 
# 41
} 
# 42
}  
# 43
int v17(util7::sift8()); 
# 44
}  
# 45
return cfg15; 
# 46
} 
# 47
}
# 49
__attribute__((visibility("hidden"))) void split18(int len19, int n20, int lane21) ;
#if 0
# 49
{ 
# 50
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
char val23 = ((2 * (~tid22)) + (util7::tally12(57L, len19))) + (util7::tally12(__device_builtin_variable_warpSize, tid22, ' ')); 
# 52
const double acc24 = util7::tally12((2 * n20) + 2, len19, lane21); 
# 53
static_assert((sizeof(int) == (4)), "size check");
# 54
float k25 = ((acc24 + (4)) * ((15.0F))) - ((17.75F)); 
# 55
} 
#endif
# 56 "v001569.cu"
static_assert((sizeof(int) == (4)), "size check");
# 57
enum class Phase26: unsigned char { Fast27, On28, Green29}; 
# 59
__attribute__((visibility("hidden"))) void sweep30_kernel(const unsigned short *in31, double *out32) ;
#if 0
# 59
{ 
# 60
unsigned i33 = __device_builtin_variable_threadIdx.x; 
# 61
for (int n34 = 0; n34 < 15; n34 += 4) { 
# 62
if (n34) { 
# 63
continue; }  
# 64
int f35 = (37UL); 
# 65
__attribute__((unused)) static long sh_36[16]; 
# 66
}   
# 67
} 
#endif
# 69 "v001569.cu"
double filter37(int count38) { 
# 70
float f39 = (static_cast< size_t>(20)) + (util7::tally12(~count38, 30)); 
# 71
double res40 = (((2) * f39) + (55UL)) / ((2 * ((f39 > count38) ? 17 : 53)) + f39); 
# 72
{ 
# 73
count38 = (((2) * (count38 % 14UL)) + (5)); 
# 74
static_assert(((19 * 3) == 57));
# 75
} 
# 76
return static_cast< int>(count38 ^ 422); 
# 77
} 
# 79
long host_pivot41(int n42, size_t alpha43, Phase26 q44) { 
# 80
q44 = q44; 
# 81
alpha43 = alpha43; 
# 82
size_t hi45[8]{7UL, alpha43, (5), alpha43, alpha43, alpha43, 46UL, (40L)}; 
# 83
for (int it46 = 0; it46 < 2; ++it46) { 
# 84
if ((util7::tally12((n42 != alpha43) ? hi45[n42 & 7] : (2), it46)) < it46) { 
# 85
alpha43 |= (((21) | (((4) != alpha43) ? hi45[3] : it46)) * (('0') * n42)); }  
# 86
(__cudaPushCallConfiguration(2, 512, 0)) ? (void)0 : sweep30_kernel(nullptr, nullptr); 
# 87
}  
# 88
return hi45[alpha43]; 
# 89
} 
# 91
int main() { 
# 92
int n47 = 3473; 
# 93
n47 -= n47; 
# 94
auto step50 = [&](auto hi48, auto acc49) { 
# 95
acc49--; 
# 96
return hi48 * 2; 
# 97
} ; typedef decltype(step50) __T0;
# 98
n47 = 55; 
# 99
n47++; 
# 100
int res51((static_cast< float>(14L & n47)) + (util7::sift8())); 
# 101
(__cudaPushCallConfiguration((n47 + 31) / 32, 32, 1024, (cudaStream_t)0)) ? (void)0 : probe2_kernel(nullptr, nullptr); 
# 102
(__cudaPushCallConfiguration((res51 + 63) / 64, 64)) ? (void)0 : split18(51U, 30 | res51, res51 & 26); 
# 103
return 0; 
# 104
} 

# 1 "v001569.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8b616e4_10_v001569_cu_2a8d3cbd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001569.cudafe1.stub.c"
#include "v001569.cudafe1.stub.c"
# 1 "v001569.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
