# 1 "v001952.cu"
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
# 25 "v001952.cu"
int blend10(int len11, char b12) 
# 26
{ 
# 27
for (int it13 = 0; it13 < 2; it13 += 2) { 
# 28
int cnt14 = len11; 
# 29
++len11; 
# 30
}  
# 31
long val15 = b12 * b12; 
# 32
return 4 * (len11 + ((val15 <= b12) ? len11 : len11)); 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void spread16(int n17) ;
#if 0
# 36
{ 
# 37
int w18 = 0; 
# 38
while (w18 < w18) { 
# 39
n17 = blend10(((n17 += 3), (+(__device_builtin_variable_gridDim.x))), blend10(w18, 20) >> (n17 + 29)); 
# 40
n17 = n17; 
# 41
++w18; 
# 42
}  
# 43
++n17; 
# 44
unsigned char diff19 = w18; 
# 45
int e20 = ((2) - (__device_builtin_variable_threadIdx.y)) - (blend10(34, 3)); 
# 46
} 
#endif
# 48 "v001952.cu"
constexpr int filter21(int stride22, long beta23) 
# 49
{ 
# 50
beta23 %= beta23; 
# 51
float h24 = (3); 
# 52
return stride22; 
# 53
} 
# 54
static float g_count25; 
# 56
__attribute__((visibility("hidden"))) void relax26_kernel(int *dst27, int stride28) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern int dyn_29[]; 
# 59
double f30[2] = {}; 
# 60
int lim31 = filter21(stride28, ((stride28 += (f30[stride28])), (dyn_29[stride28])) + ((*dst27) + stride28)); 
# 61
switch (lim31) { 
# 62
case 1 << 3:  
# 63
(stride28--), (stride28 *= ((*dst27) >> filter21(filter21(stride28, f30[__device_builtin_variable_threadIdx.x]), (dst27[0]) + 0))); 
# 64
if (stride28 >= 3) { 
# 65
break; }  
# 66
break; 
# 67
case 2:  
# 68
++(dyn_29[3]); 
# 69
break; 
# 70
case 10:  
# 71
break; 
# 72
default:  
# 73
break; 
# 74
}  
# 75
} 
#endif
# 77 "v001952.cu"
__attribute__((visibility("hidden"))) void march32(int count33, int *__restrict__ out34) ;
#if 0
# 78
{ 
# 79
__attribute__((unused)) extern unsigned dyn_35[]; 
# 80
unsigned long m36[4] = {(63), (2U)}; 
# 81
unsigned long tmp37 = filter21((out34[count33]) * ((dyn_35[6]) + (dyn_35[6])), ((m36[count33]) + (__device_builtin_variable_gridDim.x)) * (count33 * (out34[count33]))); 
# 82
} 
#endif
# 84 "v001952.cu"
float run_pack38(int lane39) 
# 85
{ 
# 86
(__cudaPushCallConfiguration(2, dim3(2 * (2 + (2 + (2 + 2))), (lane39 + 127) / 128, 2 + 254), 0)) ? (void)0 : march32(((lane39 += lane39), g_count25), &lane39); 
# 87
g_count25 = ((g_count25 >= (blend10(g_count25, lane39))) ? 16 : (lane39 - filter21(lane39, g_count25))); 
# 88
g_count25 /= g_count25; 
# 89
lane39 %= (-56); 
# 90
return lane39; 
# 91
} 
# 93
int main() 
# 94
{ 
# 95
int n40 = 77; 
# 96
for (int n41 = 15; n41 > 0; --n41) { 
# 97
(__cudaPushCallConfiguration(dim3((n41 + 127) / 128, (n41 + 63) / 64), sizeof(float) * (16))) ? (void)0 : relax26_kernel(&n40, n40 - 3); }  
# 98
n40 *= (filter21((long)g_count25, filter21(n40, n40)) * filter21((long)g_count25, filter21(n40, n40))); 
# 99
n40--; 
# 100
n40 += g_count25; 
# 101
(__cudaPushCallConfiguration(4, dim3(64, (n40 + 31) / 32), (29 + (3 + (3 + (16 + (29 + (3 + 429)))))) * 2)) ? (void)0 : spread16((n40 + sizeof(int)) << n40); 
# 102
return 0; 
# 103
} 

# 1 "v001952.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1fd52b4e_10_v001952_cu_5b6f4598
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001952.cudafe1.stub.c"
#include "v001952.cudafe1.stub.c"
# 1 "v001952.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
