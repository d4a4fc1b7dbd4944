# 1 "v002212.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v002212.cu"
template< class T, int N = 4> static void 
# 24
__wrapper__device_stub_gather8_kernel(T &cfg9, int &lane10, float *&acc11, T *&acc12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
cfg9 /= (((lane10 % ('\t')) * lane10) + ((-(acc12[lane10])) + 5)); 
# 26
if (acc11 == (nullptr)) { 
# 27
switch (lane10 % 42) { 
# 28
case 0:  
# 29
(acc12[lane10 & 7])--; 
# 30
lane10 = ((N - lane10) | (lane10 % N)); 
# 31
break; 
# 32
case 5:  
# 33
if (!acc11) { 
# 34
return; 
# 35
}  
# 36
break; 
# 37
case 8:  
# 38
break; 
# 39
default:  
# 40
break; 
# 41
}  
# 42
} else { 
# 43
}  
# 44
} 
#endif

#pragma GCC diagnostic pop

# 23 "v002212.cu"
template< class T, int N = 4> static void 
# 24
gather8_kernel(T cfg9, int lane10, float *acc11, T *acc12) {__wrapper__device_stub_gather8_kernel<T,N>(cfg9,lane10,acc11,acc12);
# 44
return;}
#if 0
# 24
{ 
# 25
cfg9 /= (((lane10 % ('\t')) * lane10) + ((-(acc12[lane10])) + 5)); 
# 26
if (acc11 == (nullptr)) { 
# 27
switch (lane10 % 42) { 
# 28
case 0:  
# 29
(acc12[lane10 & 7])--; 
# 30
lane10 = ((N - lane10) | (lane10 % N)); 
# 31
break; 
# 32
case 5:  
# 33
if (!acc11) { 
# 34
return; 
# 35
}  
# 36
break; 
# 37
case 8:  
# 38
break; 
# 39
default:  
# 40
break; 
# 41
}  
# 42
} else { 
# 43
}  
# 44
} 
#endif
# 46 "v002212.cu"
struct __attribute((aligned(8))) Acc13 { 
# 47
double val14; 
# 48
double id15; 
# 49
int x16; 
# 50
bool flag17; 
# 51
}; 
# 53
inline Acc13 operator+(Acc13 a, Acc13 b) { 
# 54
Acc13 r = a; 
# 55
(r.val14) += (b.val14); 
# 56
(r.id15) += (b.id15); 
# 57
(r.x16) += (b.x16); 
# 58
return r; 
# 59
} 
# 61
inline unsigned char step18(float *__restrict__ out19) { 
# 62
double idx20((+(*out19)) * (out19[1])); 
# 63
if ((idx20 - idx20) == (*out19)) { 
# 64
if (((static_cast< int>(out19[5])) != (out19[6])) && ((5) <= ((*out19) / (38)))) { 
# 65
(*out19) -= idx20; 
# 66
for (int i21 = 0; i21 < (1 << 4); i21++) { 
# 67
unsigned long cnt22 = ((long)((*out19) * (34))) | (60 + i21); 
# 68
}  
# 69
double lim23 = static_cast< float>(((256) + idx20) + idx20); 
# 70
}  
# 71
} else { 
# 72
}  
# 73
return (static_cast< unsigned>((out19[1]) - idx20)) + ((4) * (out19[6])); 
# 74
} 
# 76
__attribute__((visibility("hidden"))) void filter24(float *out25) ;
#if 0
# 76
{ 
# 77
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
static_assert((sizeof(int) == (4)), "size check");
# 79
size_t prod27(gid26 + 41); 
# 80
int val28((int)gid26); 
# 81
prod27--; 
# 82
int idx29 = __device_builtin_variable_gridDim.y; 
# 83
} 
#endif
# 86 "v002212.cu"
struct Sample30 { 
# 87
float hi31; 
# 88
bool id32; 
# 89
unsigned vel33; 
# 90
double lo34; 
# 91
float norm35() const { 
# 92
if (34LL <= (vel33)) { 
# 93
return (lo34) + ((vel33) % (52)); 
# 94
}  
# 95
return vel33; 
# 96
} 
# 97
}; 
# 99
inline Sample30 operator+(Sample30 a, Sample30 b) { 
# 100
Sample30 r = a; 
# 101
(r.hi31) += (b.hi31); 
# 102
(r.vel33) += (b.vel33); 
# 103
(r.lo34) += (b.lo34); 
# 104
return r; 
# 105
} 
# 107
int update36(const Sample30 &alpha37) { 
# 108
float e38 = (4); 
# 109
(__cudaPushCallConfiguration(1 << 8, ((dim3)(1 << (5 + 4))))) ? (void)0 : filter24(&e38); 
# 110
return 1521UL & (alpha37.vel33); 
# 111
} 
# 113
int main() { 
# 114
int n39 = 2763; 
# 115
n39++; 
# 116
(__cudaPushCallConfiguration((n39 + 31) / 32, dim3(512, 512, 29 + 35))) ? (void)0 : filter24(nullptr); 
# 117
double t40 = n39; 
# 118
n39 |= ((unsigned char)(-(37 & n39))); 
# 119
t40 += t40; 
# 120
(__cudaPushCallConfiguration(dim3(256, 512), 512)) ? (void)0 : gather8_kernel< unsigned, 4> (n39 * (t40 - (57UL)), ((5) - t40) + (n39 / t40), static_cast< float *>(nullptr), (unsigned *)nullptr); 
# 121
return 0; 
# 122
} 

# 1 "v002212.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b17a67d0_10_v002212_cu_6a3077ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002212.cudafe1.stub.c"
#include "v002212.cudafe1.stub.c"
# 1 "v002212.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
