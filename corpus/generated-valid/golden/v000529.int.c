# 1 "v000529.cu"
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
# 9 "v000529.cu"
__attribute__((visibility("hidden"))) void clamp4(float *out5) ;
#if 0
# 10
{ 
# 11
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
unsigned long mid7 = (46); 
# 13
int w8 = 0; 
# 14
while (w8 < gid6) { 
# 15
(out5[4]) += ((mid7 - (9)) & (__device_builtin_variable_threadIdx.y)); 
# 16
mid7 = ((static_cast< double>(1 << (__device_builtin_variable_blockIdx.x))) / (((33) <= (mid7 + (*out5))) ? __device_builtin_variable_blockIdx.z : 35U)); 
# 17
++w8; 
# 18
}  
# 19
++mid7; 
# 20
long long m9 = (static_cast< long>(53)); 
# 21
} 
#endif
# 24 "v000529.cu"
struct Particle10 { 
# 25
float val11; 
# 26
unsigned val12; 
# 27
}; 
# 29
Particle10 operator+(Particle10 a, Particle10 b) 
# 30
{ 
# 31
Particle10 r = a; 
# 32
(r.val11) += (b.val11); 
# 33
(r.val12) += (b.val12); 
# 34
return r; 
# 35
} 
# 37
struct Tile13 { 
# 38
long z14; 
# 39
unsigned z15; 
# 40
}; 
# 42
extern "C" {
# 43
__attribute__((unused)) long gather24(int n25, const unsigned short *input26) 
# 44
{int volatile ___ = 1;(void)n25;(void)input26;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
if ((unsigned)n25) { 
# 46
return ((input26[n25]) % 7) * 51L; 
# 47
}  
# 48
static_assert((6 > 5));
# 49
long base27 = *input26; 
# 50
return ((((((input26[base27 & (7)]) < (input26[2])) ? n25 : base27) > n25) ? '0' : (base27 * (59))) % (8)); 
# 51
} 
#endif
# 53 "v000529.cu"
__attribute__((visibility("hidden"))) void mix16_kernel(const float *in17, const int *input18, int *acc19, float cfg20) ;
#if 0
# 54
{ 
# 55
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
(*acc19) = 33; 
# 57
(acc19[7])--; 
# 58
switch (__device_builtin_variable_blockIdx.y) { 
# 59
case 3:  { 
# 60
Tile13 val22 = Tile13{(3723), static_cast< unsigned>(cfg20)}; 
# 61
[[fallthrough]] ; 
# 62
} 
# 63
case 6:  
# 64
break; 
# 65
case 9:  { 
# 66
const int mid23 = input18[0]; 
# 67
break; 
# 68
} 
# 69
}  
# 70
} 
#endif
# 71 "v000529.cu"
}
# 73
int host_count28(const int *coef29, int count30 = 7L) 
# 74
{ 
# 75
(__cudaPushCallConfiguration((count30 + 255) / 256, 1 << 6, 0, nullptr)) ? (void)0 : mix16_kernel(reinterpret_cast< const float *>(coef29), nullptr, (int *)nullptr, (count30 % 8) - count30); 
# 76
count30--; 
# 77
int sum31 = count30; 
# 78
return count30; 
# 79
} 
# 81
int main() 
# 82
{ 
# 83
int count32 = 499; 
# 84
Particle10 hi33{(20.5F), ('a')}; 
# 85
char y34 = +(static_cast< float>(count32 % 8)); 
# 86
count32++; 
# 87
++count32; 
# 88
(__cudaPushCallConfiguration((count32 + 255) / 256, 1 << 9, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : clamp4(static_cast< float *>(nullptr)); 
# 89
return 0; 
# 90
} 

# 1 "v000529.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ab41bb90_10_v000529_cu_9593adf4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000529.cudafe1.stub.c"
#include "v000529.cudafe1.stub.c"
# 1 "v000529.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
