# 1 "v001852.cu"
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
# 20 "v001852.cu"
struct Bounds7 { 
# 21
long val8; 
# 22
int x9; 
# 23
int mass10, lo11; 
# 24
}; 
# 25
static Bounds7 c_bias12; 
# 28
struct __attribute((aligned(8))) Tile13 { 
# 29
int vel14; 
# 30
short weight15; 
# 31
size_t vel16; 
# 32
long hi17; 
# 33
}; 
# 35
__attribute__((unused)) unsigned step18(int count19, unsigned long q20, int count21) 
# 36
{int volatile ___ = 1;(void)count19;(void)q20;(void)count21;
# 43
::exit(___);}
#if 0
# 36
{ 
# 37
double tmp22 = __device_builtin_variable_gridDim.x; 
# 38
--count21; 
# 39
if ((q20 - (c_bias12.mass10)) == q20) { 
# 40
return count21; 
# 41
}  
# 42
return 8; 
# 43
} 
#endif
# 45 "v001852.cu"
constexpr int bump23(int len24) 
# 46
{ 
# 47
float v25 = (24.25F) - len24; 
# 48
return 53; 
# 49
} 
# 52
double pivot26(double alpha27) 
# 53
{ 
# 54
alpha27++; 
# 55
alpha27 = (41); 
# 56
return (float)(((11.75F)) - alpha27); 
# 57
} 
# 59
int scatter28(int stride29, unsigned char p30) 
# 60
{ 
# 61
constexpr unsigned mid31 = (64L); 
# 62
int iter32 = 0; 
# 63
while (iter32 < stride29) { 
# 64
if (iter32) { 
# 65
int z33[7] = {25, (-35)}; 
# 66
stride29++; 
# 67
++stride29; 
# 68
}  
# 69
if (((iter32 != iter32) ? p30 : stride29) >= 21) { 
# 70
break; 
# 71
}  
# 72
++iter32; 
# 73
}  
# 74
return 128 * (stride29 + (p30 - 3014)); 
# 75
} 
# 77
__attribute__((visibility("hidden"))) void clamp34(int count35, float *__restrict__ buf36, int lane37) ;
#if 0
# 78
{ 
# 79
int tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
int lo39 = 40UL - lane37; 
# 81
lo39 >>= (__device_builtin_variable_threadIdx.x); 
# 82
(lane37--), (lo39 = (((unsigned long)tid38) * (((count35 < (buf36[lane37 & 7])) ? lo39 : 12) + 128))); 
# 83
if (buf36 != (nullptr)) { 
# 84
Tile13 diff40 = {(24U), (58), (17), 9L}; 
# 85
}  
# 86
unsigned long acc41 = (8) * (((-count35) == (__device_builtin_variable_gridDim.y)) ? (lo39 += (buf36[4])), lane37 : 9L); 
# 87
} 
#endif
# 89 "v001852.cu"
inline char norm42(Tile13 b43, int count44, int count45) 
# 90
{ 
# 91
short diff46[3] = {((short)42), (24), (60)}; 
# 92
if (8 == count44) { 
# 93
return diff46[count45]; 
# 94
}  
# 95
for (int it47 = count44; it47 > 0; --it47) { 
# 96
int val48 = 1202; 
# 97
}  
# 98
(b43.vel14) += 30L; 
# 99
return count45; 
# 100
} 
# 102
int main() 
# 103
{ 
# 104
int n49 = 3573; 
# 105
for (int i50 = 0; i50 < n49; i50 += 2) { 
# 106
++n49; 
# 107
(__cudaPushCallConfiguration(4 * 4, ((dim3)(1)))) ? (void)0 : clamp34(i50, nullptr, 44 - (n49 << 4)); 
# 108
if ((((i50 * n49) > i50) ? 8 ^ i50 : 128) >= 32) { 
# 109
(__cudaPushCallConfiguration(8, ((dim3)(1 << (8 + 1))))) ? (void)0 : clamp34(8, (float *)nullptr, i50); 
# 110
}  
# 111
}  
# 112
const char *s51 = ("kernel\n"); 
# 113
return 0; 
# 114
} 

# 1 "v001852.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d489f8eb_10_v001852_cu_c_bias12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001852.cudafe1.stub.c"
#include "v001852.cudafe1.stub.c"
# 1 "v001852.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
