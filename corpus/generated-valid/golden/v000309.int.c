# 1 "v000309.cu"
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
# 9 "v000309.cu"
__attribute__((visibility("hidden"))) void kick4_kernel(int n5, float *data6, const int *coef7, unsigned beta8) ;
#if 0
# 9
{ 
# 10
(*data6) = (19.375F); 
# 11
(data6[beta8]) /= n5; 
# 12
int pass9 = 0; 
# 13
do { 
# 14
unsigned cnt10 = (7); 
# 15
++pass9; 
# 16
} while (pass9 < pass9); 
# 17
unsigned k11 = (pass9 + n5) * sizeof(float); 
# 18
} 
#endif
# 20 "v000309.cu"
namespace kern12 { namespace sub13 { 
# 21
int host_scale14(unsigned short *dst15, float a16, int stride17) { 
# 22
if (!(stride17 != (dst15[stride17]))) { 
# 23
return stride17; 
# 24
}  
# 25
switch (dst15[stride17]) { 
# 26
case 7:  { 
# 27
const char *lim18 = ("tile size"); 
# 28
(__cudaPushCallConfiguration((stride17 + 63) / 64, 16 * 16)) ? (void)0 : kick4_kernel((a16 - (sizeof(double))) + (1), reinterpret_cast< float *>(dst15), nullptr, ((2) * a16) + (12)); 
# 29
[[fallthrough]] ; 
# 30
} 
# 31
case 10:  
# 32
stride17 = (sizeof(int)); 
# 33
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : kick4_kernel(stride17, reinterpret_cast< float *>(dst15), reinterpret_cast< const int *>(dst15), ('#') * ((*dst15) + a16)); 
# 34
break; 
# 35
default:  
# 36
break; 
# 37
}  
# 38
return (63U) * a16; 
# 39
} 
# 41
int clamp19(float a20, int n21) { 
# 42
if (n21 >= a20) { 
# 43
return (float)47U; 
# 44
}  
# 45
a20 -= ((static_cast< double>(sizeof(float))) + (n21 % kern12::sub13::host_scale14((unsigned short *)nullptr, a20, a20))); 
# 46
return 40ULL; 
# 47
} 
# 48
}}
# 50
__attribute__((visibility("hidden"))) void filter22_kernel(int n23, const float *input24, int count25) ;
#if 0
# 50
{ 
# 51
unsigned h26 = (41L / count25) - count25; 
# 52
count25 /= ((input24[count25]) * h26); 
# 53
} 
#endif
# 55 "v000309.cu"
__attribute__((visibility("hidden"))) void score27_kernel(int *acc28, int *buf29) ;
#if 0
# 55
{ 
# 56
(buf29[1]) = ((2 * (*buf29)) + ((*acc28) * 4)); 
# 57
bool m30{false}; 
# 58
int idx31 = acc28[7]; 
# 59
(*acc28)++; 
# 60
} 
#endif
# 62 "v000309.cu"
double run_grow32(int count33) { 
# 63
constexpr long off34 = (-24); 
# 64
int pass35 = 0; 
# 65
do { 
# 66
kern12::sub13::host_scale14(nullptr, (3.875F), 26); 
# 67
count33 = (7 - count33); 
# 68
++pass35; 
# 69
} while ((pass35 < pass35) && ((count33 % 3) >= 48)); 
# 70
(__cudaPushCallConfiguration(128, dim3(256, 2))) ? (void)0 : filter22_kernel((2 * pass35) + (-pass35), nullptr, 52); 
# 71
return 28 + kern12::sub13::clamp19(+pass35, 8 - pass35); 
# 72
} 
# 74
int main() { 
# 75
int size36 = 2122; 
# 76
if (int sum37 = size36 + 11; (sum37 >= sum37) && (sum37 != size36) && (sum37 <= 11)) { 
# 77
cudaStream_t m38 = (nullptr); 
# 78
} else { if (kern12::sub13::host_scale14(static_cast< unsigned short *>(nullptr), sum37, (2 * sum37) + 3) != (sum37 * 35)) { 
# 79
unsigned w39 = (28); 
# 80
dim3 w40(512, (size36 + 255) / 256, 64 * 4); 
# 81
}  }  
# 82
(__cudaPushCallConfiguration(4 * 16, 512, 0, (cudaStream_t)0)) ? (void)0 : score27_kernel(static_cast< int *>(nullptr), nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v000309.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__07d80bed_10_v000309_cu_26f17976
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000309.cudafe1.stub.c"
#include "v000309.cudafe1.stub.c"
# 1 "v000309.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
