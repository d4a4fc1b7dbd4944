# 1 "v001545.cu"
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
# 8 "v001545.cu"
float trace3(double *buf4, float b5) { 
# 9
int pass6 = 0; 
# 10
do { 
# 11
b5 = (4096); 
# 12
if ((+(pass6 * (*buf4))) > ((1066UL) / (buf4[pass6]))) { 
# 13
if ((*buf4) < (buf4[pass6])) { 
# 14
return ((pass6 < 44) ? pass6 : 44); 
# 15
}  
# 16
auto m7 = 62; 
# 17
}  
# 18
++pass6; 
# 19
} while (pass6 < pass6); 
# 20
return pass6 + ((b5 - (*buf4)) + ((2) * (buf4[4]))); 
# 21
} 
# 23
__attribute__((unused)) unsigned reduce8(int count9) {int volatile ___ = 1;(void)count9;
# 40
::exit(___);}
#if 0
# 23
{ 
# 24
if (((count9 < count9) ? count9 : count9) != count9) { 
# 25
return 51; 
# 26
}  
# 27
int iter10 = 0; 
# 28
do { 
# 29
count9 ^= ((iter10 * count9) - (-count9)); 
# 30
++iter10; 
# 31
} while ((iter10 < count9) && (count9 >= iter10)); 
# 32
__attribute__((unused)) static long sh_11[5][17]; 
# 33
if (8UL <= (count9 / iter10)) { 
# 34
if (iter10 + ((sh_11[3])[10])) { 
# 35
return 3550UL; 
# 36
}  
# 37
float q12 = (((49) < ((sh_11[4])[13])) ? (21.75F) : (1)) + ((sh_11[count9])[iter10]); 
# 38
}  
# 39
return ((count9 < 5) ? count9 : 5); 
# 40
} 
#endif
# 42 "v001545.cu"
__attribute__((visibility("hidden"))) void smooth13(const unsigned *__restrict__ input14, float a15, const int *__restrict__ input16) ;
#if 0
# 42
{ 
# 43
int idx17[7]{((int)19), (-60), 1, 9, (57L), (static_cast< int>(47L)), ('\"')}; 
# 44
auto x18 = a15; 
# 45
} 
#endif
# 46 "v001545.cu"
static_assert((2 == 2), "size check");
# 48
__attribute__((visibility("hidden"))) void gather19_kernel(unsigned *__restrict__ dst20, const unsigned *input21, const long long *src22) ;
#if 0
# 48
{ 
# 49
double m23[6]{((24.125F)), (-(23.0F)), (15.5), (4592), (39), (5.0)}; 
# 50
__attribute__((unused)) static double sh_24; 
# 51
} 
#endif
# 53 "v001545.cu"
__attribute((noinline)) __attribute__((unused)) int pack25(int count26) {int volatile ___ = 1;(void)count26;
# 57
::exit(___);}
#if 0
# 53
{ 
# 54
__attribute__((unused)) static float sh_27[15][2 * 6]; 
# 55
__attribute__((unused)) static long sh_28; 
# 56
return sh_28; 
# 57
} 
#endif
# 59 "v001545.cu"
static void clamp29(int *__restrict__ buf30, int *__restrict__ acc31) ;
#if 0
# 59
{ 
# 60
(acc31[1]) |= (buf30[0]); 
# 61
unsigned r32 = (((acc31[7]) / (+(buf30[2]))) > (*buf30)) ? (acc31[7]) / (+(buf30[2])) : (*buf30); 
# 62
if ((*buf30) <= r32) { 
# 63
return; 
# 64
}  
# 65
} 
#endif
# 67 "v001545.cu"
int main() { 
# 68
int count33 = 409; 
# 69
if ((count33 != 36) && (22U != count33)) { 
# 70
count33 = ((count33 * (count33 - 6U)) - count33); 
# 71
}  
# 72
float w34[4] = {(7.0F)}; 
# 73
for (auto &sum35 : w34) { 
# 74
(count33--), (count33 /= ((w34[0]) + sum35)); 
# 75
int y36(sum35); 
# 76
}  
# 77
(__cudaPushCallConfiguration(8, sizeof(int) * (16))) ? (void)0 : smooth13(nullptr, (((w34[count33]) < count33) ? 'z' : 20UL) / (((w34[2]) >= (43)) ? (11.5F) : (1)), nullptr); 
# 78
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), 32)) ? (void)0 : gather19_kernel((unsigned *)nullptr, nullptr, nullptr); 
# 79
(__cudaPushCallConfiguration((count33 + 63) / 64, 128 * 2)) ? (void)0 : clamp29(&count33, &count33); 
# 80
return 0; 
# 81
} 

# 1 "v001545.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8a0fa3c_10_v001545_cu_50eda150
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001545.cudafe1.stub.c"
#include "v001545.cudafe1.stub.c"
# 1 "v001545.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
