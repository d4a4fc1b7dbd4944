# 1 "v001173.cu"
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
# 9 "v001173.cu"
struct Particle4 { 
# 10
int flag5; 
# 11
int w6; 
# 12
float lo7; 
# 13
}; 
# 15
static void tally8(int stride9) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern size_t dyn_10[]; 
# 17
if (((dyn_10[3]) / (2825)) == (42)) { 
# 18
return; 
# 19
}  
# 20
stride9 = ((dyn_10[1]) * (dyn_10[7])); 
# 21
(dyn_10[stride9])++; 
# 22
if ((dyn_10[5]) || ((dyn_10[stride9]) != (dyn_10[__device_builtin_variable_blockDim.y]))) { 
# 23
return; 
# 24
}  
# 25
float off11 = (62); 
# 26
} 
#endif
# 28 "v001173.cu"
static void shade12_kernel(long *acc13, long long *buf14, const Particle4 cfg15) ;
#if 0
# 28
{ 
# 29
(*acc13) = (acc13[__device_builtin_variable_threadIdx.x]); 
# 30
Particle4 t16 = cfg15; 
# 31
(t16.w6)++; 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "v001173.cu"
template< class T, int N = 8> static void 
# 35
__wrapper__device_stub_fuse17(T &a18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_19[]; 
# 37
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
(dyn_19[__device_builtin_variable_gridDim.z]) *= (+(-((N) - (dyn_19[tid20])))); 
# 39
float lo21 = (15.0F); 
# 40
int idx22 = 24U * tid20; 
# 41
if ((__device_builtin_variable_blockIdx.y) == (27)) { 
# 42
unsigned diff23((4762UL * ((tid20 >= a18) ? __device_builtin_variable_threadIdx.x : 35UL)) << 6); 
# 43
}  
# 44
if (tid20 != (dyn_19[tid20])) { 
# 45
return; 
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 34 "v001173.cu"
template< class T, int N = 8> static void 
# 35
fuse17(T a18) {__wrapper__device_stub_fuse17<T,N>(a18);
# 47
return;}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_19[]; 
# 37
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
(dyn_19[__device_builtin_variable_gridDim.z]) *= (+(-((N) - (dyn_19[tid20])))); 
# 39
float lo21 = (15.0F); 
# 40
int idx22 = 24U * tid20; 
# 41
if ((__device_builtin_variable_blockIdx.y) == (27)) { 
# 42
unsigned diff23((4762UL * ((tid20 >= a18) ? __device_builtin_variable_threadIdx.x : 35UL)) << 6); 
# 43
}  
# 44
if (tid20 != (dyn_19[tid20])) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 49 "v001173.cu"
void relax24(int count25, const long *coef26) { 
# 50
count25 = ((static_cast< int>(count25 - 32)) * (count25 - ((*coef26) >> 15))); 
# 51
float e27 = ((coef26[count25]) >= ((*coef26) + sizeof(Particle4))) ? coef26[5] : 4525UL; 
# 52
for (int j28 = 6; j28 > 0; --j28) { 
# 53
e27 = (sizeof(Particle4)); 
# 54
++count25; 
# 55
}  
# 56
count25 = count25; 
# 57
} 
# 59
static void shade29_kernel(float alpha30) ;
#if 0
# 59
{ 
# 60
int i31 = __device_builtin_variable_threadIdx.x; 
# 61
if (int acc32 = -i31; !(!(alpha30 > acc32))) { 
# 62
double prod33 = (((alpha30 += i31), 64ULL)); 
# 63
int v34 = i31 / i31; 
# 64
} else { 
# 65
acc32--; 
# 66
}  
# 67
int val35 = ((10 + i31) * alpha30) / (static_cast< int>(alpha30)); 
# 68
(alpha30--), (val35 %= 9); 
# 69
} 
#endif
# 71 "v001173.cu"
__attribute__((visibility("hidden"))) void split36_kernel(double *__restrict__ buf37, const float *__restrict__ coef38) ;
#if 0
# 71
{ 
# 72
__attribute__((unused)) extern unsigned char dyn_39[]; 
# 73
if (6U <= (dyn_39[__device_builtin_variable_blockDim.z])) { 
# 74
auto stride40 = __device_builtin_variable_threadIdx.x; 
# 75
}  
# 76
Particle4 y41 = {1, (23UL), (19.125F)}; 
# 77
} 
#endif
# 79 "v001173.cu"
__attribute__((visibility("hidden"))) void relax42(float *acc43) ;
#if 0
# 79
{ 
# 80
unsigned i44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
int lim45 = acc43[i44]; 
# 82
for (int i46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i46 < 8; i46 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 83
lim45 ^= i44; 
# 84
}  
# 85
(*acc43) += (4L); 
# 86
(*acc43) = ((int)i44); 
# 87
--lim45; 
# 88
(*acc43) = (9.375F); 
# 89
} 
#endif
# 91 "v001173.cu"
__attribute__((visibility("hidden"))) void relax47_kernel(int len48, int lane49, const int *src50) ;
#if 0
# 91
{ 
# 92
int idx51 = __device_builtin_variable_threadIdx.x; 
# 93
if (idx51 >= len48) { 
# 94
return; 
# 95
}  
# 96
--len48; 
# 97
for (int n52 = 0, j53 = 14; n52 < j53; (++n52), (--j53)) { 
# 98
if (size_t val54 = (846); ((src50[len48]) >= (val54 * j53)) || (j53 <= len48)) { 
# 99
val54 ^= 43UL; 
# 100
len48 = ((3 << idx51) - 8); 
# 101
}  
# 102
unsigned e55 = (len48 * ('a')) + 49; 
# 103
len48 >>= ((17 + ((*src50) * idx51)) - ((((__device_builtin_variable_threadIdx.x) <= (__device_builtin_variable_blockIdx.x)) ? 27 : 5L) * n52)); 
# 104
}  
# 105
} 
#endif
# 107 "v001173.cu"
int main() { 
# 108
int count56 = 983; 
# 109
--count56; 
# 110
if (((count56 += sizeof(unsigned char)), count56) > (count56 + ((int)15))) { 
# 111
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : relax47_kernel(count56 - (count56 - count56), 42, &count56); 
# 112
count56 >>= 2; 
# 113
} else { if (!(((61U != count56) ? count56 : sizeof(unsigned short)) != sizeof(Particle4))) { 
# 114
} else { 
# 115
}  }  
# 116
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : tally8(count56 * count56); 
# 117
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : shade12_kernel(nullptr, (long long *)nullptr, Particle4{('\t'), (9LL), (16)}); 
# 118
(__cudaPushCallConfiguration(64, 16 * 16)) ? (void)0 : fuse17< int, 1> (count56); 
# 119
return 0; 
# 120
} 

# 1 "v001173.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__31fa9d26_10_v001173_cu_7b5975cb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001173.cudafe1.stub.c"
#include "v001173.cudafe1.stub.c"
# 1 "v001173.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
