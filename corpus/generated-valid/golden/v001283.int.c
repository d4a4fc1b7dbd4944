# 1 "v001283.cu"
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
# 10 "v001283.cu"
static long long d_apply4[64]; 
# 12
__attribute__((visibility("hidden"))) void tile5(unsigned *out6, unsigned char *out7, int count8, long q9) ;
#if 0
# 13
{ 
# 14
if (((*out7) & (d_apply4[42])) == (57 * count8)) { 
# 15
if (out6 == (nullptr)) { 
# 16
unsigned h10 = (17); 
# 17
(h10--), (count8 = ((h10 * h10) * 5UL)); 
# 18
}  
# 19
for (int it11 = 0; it11 < 16; it11 += 3) { 
# 20
(--q9), ((d_apply4[q9]) += ((d_apply4[it11]) * (d_apply4[it11]))); 
# 21
bool q12 = count8 <= 37; 
# 22
}  
# 23
}  
# 24
} 
#endif
# 26 "v001283.cu"
float tile13(const int *in14, float *out15) 
# 27
{ 
# 28
int s16 = ((in14[7]) | (((out15[3]) += (20.375F)), (*in14))) * ((((*out15) < (*in14)) || ((*out15) >= (in14[2]))) ? *in14 : ((out15[5]) + (*in14))); 
# 29
if (!((9) < (s16 * 32LL))) { 
# 30
for (int it17 = 3; it17 > 0; --it17) { 
# 31
(*out15) *= (s16 % 8); 
# 32
}  
# 33
s16 -= (s16 - 21); 
# 34
}  
# 35
return 24L; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void fuse18_kernel(int stride19, unsigned q20, int stride21) ;
#if 0
# 39
{ 
# 40
constexpr unsigned char u22 = (48); 
# 41
static_assert((sizeof(int) == (4)), "tile must fit");
# 42
} 
#endif
# 44 "v001283.cu"
int main() 
# 45
{ 
# 46
int size23 = 3922; 
# 47
unsigned short x24 = tile13(&size23, nullptr); 
# 48
switch (x24) { 
# 49
case 8 + 4:  
# 50
break; 
# 51
case 2:  
# 52
(__cudaPushCallConfiguration((size23 + 127) / 128, 64)) ? (void)0 : tile5(nullptr, nullptr, 1233U, size23 | x24); 
# 53
size23 += (static_cast< int>(tile13(&size23, static_cast< float *>(nullptr)))); 
# 54
break; 
# 55
case 8 + 1:  { 
# 56
unsigned char m25 = x24; 
# 57
break; 
# 58
} 
# 59
default:  
# 60
break; 
# 61
}  
# 62
(__cudaPushCallConfiguration(8 + (8 + (8 + (8 + 480))), 8 + (8 + (8 + 104)))) ? (void)0 : fuse18_kernel(tile13(&size23, static_cast< float *>(nullptr)), (x24 - x24) - (-size23), 23); 
# 63
return 0; 
# 64
} 

# 1 "v001283.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__353e7859_10_v001283_cu_068b4102
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001283.cudafe1.stub.c"
#include "v001283.cudafe1.stub.c"
# 1 "v001283.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
