# 1 "v001388.cu"
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
# 14 "v001388.cu"
struct Vec7 { 
# 15
unsigned y8; 
# 16
int weight9; 
# 17
}; 
# 18
static constexpr double kT10 = (8.5); 
# 19
void kick11(const float *__restrict__ in12, const int *in13, const long long *__restrict__ input14) { } 
# 20
__attribute__((visibility("hidden"))) void tally15_kernel(int *dst16, int *buf17, const Vec7 cfg18, const int *src19) ;
#if 0
# 21
{ 
# 22
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
switch (cfg18.y8) { 
# 24
case 10:  
# 25
kick11(reinterpret_cast< const float *>(src19), src19 + 0, reinterpret_cast< const long long *>(buf17)); 
# 26
break; 
# 27
case 9:  
# 28
if (!((buf17[__device_builtin_variable_blockIdx.x]) < (dst16[__device_builtin_variable_threadIdx.z]))) { 
# 29
break; 
# 30
}  
# 31
kick11(reinterpret_cast< const float *>(dst16), static_cast< const int *>(nullptr), reinterpret_cast< const long long *>(src19)); 
# 32
break; 
# 33
case 2:  
# 34
break; 
# 35
case 2 * 4:  
# 36
(*buf17) <<= 1; 
# 37
break; 
# 38
default:  
# 39
break; 
# 40
}  
# 41
} 
#endif
# 42 "v001388.cu"
__attribute__((visibility("hidden"))) void tally21_kernel(const float *input22, const size_t *__restrict__ src23) ;
#if 0
# 43
{ 
# 44
int tid24 = __device_builtin_variable_threadIdx.x; 
# 45
if (!src23) { 
# 46
for (int j25 = tid24; j25 > 0; --j25) { 
# 47
for (int it26 = 0; it26 < 10; ++it26) { 
# 48
Vec7 base27 = Vec7{((unsigned)32), 56}; 
# 49
unsigned y28 = (base27.weight9) * (src23[5]); 
# 50
}  
# 51
}  
# 52
} else { if ((tid24 - tid24) < ((__device_builtin_variable_blockDim.x) - tid24)) { }  }  
# 53
} 
#endif
# 54 "v001388.cu"
enum class Mode29 { Green30, Busy31 = 5, Mul32 = 7, Idle33 = 11}; 
# 55
struct Tile34 { 
# 56
float id35; 
# 57
int z36; 
# 58
unsigned z37; 
# 59
}; 
# 60
Tile34 operator+(Tile34 a, Tile34 b) 
# 61
{ 
# 62
Tile34 r = a; 
# 63
(r.id35) += (b.id35); 
# 64
(r.z36) += (b.z36); 
# 65
(r.z37) += (b.z37); 
# 66
return r; 
# 67
} 
# 68
__attribute__((unused)) long long gather38(int *out39) 
# 69
{int volatile ___ = 1;(void)out39;
# 79
::exit(___);}
#if 0
# 69
{ 
# 70
for (int n40 = 0; n40 < 16; n40++) { 
# 71
if ((out39[4]) == ((*out39) % n40)) { 
# 72
break; 
# 73
}  
# 74
Tile34 v41 = Tile34{(-(1.875F)), (33UL), static_cast< unsigned>(out39[n40])}; 
# 75
int acc42 = (7U); 
# 76
}  
# 77
(out39[__device_builtin_variable_gridDim.y]) += (__device_builtin_variable_threadIdx.x); 
# 78
return ((float)(11.875F)) - (__device_builtin_variable_threadIdx.z); 
# 79
} 
#endif
# 80 "v001388.cu"
float check_step43(const int *__restrict__ src44) 
# 81
{ 
# 82
for (int n45 = 0; n45 < 13; n45 += 2) { 
# 83
(__cudaPushCallConfiguration(31 + (31 + 2), (31 + 225) * 2)) ? (void)0 : tally21_kernel(nullptr, reinterpret_cast< const size_t *>(src44)); 
# 84
}  
# 85
(__cudaPushCallConfiguration(dim3(1, 32 * 8), (31 + (31 + (31 + 35))) * 4)) ? (void)0 : tally15_kernel(const_cast< int *>(src44), nullptr, Vec7{}, src44); 
# 86
kick11(reinterpret_cast< const float *>(src44), src44, reinterpret_cast< const long long *>(src44)); 
# 87
return static_cast< double>(60U); 
# 88
} 
# 89
int main() 
# 90
{ 
# 91
int len46 = 2006; 
# 92
dim3 m47 = ((dim3)(1)); 
# 93
len46 += kT10; 
# 94
dim3 lim48 = ((dim3)((len46 + 255) / 256)); 
# 95
return 0; 
# 96
} 

# 1 "v001388.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29632cfd_10_v001388_cu_4f3aa6f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001388.cudafe1.stub.c"
#include "v001388.cudafe1.stub.c"
# 1 "v001388.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
