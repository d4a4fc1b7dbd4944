# 1 "i000229.cu"
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
# 5 "i000229.cu"
__attribute__((visibility("hidden"))) void gather1_kernel(int stride2) ;
#if 0
# 5
{ 
# 6
stride2 = stride2; 
# 7
stride2 = stride2; 
# 8
long hi3 = stride2; 
# 9
float base4 = ((5) + hi3) << (hi3 - (__device_builtin_variable_blockDim.x)); 
# 10
if (stride2 < stride2) { 
# 11
return; 
# 12
}  
# 13
--stride2; 
# 14
} 
#endif
# 16 "i000229.cu"
static short check_fuse5(int n6, float *out7) { 
# 17
unsigned acc8 = (49); 
# 18
(__cudaPushCallConfiguration(dim3((n6 + 63) / 64, 16), ((dim3)((acc8 + (127)) / (128))))) ? (void)0 : gather1_kernel(35); 
# 19
([k9 = 28]() { 
# 20
cudaStream_t w10 = (0); 
# 21
} )(); 
# 22
acc8 = (n6 & acc8); 
# 23
if ((acc8 < (*out7)) && (acc8 <= (23))) { 
# 24
goto finish11; 
# 25
}  
# 26
(*out7) *= (25UL << acc8); 
# 27
(out7[acc8 & (7)])++; 
# 28
(__cudaPushCallConfiguration(dim3((n6 + 127) / 128, (acc8 + (63)) / (64)), 64 * 2)) ? (void)0 : gather1_kernel(acc8); 
# 29
finish11:; ; 
# 30
return ((28L) + (n6 + 18UL)); 
# 31
} 
# 33
__attribute__((visibility("hidden"))) void pack12_kernel(int *buf13) ;
#if 0
# 33
{ 
# 34
int idx14 = __device_builtin_variable_threadIdx.x; 
# 35
int iter15 = 0; 
# 36
do { 
# 37
(buf13[5]) = ((idx14 + idx14) & iter15); 
# 38
++iter15; 
# 39
} while ((iter15 < idx14) && (idx14 != idx14)); 
# 40
__attribute__((unused)) static int sh_16[32]; 
# 41
if (((sh_16[6]) & 1) || ((sh_16[9]) != (__device_builtin_variable_blockDim.x))) { 
# 42
goto finish19; 
# 43
}  
# 44
for (int it17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it17 < 4; it17 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 45
for (auto &m18 : sh_16) { 
# 46
++m18; 
# 47
}  
# 48
(sh_16[iter15]) >>= ((sh_16[6]) * 64); 
# 49
}  
# 50
finish19:; ; 
# 51
} 
#endif
# 53 "i000229.cu"
__attribute__((visibility("hidden"))) void warp20(int *__restrict__ buf21, float *__restrict__ data22) ;
#if 0
# 53
{ 
# 54
(*buf21) -= ((((+(data22[5])) >= (45)) ? *buf21 : (buf21[__device_builtin_variable_warpSize])) & (4 * (*buf21))); 
# 55
__attribute__((unused)) static int sh_23[1 << 3]; 
# 56
} 
#endif
# 58 "i000229.cu"
__attribute__((visibility("hidden"))) void fold24_kernel(unsigned *acc25) ;
#if 0
# 58
{ 
# 59
unsigned tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
++(*acc25); 
# 61
(acc25[3]) += tid26; 
# 62
bool res27 = tid26 >= (51); 
# 63
long long m28 = (acc25[tid26]) & ((__device_builtin_variable_warpSize - tid26) + ((*acc25) * (' '))); 
# 64
if (((__device_builtin_variable_gridDim.y) <= res27) && (!acc25)) { 
# 65
goto finish30; 
# 66
}  
# 67
for (int n29 = 0; n29 < 13; n29++) { 
# 68
(*acc25) ^= res27; 
# 69
(acc25[1]) = (21); 
# 70
}  
# 71
finish30:; ; 
# 72
} 
#endif
# 73 "i000229.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_split31 = 0; 
# 75
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 76
__attribute((noinline)) __attribute__((unused)) static float spread40(unsigned *__restrict__ out41) {int volatile ___ = 1;(void)out41;
# 85
::exit(___);}
#if 0
# 76
{ 
# 77
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))); 
# 78
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) = (__device_builtin_variable_blockIdx.y); 
# 79
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))); 
# 80
if ((out41[7]) >= (' ')) { 
# 81
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) & (8); 
# 82
}  
# 83
__attribute__((unused)) static int sh_42; 
# 84
return 35U; 
# 85
} 
#endif

#pragma GCC diagnostic pop

# 87 "i000229.cu"
__attribute__((visibility("hidden"))) void scatter32_kernel(int *acc33, float *__restrict__ out34, unsigned *data35, float *__restrict__ dst36) ;
#if 0
# 87
{ 
# 88
int idx37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 89
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) ^= 2ULL; 
# 90
{ 
# 91
__attribute__((unused)) static unsigned long sh_38[8]; 
# 92
__attribute__((unused)) static unsigned sh_39[32]; 
# 93
} 
# 94
} 
#endif
# 95 "i000229.cu"
}
# 96
int pick44(int x) 
# 97
{ 
# 98
if (x > 2) { 
# 99
return 1; }  
# 100
} 
# 102
int main() { 
# 103
int n43 = 1921; 
# 104
n43 = ((((n43 >= 50) ? n43 : 3833) | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))))) & (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31)))); 
# 105
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) >>= ((7 % (check_fuse5(n43, nullptr))) - (n43 ^ ('a'))); 
# 106
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) + (63)) / (64), 256, sizeof(double) * (256), nullptr)) ? (void)0 : pack12_kernel(nullptr); 
# 107
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) + (63)) / (64), ((dim3)(1)))) ? (void)0 : warp20((int *)nullptr, (float *)nullptr); 
# 108
(__cudaPushCallConfiguration(((dim3)(2)), ((dim3)((n43 + 127) / 128)))) ? (void)0 : fold24_kernel((unsigned *)nullptr); 
# 109
(__cudaPushCallConfiguration(dim3(64, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split31))) + (31)) / (32), 2 * 4), dim3(sizeof(float) * (4), sizeof(unsigned) * (4), sizeof(float) * (32)))) ? (void)0 : scatter32_kernel((int *)nullptr, nullptr, (unsigned *)nullptr, (float *)nullptr); 
# 110
return 0; 
# 111
} 

# 1 "i000229.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__60e1514d_10_i000229_cu_1adf3b47
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000229.cudafe1.stub.c"
#include "i000229.cudafe1.stub.c"
# 1 "i000229.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
