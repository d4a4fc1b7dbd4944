# 1 "v000063.cu"
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
# 21 "v000063.cu"
struct Body6 { 
# 22
double z7; 
# 23
short w8; 
# 24
float flag9; 
# 25
}; 
# 27
static void apply10_kernel(const Body6 q11, int len12, bool alpha13, const char *coef14) ;
#if 0
# 28
{ 
# 29
if ((q11.z7) <= len12) { 
# 30
goto finish16; 
# 31
}  
# 32
if (len12 & 1) { 
# 33
return; 
# 34
}  
# 35
(len12++), (len12 = (static_cast< double>(q11.w8))); 
# 36
if (len12 == alpha13) { 
# 37
unsigned f15[6]{(10), ((unsigned)59), 3U, (3950), (670), static_cast< unsigned>(len12)}; 
# 38
len12 = ((q11.w8) / 2); 
# 39
}  
# 40
finish16:; ; 
# 41
} 
#endif
# 42 "v000063.cu"
using idx17_t = unsigned char; 
# 44
int fuse18(int stride19, float q20) 
# 45
{ 
# 46
if (stride19 != stride19) { 
# 47
goto done25; 
# 48
}  
# 49
stride19 = (static_cast< int>(~(stride19 - 59))); 
# 50
for (int i21 = 0, j22 = 2; i21 < j22; (++i21), (--j22)) { 
# 51
switch (stride19 >> i21) { 
# 52
case 0:  { 
# 53
unsigned stride23 = (4); 
# 54
[[fallthrough]] ; 
# 55
} 
# 56
case 3:  { 
# 57
q20 = (stride19 - ((i21 / 2) * q20)); 
# 58
double q24 = (stride19 * stride19) + ((3) / (i21 - (13.75))); 
# 59
[[fallthrough]] ; 
# 60
} 
# 61
case 4 * 2:  
# 62
break; 
# 63
}  
# 64
}  
# 65
done25:; ; 
# 66
return (~stride19) + q20; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int n26 = 868; 
# 72
int hi27 = (n26 >= (n26 - n26)) ? ((float)(11.625F)) * n26 : (n26 ^ n26); 
# 73
unsigned y28 = n26; 
# 74
Body6 r29 = Body6{(82), (5U), (17)}; 
# 75
float u30{(float)(((53UL * hi27) + ((hi27 += y28), 64)) & (12L - (n26 - hi27)))}; 
# 76
double acc31 = (20 - n26) % (52 * (r29.w8)); 
# 77
int flag32{n26}; 
# 78
(__cudaPushCallConfiguration((flag32 + 255) / 256, 1 << 5)) ? (void)0 : apply10_kernel(Body6{}, hi27 | 2, ((n26 += 48), ((hi27 < hi27) ? hi27 : hi27)), static_cast< const char *>(nullptr)); 
# 79
return 0; 
# 80
} 

# 1 "v000063.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61b16c87_10_v000063_cu_756dd95a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000063.cudafe1.stub.c"
#include "v000063.cudafe1.stub.c"
# 1 "v000063.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
