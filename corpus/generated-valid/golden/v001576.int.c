# 1 "v001576.cu"
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
# 13 "v001576.cu"
__attribute__((unused)) inline int blend6(int stride7, int lane8, int n9) 
# 14
{int volatile ___ = 1;(void)stride7;(void)lane8;(void)n9;
# 20
::exit(___);}
#if 0
# 14
{ 
# 15
n9 = (n9 % 8); 
# 16
if ((lane8 - n9) != stride7) { 
# 17
return lane8 + stride7; }  
# 18
char sum10(12 - (lane8 + (stride7 & stride7))); 
# 19
return stride7 * 9; 
# 20
} 
#endif
# 22 "v001576.cu"
__attribute__((unused)) inline void norm11(long beta12, short q13) 
# 23
{int volatile ___ = 1;(void)beta12;(void)q13;
# 35
::exit(___);}
#if 0
# 23
{ 
# 24
if ((__device_builtin_variable_blockDim.x) > (q13 % 17)) { 
# 25
return; }  
# 26
if ((q13 + 4325) > 39) { 
# 27
return; }  
# 28
if (((__device_builtin_variable_blockIdx.x) - beta12) <= q13) { 
# 29
return; }  
# 30
float t14 = (__device_builtin_variable_blockIdx.z) % (8); 
# 31
if ((__device_builtin_variable_blockDim.z) != t14) { 
# 32
return; }  
# 33
if ((__device_builtin_variable_gridDim.y) > t14) { 
# 34
return; }  
# 35
} 
#endif
# 38 "v001576.cu"
int host_tally15(int len16) 
# 39
{ 
# 40
dim3 k17((len16 + 255) / 256, 512); 
# 41
int lo18{len16}; 
# 42
if (((len16 += lo18), 55L) >= (16)) { 
# 43
goto finish19; 
# 44
}  
# 45
if (lo18 != lo18) { 
# 46
len16--; }  
# 47
--len16; 
# 48
finish19:; ; 
# 49
return ((((lo18 % 8) + (27 * len16)) < (+(lo18 - lo18))) ? (lo18 % 8) + (27 * len16) : (+(lo18 - lo18))); 
# 50
} 
# 52
namespace ops20 { 
# 53
__attribute__((visibility("hidden"))) void drift21_kernel(bool p22, int *data23) ;
#if 0
# 54
{ 
# 55
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
(data23[4]) += blend6(blend6(+(__device_builtin_variable_threadIdx.x), blend6(__device_builtin_variable_threadIdx.z, p22, data23[i24]), (1) + (__device_builtin_variable_blockDim.x)), (i24 * p22) * (__device_builtin_variable_threadIdx.z), 56L); 
# 57
int diff25 = (blend6(p22, (i24 < i24) ? i24 : i24, i24)) + ((+(__device_builtin_variable_threadIdx.x)) * 14U); 
# 58
p22 = ((data23[2]) < (i24 - 21)); 
# 59
unsigned idx26 = diff25; 
# 60
} 
#endif
# 62 "v001576.cu"
__attribute__((unused)) float shade27(int stride28) 
# 63
{int volatile ___ = 1;(void)stride28;
# 83
::exit(___);}
#if 0
# 63
{ 
# 64
int mid29 = stride28; 
# 65
long tmp30 = +((49L ^ mid29) + (blend6(stride28, stride28, 2099))); 
# 67
#pragma unroll 4
for (
# 67
int n31 = 0; n31 < 4; n31++) { 
# 68
mid29 = ((27 * ((mid29 += 8), 53)) % (static_cast< int>(128))); }  
# 69
switch (blend6(574, tmp30, mid29)) { 
# 70
case 10:  
# 71
case 6:  
# 72
break; 
# 73
case 9:  
# 74
break; 
# 75
case 5:  
# 76
mid29 = blend6(blend6(15, mid29, mid29) << (__device_builtin_variable_threadIdx.y), (stride28 - 53L) + (stride28 + 5), 9U); 
# 77
break; 
# 78
default:  
# 79
norm11(tmp30 / mid29, mid29); 
# 80
break; 
# 81
}  
# 82
return (16 * stride28) & ((blend6(stride28, mid29, __device_builtin_variable_warpSize)) % (__alignof__(int) << mid29)); 
# 83
} 
#endif
# 85 "v001576.cu"
void run_bump32(int stride33, float cfg34, int *buf35) 
# 86
{ 
# 87
host_tally15(((-(buf35[stride33 & 7])) < ((*buf35) % 8)) ? -(buf35[stride33 & 7]) : ((*buf35) % 8)); 
# 88
auto m36 = (static_cast< long>(16)); 
# 89
if (m36 * (26U)) { 
# 90
goto out37; 
# 91
}  
# 92
host_tally15(m36 % (8)); 
# 93
stride33 |= ((buf35[m36]) + (-host_tally15(8))); 
# 94
out37:; ; 
# 95
} 
# 96
}
# 98
int main() 
# 99
{ 
# 100
int len38 = 1449; 
# 101
int w39 = 0; 
# 102
do { 
# 103
(__cudaPushCallConfiguration(dim3((len38 + 255) / 256, sizeof(unsigned) * (8 + 8), (len38 + 63) / 64), sizeof(unsigned) * (32))) ? (void)0 : ops20::drift21_kernel((false) / len38, nullptr); 
# 104
bool r40 = (~len38) > w39; 
# 105
short v41 = static_cast< int>(r40); 
# 106
++w39; 
# 107
} while (w39 < len38); 
# 108
host_tally15(host_tally15(host_tally15(w39))); 
# 109
(++len38), (len38 = host_tally15(host_tally15(len38 >> w39))); 
# 110
return 0; 
# 111
} 

# 1 "v001576.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9db52f02_10_v001576_cu_fe2525d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001576.cudafe1.stub.c"
#include "v001576.cudafe1.stub.c"
# 1 "v001576.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
