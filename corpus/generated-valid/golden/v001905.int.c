# 1 "v001905.cu"
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
# 17 "v001905.cu"
int host_rank6(int lane7) 
# 18
{ 
# 19
++lane7; 
# 20
const char *tmp8 = ("tile"); 
# 21
if ((~lane7) > 21ULL) { 
# 22
return tmp8[1]; 
# 23
}  
# 24
for (int j9 = 0, j10 = (4 * 2); j9 < j10; (++j9), (--j10)) { 
# 25
if (lane7 & 1) { 
# 26
return (((tmp8[0]) + j9) / 2); 
# 27
}  
# 28
}  
# 29
int base11 = lane7; 
# 30
return 13 ^ (tmp8[1]); 
# 31
} 
# 33
struct alignas(16) Vec12 { 
# 34
int vel13; 
# 35
float y14; 
# 36
}; 
# 38
static void pivot15(const unsigned long long *src16, const int *in17, size_t beta18) ;
#if 0
# 39
{ 
# 40
if ((src16[7]) == (src16[2])) { 
# 41
return; 
# 42
}  
# 44
#pragma unroll
for (
# 44
int i19 = 0; i19 < 11; i19++) { 
# 46
#pragma unroll 8
for (
# 46
int it20 = 0; it20 < 10; ++it20) { 
# 47
int iter21 = 0; 
# 48
while (iter21 < 5) { 
# 49
beta18 = (src16[iter21]); 
# 50
++iter21; 
# 51
}  
# 52
}  
# 53
float val22 = (8); 
# 54
}  
# 55
} 
#endif
# 57 "v001905.cu"
float check_lerp23(int n24) 
# 58
{ 
# 59
if (n24 > n24) { 
# 60
return (n24 >= sizeof(Vec12)) ? 16L : (8); 
# 61
}  
# 62
unsigned stride25 = host_rank6(n24); 
# 63
return stride25; 
# 64
} 
# 66
static void pack26_kernel(int *buf27) ;
#if 0
# 67
{ 
# 68
(*buf27) = ((*buf27) * (19U - (*buf27))); 
# 69
float hi28 = 1 - ((*buf27) / 2); 
# 70
} 
#endif
# 72 "v001905.cu"
__attribute__((visibility("hidden"))) void mix29(const int *in30, unsigned *data31, float p32) ;
#if 0
# 73
{ 
# 74
if ((44) >= (*data31)) { 
# 75
goto skip35; 
# 76
}  
# 77
if ((p32 * (58U)) == p32) { 
# 78
(*data31) = (((*data31) - ((*data31) - (15))) * p32); 
# 79
int iter33 = 0; 
# 80
while ((iter33 < 5) && (in30 != (nullptr))) { 
# 81
static_assert((58 > 57));
# 82
unsigned *v34 = data31; 
# 83
++iter33; 
# 84
}  
# 85
}  
# 86
skip35:; ; 
# 87
} 
#endif
# 89 "v001905.cu"
static void rank36(Vec12 cfg37, unsigned p38, const unsigned long long *coef39) 
# 90
{ 
# 91
const char *stride40 = ("a\tb"); 
# 92
const char *z41 = stride40; 
# 93
for (int it42 = (8 + 2); it42 > 0; --it42) { 
# 94
p38++; 
# 95
}  
# 96
host_rank6(((stride40[0]) - __alignof__(int)) % (1230)); 
# 97
auto lo43 = (((stride40[0]) % (cfg37.vel13)) - host_rank6(p38)) % 8; 
# 98
} 
# 100
int main() 
# 101
{ 
# 102
int len44 = 897; 
# 103
(__cudaPushCallConfiguration((len44 + 255) / 256, 8 + 24, 0)) ? (void)0 : pivot15(nullptr, &len44, 991); 
# 104
len44 = (static_cast< unsigned>(4058)); 
# 105
len44 = ((len44 += len44), ((len44 += len44), 8)); 
# 106
const char *prod45 = ("raw \\n text"); 
# 107
(__cudaPushCallConfiguration((len44 + 63) / 64, 32, sizeof(double) * (32))) ? (void)0 : pack26_kernel(static_cast< int *>(nullptr)); 
# 108
(__cudaPushCallConfiguration(1 << (8 + 1), (8 + 8) * 2)) ? (void)0 : mix29(&len44, static_cast< unsigned *>(nullptr), -(5.5F)); 
# 109
return 0; 
# 110
} 

# 1 "v001905.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ae29c87_10_v001905_cu_08dbf80b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001905.cudafe1.stub.c"
#include "v001905.cudafe1.stub.c"
# 1 "v001905.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
