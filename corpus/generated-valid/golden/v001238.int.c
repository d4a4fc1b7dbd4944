# 1 "v001238.cu"
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
# 17 "v001238.cu"
__attribute__((visibility("hidden"))) void tally4_kernel(int count5) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern long dyn_6[]; 
# 19
int gid7 = __device_builtin_variable_threadIdx.x; 
# 20
unsigned char x8 = (count5 & (2955 * count5)) & (((short)26L) % (__device_builtin_variable_threadIdx.z)); 
# 21
++count5; 
# 22
unsigned e9 = x8; 
# 23
int pass10 = 0; 
# 24
while (pass10 < 6) { 
# 25
const float stride11 = (-(10.0F)); 
# 26
count5++; 
# 27
const int v12 = ((e9 + gid7) - ((pass10 != 42) ? 26 : e9)) - ((x8 * 2) * 39LL); 
# 28
++pass10; 
# 29
}  
# 30
} 
#endif
# 32 "v001238.cu"
namespace kern13 { 
# 33
__attribute__((section("__nv_managed_data__"))) static short *m_count14 = 0; 
# 34
}
# 36
__attribute__((visibility("hidden"))) void lerp15_kernel(const int *__restrict__ coef16, long long a17) ;
#if 0
# 36
{ 
# 37
int gid18 = __device_builtin_variable_threadIdx.x; 
# 38
a17 &= (59); 
# 39
a17 ^= ((a17 += (coef16[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14)))])), (a17 + (coef16[__device_builtin_variable_warpSize & 7]))); 
# 40
--a17; 
# 41
} 
#endif
# 42 "v001238.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned short (*m_clamp19)[8] = 0; 
# 44
int bias20(const int *coef21, int stride22 = 30UL) { 
# 45
if (coef21 != (nullptr)) { 
# 46
goto finish23; 
# 47
}  
# 48
stride22 = (7U); 
# 49
stride22 -= (((coef21[3]) - (+stride22)) * stride22); 
# 50
finish23:; ; 
# 51
return stride22; 
# 52
} 
# 54
__attribute__((visibility("hidden"))) void sweep24_kernel(const int *coef25, float q26) ;
#if 0
# 54
{ 
# 55
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
double z28((static_cast< float>(bias20((const int *)nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp19)))[3]))) + ((unsigned)(((__device_builtin_variable_blockIdx.x) > (48)) ? 256 : (*coef25)))); 
# 57
z28 = (__device_builtin_variable_gridDim.y); 
# 58
if ((bias20((const int *)nullptr)) < 59LL) { 
# 59
return; 
# 60
}  
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14))) -= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14))) % 256); 
# 62
int k29 = ((8LL / idx27) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp19)))[4]) + 18)) + (15UL); 
# 63
if ((idx27 | (coef25[__device_builtin_variable_gridDim.x])) <= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14)))) { 
# 64
goto done30; 
# 65
}  
# 66
k29 ^= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14))); 
# 67
done30:; ; 
# 68
} 
#endif
# 71 "v001238.cu"
void update31(unsigned *buf32, int lane33) { 
# 72
int w34 = 0; 
# 73
if (buf32 == (nullptr)) { 
# 74
goto finish37; 
# 75
}  
# 76
while (w34 < 12) { 
# 77
int pass35 = 0; 
# 78
do { 
# 79
{ 
# 80
++(*buf32); 
# 81
lane33 |= sizeof(unsigned); 
# 82
} 
# 83
lane33 = ((bias20(&w34, pass35)) | 8UL); 
# 84
unsigned hi36[2 + (2 + (2 + 2))]{(4758), 2U, ((unsigned)1943), (1606), 20U, 10U, (57), 3U}; 
# 85
++pass35; 
# 86
} while (pass35 < pass35); 
# 87
++w34; 
# 88
}  
# 89
finish37:; ; 
# 90
} 
# 92
int main() { 
# 93
int size38 = 2787; 
# 94
size38--; 
# 95
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp19)))[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14)))])) == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern13::m_count14)))) { 
# 96
return size38; 
# 97
}  
# 98
(__cudaPushCallConfiguration((size38 + 31) / 32, 128 * (2 + 2), sizeof(float) * (128))) ? (void)0 : tally4_kernel(2); 
# 99
(__cudaPushCallConfiguration(8, 2 + (2 + (2 + (2 + (2 + 118)))), 256, (cudaStream_t)0)) ? (void)0 : lerp15_kernel(&size38, size38); 
# 100
(__cudaPushCallConfiguration(sizeof(float), 256, 2 + (2 + (2 + (2 + (2 + 246)))), 0)) ? (void)0 : sweep24_kernel(&size38, 5); 
# 101
return 0; 
# 102
} 

# 1 "v001238.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__95efce49_10_v001238_cu_6735feb7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001238.cudafe1.stub.c"
#include "v001238.cudafe1.stub.c"
# 1 "v001238.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
