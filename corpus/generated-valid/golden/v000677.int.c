# 1 "v000677.cu"
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
# 14 "v000677.cu"
unsigned update5(int n6, int n7) 
# 15
{ 
# 16
char flag8 = ~((((double)n6) > n7) ? (long long)n7 : ((2 * n6) + 40)); 
# 17
float hi9 = flag8 >> (((flag8 += 32), flag8) * ((long)14U)); 
# 18
if ((-n7) != n6) { 
# 19
int lim10 = (static_cast< short>(sizeof(int))) | (flag8 + n6); 
# 20
n7 -= ((static_cast< int>((41) * hi9)) | 7); 
# 21
}  
# 22
return (46 % (static_cast< unsigned char>(hi9))) | (static_cast< unsigned char>((hi9 < (25)) ? hi9 : (25))); 
# 23
} 
# 25
namespace impl11 { namespace v12 { 
# 26
struct alignas(16) Bounds13 { 
# 27
float hi14; 
# 28
int val15; 
# 29
void scale16(float x17) 
# 30
{ 
# 31
++x17; 
# 32
} 
# 33
float total18(float mid19) const 
# 34
{ 
# 35
if ((hi14) != (val15)) { 
# 36
return 32; }  
# 37
return (hi14) + ((8.375F) + (val15)); 
# 38
} 
# 39
}; 
# 41
Bounds13 operator+(Bounds13 a, Bounds13 b) 
# 42
{ 
# 43
Bounds13 r = a; 
# 44
(r.hi14) += (b.hi14); 
# 45
(r.val15) += (b.val15); 
# 46
return r; 
# 47
} 
# 49
int rank20(const short *coef21, Bounds13 cfg22) 
# 50
{ 
# 51
unsigned *hi23 = (static_cast< unsigned *>(nullptr)); 
# 52
((hi23[2])--), ((*hi23) >>= (static_cast< short>((float)((9) + (hi23[1]))))); 
# 53
return ((2 * ((int)(cfg22.hi14))) + ((hi23[0]) - __alignof__(float))) * ((((double)(coef21[1])) < (static_cast< int>(32))) ? (double)(coef21[1]) : (static_cast< int>(32))); 
# 54
} 
# 55
}}
# 57
__attribute__((visibility("hidden"))) void merge24_kernel(float *buf25, int *out26) ;
#if 0
# 58
{ 
# 59
int i27 = __device_builtin_variable_threadIdx.x; 
# 60
if (i27 <= (__device_builtin_variable_threadIdx.y)) { 
# 61
return; }  
# 62
__attribute__((unused)) static float sh_28[64]; 
# 63
__attribute__((unused)) static unsigned sh_29[7][17]; 
# 64
} 
#endif
# 66 "v000677.cu"
void decay30(const impl11::v12::Bounds13 &beta31, int count32) 
# 67
{ 
# 68
(__cudaPushCallConfiguration(16, 32 + 32)) ? (void)0 : merge24_kernel(nullptr, &count32); 
# 69
(__cudaPushCallConfiguration((count32 + 127) / 128, (32 + 96) * 4)) ? (void)0 : merge24_kernel((float *)nullptr, nullptr); 
# 70
auto fn36 = [stride33 = count32]()->float { 
# 71
float q34 = (float)(((long)(stride33)) * (stride33)); 
# 72
float stride35{(3.0F)}; 
# 73
(++stride35), (stride35 = ((((+(stride33)) >= (stride33)) ? (stride33) * (stride33) : (stride33)) & (((stride33) >> 0) + ((long)stride35)))); 
# 74
return q34; 
# 75
} ; typedef decltype(fn36) __T0;
# 76
if ((beta31.val15) > (beta31.hi14)) { 
# 77
goto skip37; 
# 78
}  
# 79
static_assert((sizeof(int) == (4)));
# 80
(__cudaPushCallConfiguration((count32 + 31) / 32, 64 * 8)) ? (void)0 : merge24_kernel(nullptr, &count32); 
# 81
skip37:; ; 
# 82
} 
# 84
int main() 
# 85
{ 
# 86
int count38 = 1755; 
# 87
(__cudaPushCallConfiguration((count38 + 255) / 256, 1 << 5)) ? (void)0 : merge24_kernel(nullptr, nullptr); 
# 88
(__cudaPushCallConfiguration((count38 + 31) / 32, sizeof(unsigned) * (32))) ? (void)0 : merge24_kernel(static_cast< float *>(nullptr), &count38); 
# 89
(__cudaPushCallConfiguration(16 * 8, (32 + 32) * 4, 0, 0)) ? (void)0 : merge24_kernel(nullptr, (int *)nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v000677.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__05ea317d_10_v000677_cu_2d6ad3a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000677.cudafe1.stub.c"
#include "v000677.cudafe1.stub.c"
# 1 "v000677.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
