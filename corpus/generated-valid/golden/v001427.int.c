# 1 "v001427.cu"
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
# 21 "v001427.cu"
static void sift6_kernel(float alpha7) ;
#if 0
# 22
{ 
# 23
int iter8 = 0; 
# 24
if (iter8 != iter8) { 
# 25
goto done11; 
# 26
}  
# 27
do { 
# 28
for (int it9 = 0; it9 < 4; ++it9) { 
# 29
alpha7 = iter8; 
# 30
int lo10 = ((3 * iter8) - 28LL) + alpha7; 
# 31
}  
# 32
++alpha7; 
# 33
++iter8; 
# 34
} while (iter8 < iter8); 
# 35
done11:; ; 
# 36
} 
#endif
# 38 "v001427.cu"
__attribute((noinline)) __attribute__((unused)) int tile12(int len13, int count14, int len15 = 57U) 
# 39
{int volatile ___ = 1;(void)len13;(void)count14;(void)len15;
# 57
::exit(___);}
#if 0
# 39
{ 
# 40
if (count14 != count14) { 
# 41
goto out21; 
# 42
}  
# 43
switch (len13 + len13) { 
# 44
case 8:  
# 45
break; 
# 46
}  
# 47
for (int n16 = 0; n16 < (2 + 1); n16 += 4) { 
# 48
unsigned *diff17 = (nullptr); 
# 50
#pragma unroll
for (
# 50
int i18 = 3; i18 > 0; --i18) { 
# 51
auto val19 = (static_cast< float>((14.125F))) + i18; 
# 52
short x20{(2504)}; 
# 53
}  
# 54
}  
# 55
out21:; ; 
# 56
return (((unsigned)len13) * ((float)57U)); 
# 57
} 
#endif
# 64 "v001427.cu"
__attribute__((visibility("hidden"))) void map_fuse23(float *data, int n) ;
#if 0
# 64
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 66 "v001427.cu"
__attribute__((unused)) float gather24(int n25, int *data26, unsigned long long p27) 
# 67
{int volatile ___ = 1;(void)n25;(void)data26;(void)p27;
# 74
::exit(___);}
#if 0
# 67
{ 
# 68
++n25; 
# 69
if ((((data26[2]) + ('A')) + n25) < (*data26)) { 
# 70
p27 *= ((p27 + n25) + (24)); 
# 71
}  
# 72
(data26[p27]) &= 49; 
# 73
return static_cast< long long>(p27); 
# 74
} 
#endif
# 75 "v001427.cu"
static unsigned char c_probe28; 
# 77
namespace _GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d __attribute__((visibility("hidden")))  { 
# 78
static void bias29(long long q30) ;
#if 0
# 79
{ 
# 80
q30 ^= (static_cast< long>('z')); 
# 81
double h31 = q30; 
# 82
bool lim32 = (q30 - (q30 + h31)) + h31; 
# 83
} 
#endif
# 85 "v001427.cu"
void bias33_kernel(const int *src34, unsigned long *out35, unsigned long b36, float *acc37) ;
#if 0
# 86
{ 
# 87
(out35[b36]) |= (4196LL); 
# 89
#pragma unroll 8
for (
# 89
int it38 = (2 + 5); it38 > 0; --it38) { 
# 90
(*acc37) = ((double)((static_cast< float>(it38)) + (*src34))); 
# 91
}  
# 92
__attribute__((unused)) static unsigned sh_39[8]; 
# 93
(acc37[4])--; 
# 94
} 
#endif
# 95 "v001427.cu"
typedef unsigned long long idx40_t; 
# 96
}
# 98
int main() 
# 99
{ 
# 100
int len41 = 2018; 
# 101
len41 = ((18 - len41) * len41); 
# 102
++len41; 
# 103
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : sift6_kernel(len41); 
# 104
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : map_fuse23(nullptr, len41); 
# 105
(__cudaPushCallConfiguration(dim3(4, (len41 + 31) / 32), ((dim3)(64)))) ? (void)0 : bias29(49 + len41); 
# 106
return 0; 
# 107
} 

# 1 "v001427.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26b514b2_10_v001427_cu_bd36bd5d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001427.cudafe1.stub.c"
#include "v001427.cudafe1.stub.c"
# 1 "v001427.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
