# 1 "v000953.cu"
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
# 11 "v000953.cu"
__attribute__((visibility("hidden"))) void step3_kernel(int *dst4, float *dst5, unsigned long *data6, int n7) ;
#if 0
# 12
{ 
# 13
++(*data6); 
# 14
(dst5[6]) = ((*dst5) - (data6[1])); 
# 15
do { (dst4[0]) += (__device_builtin_variable_blockDim.y); } while (0); 
# 16
int lo8{60}; 
# 17
(dst5[lo8]) = (15U); 
# 18
++(dst4[6]); 
# 19
lo8 = (dst5[lo8]); 
# 20
} 
#endif
# 22 "v000953.cu"
__attribute__((visibility("hidden"))) void decay9_kernel(unsigned char cfg10, int *buf11) ;
#if 0
# 23
{ 
# 24
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
cfg10 |= ((cfg10 - sizeof(unsigned char)) + cfg10); 
# 26
(*buf11) -= cfg10; 
# 27
unsigned idx13(i12); 
# 28
int u14 = static_cast< double>((buf11[5]) - (18.875)); 
# 29
int m15 = cfg10; 
# 30
} 
#endif
# 32 "v000953.cu"
struct __attribute((aligned(16))) Acc16 { 
# 33
size_t val17; 
# 34
double z18; 
# 35
}; 
# 37
inline Acc16 operator+(Acc16 a, Acc16 b) 
# 38
{ 
# 39
Acc16 r = a; 
# 40
(r.val17) += (b.val17); 
# 41
(r.z18) += (b.z18); 
# 42
return r; 
# 43
} 
# 46
long long spread19(long *__restrict__ data20, int len21) 
# 47
{ 
# 48
{ 
# 49
do { len21 += (len21 * (((len21 + 4822) > 57U) ? len21 + 4822 : 57U)); } while (0); 
# 50
Acc16 base22 = Acc16{}; 
# 51
} 
# 52
return ((len21 > (((data20[len21 & 7]) += (48)), len21)) ? len21 : (((data20[len21 & 7]) += (48)), len21)) - 2; 
# 53
} 
# 54
static constexpr float kW23 = (2.5F); 
# 57
struct Node24 { 
# 58
float weight25, z26; 
# 59
float mass27; 
# 60
int count28; 
# 61
int apply29() const 
# 62
{ 
# 63
return -0; 
# 64
} 
# 65
float norm30() const 
# 66
{ 
# 67
return (6.5F); 
# 68
} 
# 69
}; 
# 71
inline Node24 operator+(Node24 a, Node24 b) 
# 72
{ 
# 73
Node24 r = a; 
# 74
(r.weight25) += (b.weight25); 
# 75
(r.z26) += (b.z26); 
# 76
(r.mass27) += (b.mass27); 
# 77
(r.count28) += (b.count28); 
# 78
return r; 
# 79
} 
# 81
static float run_sweep31(int *buf32) 
# 82
{ 
# 83
cudaStream_t v33 = (0); 
# 84
if (1 > (buf32[0])) { 
# 85
return ((buf32[4]) > (*buf32)) ? (38 < (*buf32)) ? kW23 : (17.625F) : (0.75F); 
# 86
}  
# 87
return (*buf32); 
# 88
} 
# 90
int main() 
# 91
{ 
# 92
int size34 = 1481; 
# 93
double cnt35 = (8U); 
# 94
(__cudaPushCallConfiguration((size34 + 127) / 128, 256, 0, (cudaStream_t)0)) ? (void)0 : decay9_kernel(31, (int *)nullptr); 
# 95
(__cudaPushCallConfiguration(256, 64)) ? (void)0 : step3_kernel(&size34, static_cast< float *>(nullptr), static_cast< unsigned long *>(nullptr), (size34 > ((cnt35 += size34), cnt35)) ? size34 : ((cnt35 += size34), cnt35)); 
# 96
return 0; 
# 97
} 

# 1 "v000953.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__011e479f_10_v000953_cu_696ae5ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000953.cudafe1.stub.c"
#include "v000953.cudafe1.stub.c"
# 1 "v000953.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
