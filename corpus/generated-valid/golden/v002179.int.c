# 1 "v002179.cu"
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
# 9 "v002179.cu"
static long d_grow5; 
# 11
void combine6(unsigned *__restrict__ data7) 
# 12
{ 
# 13
switch (*data7) { 
# 14
case 2 * 5:  
# 15
break; 
# 16
case 5:  
# 17
++(*data7); 
# 18
break; 
# 19
case 7:  { 
# 20
--(data7[1]); 
# 21
unsigned prod8 = 23LL * (data7[2]); 
# 22
break; 
# 23
} 
# 24
case 1:  
# 25
(data7[2])++; 
# 26
break; 
# 27
}  
# 28
} 
# 30
void grow9(unsigned long q10, unsigned cfg11 = 4412) 
# 31
{ 
# 32
combine6(&cfg11); 
# 33
const bool res12 = (1); 
# 34
combine6(static_cast< unsigned *>(nullptr)); 
# 35
float m13[4] = {(14.375F), (51), (6.0F), (static_cast< float>((8.25F)))}; 
# 36
double v14 = cfg11; 
# 37
double w15 = (2752) + (m13[2]); 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void accum16(long long alpha17, int *data18, unsigned p19) ;
#if 0
# 41
{ 
# 42
alpha17 = (51); 
# 43
p19 = (*data18); 
# 44
alpha17 = (__alignof__(char)); 
# 45
if (!alpha17) { 
# 46
return; }  
# 47
} 
#endif
# 50 "v002179.cu"
__attribute__((visibility("hidden"))) void weigh20(int *dst21) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern unsigned short dyn_22[]; 
# 53
switch ((long)(*dst21)) { 
# 54
case 3:  { 
# 55
for (int j23 = 0, j24 = d_grow5; j23 < j24; (++j23), (--j24)) { 
# 56
d_grow5 = (((j23 + (dst21[j24])) * (dyn_22[5])) >> ((unsigned)(*dst21))); }  
# 57
int tmp25[6]{43, (4534U), 6, 8, 54, 6}; 
# 58
break; 
# 59
} 
# 60
case 1:  
# 61
break; 
# 62
}  
# 63
} 
#endif
# 64 "v002179.cu"
enum Kind26: unsigned { RED27, BUSY28 = 3U}; 
# 65
enum class Axis29 { Red30, High31 = 3, Low32, High33}; 
# 67
unsigned short scatter34(Axis29 a35, char *data36, unsigned long p37) 
# 68
{ 
# 69
for (int it38 = 0, j39 = 13; it38 < j39; (++it38), (--j39)) { 
# 70
a35 = a35; 
# 71
auto diff40 = ((4980 - j39) / 3625UL) + ((35LL) - p37); 
# 72
}  
# 73
(data36[p37]) = p37; 
# 74
if (data36 == (nullptr)) { 
# 75
return data36[5]; }  
# 76
++p37; 
# 77
(data36[p37]) = p37; 
# 78
return (sizeof(int)); 
# 79
} 
# 81
int main() 
# 82
{ 
# 83
int n41 = 1055; 
# 84
(__cudaPushCallConfiguration((n41 + 63) / 64, (BUSY28) + ((BUSY28) + (26)))) ? (void)0 : accum16(n41 + n41, nullptr, scatter34(Axis29::Low32, nullptr, (float)n41)); 
# 85
(__cudaPushCallConfiguration(dim3((n41 + 255) / 256, (n41 + 63) / 64, (n41 + 127) / 128), 512)) ? (void)0 : weigh20(&n41); 
# 86
for (int j42 = n41; j42 > 0; --j42) { 
# 87
n41 = n41; 
# 88
dim3 hi43 = dim3(1, (n41 + 63) / 64, (BUSY28) + ((BUSY28) + (58))); 
# 89
}  
# 90
return 0; 
# 91
} 

# 1 "v002179.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6faf67df_10_v002179_cu_d_grow5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002179.cudafe1.stub.c"
#include "v002179.cudafe1.stub.c"
# 1 "v002179.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
