# 1 "v001850.cu"
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
# 29 "v001850.cu"
__attribute__((visibility("hidden"))) void map_spread9(int *data, int n) ;
#if 0
# 29
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 31 "v001850.cu"
void gather10(int count11 = -44) { 
# 32
float u12 = (33U); 
# 33
if (count11 < (count11 + 10L)) { 
# 34
if ((((count11 > u12) ? count11 : u12) / ((count11 > 9) ? count11 : 9)) >= u12) { 
# 35
count11 %= ((((u12 * count11) < (58)) ? 32 : (5 + count11)) >> (count11 + count11)); 
# 36
count11 <<= count11; 
# 37
}  
# 38
}  
# 39
} 
# 41
__attribute__((visibility("hidden"))) void sweep13_kernel(long long *dst14) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned long long dyn_15[]; 
# 43
unsigned i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
switch (i16) { 
# 45
case 1 << 2:  { 
# 46
int *tmp17 = (nullptr); 
# 47
(dyn_15[__device_builtin_variable_blockIdx.y]) &= (((' ') - (i16 + (__device_builtin_variable_gridDim.x))) + ((46) + (dst14[4]))); 
# 48
[[fallthrough]] ; 
# 49
} 
# 50
case 6:  
# 51
break; 
# 52
}  
# 53
int *lo18 = (static_cast< int *>(nullptr)); 
# 54
char hi19 = (29L - (static_cast< short>(__device_builtin_variable_warpSize))) >> ((dyn_15[5]) << ((dst14[3]) * i16)); 
# 55
} 
#endif
# 58 "v001850.cu"
constexpr int update20(int stride21, int stride22) { 
# 59
float r23 = ((((stride22 == stride22) ? 32 : stride21) % 973) > ((float)8)) ? ((stride22 == stride22) ? 32 : stride21) % 973 : ((float)8); 
# 60
int off24 = stride21 - ((static_cast< int>(2337)) - ((stride22 += 10U), r23)); 
# 61
return ((stride22 += r23), ((8) * (r23 + stride22))); 
# 62
} 
# 65
__attribute__((unused)) int smooth25(int n26) {int volatile ___ = 1;(void)n26;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
n26 /= ((n26 > (n26 / 2067)) ? n26 : (n26 / 2067)); 
# 67
size_t k27 = +((n26 + 21) + (n26 * n26)); 
# 68
return k27; 
# 69
} 
#endif
# 70 "v001850.cu"
typedef float real28_t; 
# 72
static void weigh29(const double *coef30) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern unsigned dyn_31[]; 
# 74
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
const int *u33 = &tid32; 
# 76
(dyn_31[tid32]) <<= 6L; 
# 78
#pragma unroll 4
for (
# 78
int i34 = 0, j35 = tid32; i34 < j35; (++i34), (--j35)) { 
# 79
unsigned mid36 = (static_cast< unsigned>(__device_builtin_variable_threadIdx.x)) - ((tid32 - (*u33)) - ((coef30[__device_builtin_variable_blockIdx.x]) - (sizeof(unsigned)))); 
# 80
int m37 = ((u33[tid32]) > (mid36 << 3)) ? u33[tid32] : (mid36 << 3); 
# 81
}  
# 82
} 
#endif
# 84 "v001850.cu"
int shade38(unsigned *acc39, int *data40, double *data41) { 
# 85
auto diff42 = (((data41[1]) + ('z')) <= (acc39[0])) ? sizeof(int) - (data40[6]) : (static_cast< int>(*data40)); 
# 86
const long long q43 = (((*acc39) += (acc39[0])), 21U) - (diff42 << (diff42 - (data40[diff42]))); 
# 87
static_assert((sizeof(int) == (4)), "size check");
# 88
(acc39[7]) = ((((diff42 - (2459U)) - ((acc39[1]) * (32))) > ((diff42 << q43) - (data40[diff42]))) ? (diff42 - (2459U)) - ((acc39[1]) * (32)) : ((diff42 << q43) - (data40[diff42]))); 
# 89
if ((q43 * q43) < q43) { 
# 90
return 1; }  
# 91
(*data41) = (((diff42 / (*data40)) >= ((47) - (*data41))) ? (q43 > (45UL)) ? q43 : (45UL) : (256)); 
# 92
return (+((24U) - diff42)) - (static_cast< float>(256)); 
# 93
} 
# 95
int main() { 
# 96
int count44 = 669; 
# 97
dim3 diff45 = ((dim3)(1)); 
# 98
count44 = (static_cast< int>((count44 > count44) ? (count44 > count44) ? count44 : count44 : count44)); 
# 99
count44 <<= 2; 
# 100
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), 256, 0, (cudaStream_t)0)) ? (void)0 : map_spread9(&count44, -count44); 
# 101
(__cudaPushCallConfiguration((count44 + 127) / 128, 5 + (5 + (8 + 110)))) ? (void)0 : sweep13_kernel(nullptr); 
# 102
(__cudaPushCallConfiguration((count44 + 63) / 64, 128, 5 + 1019, nullptr)) ? (void)0 : weigh29(nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001850.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e803060_10_v001850_cu_64e10b63
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001850.cudafe1.stub.c"
#include "v001850.cudafe1.stub.c"
# 1 "v001850.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
