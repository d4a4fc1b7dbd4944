# 1 "v001578.cu"
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
# 24 "v001578.cu"
static float c_reduce8[8]; 
# 26
struct Pixel9 { 
# 27
float y10; 
# 28
int y11; 
# 29
int mass12; 
# 30
void get13(int y14) { 
# 31
if (!((mass12) <= 48)) { 
# 32
return; 
# 33
}  
# 34
} 
# 35
float apply15() const { 
# 36
int v16 = (3L); 
# 37
return ~(((y10) == (24)) ? y11 : 48); 
# 38
} 
# 39
}; 
# 41
static void lerp17_kernel(const int *in18, int len19, long *buf20) ;
#if 0
# 41
{ 
# 42
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
int pass22 = 0; 
# 44
do { 
# 45
len19 = 8; 
# 46
int w23 = 0; 
# 47
while (w23 < 11) { 
# 48
if (!((__device_builtin_variable_threadIdx.x) <= (38))) { 
# 49
(buf20[5]) = (__device_builtin_variable_threadIdx.y); 
# 50
(buf20[6]) = (-((17) / (c_reduce8[gid21]))); 
# 51
}  
# 52
++w23; 
# 53
}  
# 54
++pass22; 
# 55
} while ((pass22 < 8) && (__device_builtin_variable_blockDim.z) && ((c_reduce8[2]) < pass22)); 
# 56
} 
#endif
# 58 "v001578.cu"
constexpr int accum24(int n25, double p26) { 
# 59
return 30; 
# 60
} 
# 62
namespace kern27 { namespace sub28 { 
# 63
struct Sample29 { 
# 64
bool count30; 
# 65
unsigned char hi31; 
# 66
}; 
# 68
inline Sample29 operator+(Sample29 a, Sample29 b) { 
# 69
Sample29 r = a; 
# 70
(r.hi31) += (b.hi31); 
# 71
return r; 
# 72
} 
# 74
struct Acc32 { 
# 75
long hi33; 
# 76
float weight34; 
# 77
int sum35; 
# 78
size_t x36; 
# 79
}; 
# 81
inline Acc32 operator+(Acc32 a, Acc32 b) { 
# 82
Acc32 r = a; 
# 83
(r.hi33) += (b.hi33); 
# 84
(r.weight34) += (b.weight34); 
# 85
(r.sum35) += (b.sum35); 
# 86
(r.x36) += (b.x36); 
# 87
return r; 
# 88
} 
# 89
}}
# 91
int main() { 
# 92
int n37 = 1281; 
# 93
if (((n37 - 63) ^ n37) >= (n37 & 15)) { 
# 94
int iter38 = 0; 
# 95
do { 
# 96
if ((((iter38 <= iter38) ? n37 : 48) & 1) && (!(sizeof(kern27::sub28::Sample29) > iter38))) { 
# 97
short flag39 = accum24(accum24(iter38, n37) | (iter38 % iter38), (48) & (iter38 + 58LL)); 
# 98
n37 = (37U); 
# 99
(__cudaPushCallConfiguration(dim3(48 + (8 + 72), 1 << 9, 48 + 80), sizeof(unsigned) * (48 + (48 + (8 + (8 + 16)))), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : lerp17_kernel(&iter38, flag39, nullptr); 
# 100
}  
# 101
++iter38; 
# 102
} while (iter38 < 13); 
# 103
}  
# 104
return 0; 
# 105
} 

# 1 "v001578.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d6a5831_10_v001578_cu_6665c468
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001578.cudafe1.stub.c"
#include "v001578.cudafe1.stub.c"
# 1 "v001578.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
