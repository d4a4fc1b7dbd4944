# 1 "v000528.cu"
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
# 19 "v000528.cu"
typedef long idx6_t; 
# 21
class Tile7 { 
# 22
int y8; 
# 23
int val9, x10; 
# 25
public: Tile7(int b11, int c12, int a13) : y8(b11), val9(c12), x10(a13) { } 
# 26
int mix14() const { 
# 27
return x10; 
# 28
} 
# 29
int apply15() const { 
# 30
return y8; 
# 31
} 
# 32
}; 
# 34
__attribute__((visibility("hidden"))) void spread16(const unsigned char *coef17, const int *coef18, long long *dst19) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern signed char dyn_20[]; 
# 36
--(dst19[5]); 
# 37
double acc21 = 5 - (*coef17); 
# 38
auto prod22 = 23; 
# 39
} 
#endif
# 46 "v000528.cu"
__attribute__((visibility("hidden"))) void map_clamp24(int *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 48 "v000528.cu"
struct Acc25 { 
# 49
unsigned long long val26; 
# 50
unsigned hi27; 
# 51
float count28; 
# 52
void mix29(unsigned long off30) { 
# 53
long long off31 = +(44U & (hi27)); 
# 54
float *stride32 = (nullptr); 
# 55
} 
# 56
}; 
# 58
struct Span33 { 
# 59
float lo34, sum35; 
# 60
float z36; 
# 61
float val37; 
# 62
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64
template< class T, int N> static void 
# 65
__wrapper__device_stub_warp38_kernel(T &alpha39, T &alpha40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 65
{ 
# 66
switch ((alpha40 < N) ? N : N) { 
# 67
case 12:  { 
# 68
float sum41 = (21.5F); 
# 69
break; 
# 70
} 
# 71
case 5 + 1:  
# 72
break; 
# 73
case 3:  
# 74
break; 
# 75
case 4:  
# 76
break; 
# 77
}  
# 78
if (((alpha40 == 32) ? N : N) > N) { 
# 79
return; }  
# 80
if ((alpha40 == 11) || (alpha40 < alpha40)) { 
# 81
return; }  
# 82
alpha39 -= N; 
# 83
do { alpha39 += ((alpha39 <= __alignof__(float)) ? N * alpha39 : (17.625F)); } while (0); 
# 84
T mid42 = 11U + alpha40; 
# 85
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000528.cu"
template< class T, int N> static void 
# 65
warp38_kernel(T alpha39, T alpha40) {__wrapper__device_stub_warp38_kernel<T,N>(alpha39,alpha40);
# 85
return;}
#if 0
# 65
{ 
# 66
switch ((alpha40 < N) ? N : N) { 
# 67
case 12:  { 
# 68
float sum41 = (21.5F); 
# 69
break; 
# 70
} 
# 71
case 5 + 1:  
# 72
break; 
# 73
case 3:  
# 74
break; 
# 75
case 4:  
# 76
break; 
# 77
}  
# 78
if (((alpha40 == 32) ? N : N) > N) { 
# 79
return; }  
# 80
if ((alpha40 == 11) || (alpha40 < alpha40)) { 
# 81
return; }  
# 82
alpha39 -= N; 
# 83
do { alpha39 += ((alpha39 <= __alignof__(float)) ? N * alpha39 : (17.625F)); } while (0); 
# 84
T mid42 = 11U + alpha40; 
# 85
} 
#endif
# 87 "v000528.cu"
constexpr int march43(int lane44) { 
# 88
return (lane44 - 5) | ((lane44 - lane44) + ((lane44 == lane44) ? 24 : 11)); 
# 89
} 
# 91
int main() { 
# 92
int size45 = 2793; 
# 93
switch (size45) { 
# 94
case 6:  { 
# 95
int m46 = (944L); 
# 96
for (int it47 = 0; it47 < size45; it47 += 2) { 
# 97
int r48 = (-37); 
# 98
}  
# 99
break; 
# 100
} 
# 101
case 9:  { 
# 102
unsigned w49 = -(1752L % (size45 & size45)); 
# 103
w49 = (((unsigned char)(33 & size45)) % ((w49 * (12)) + (31))); 
# 104
break; 
# 105
} 
# 106
case 11:  
# 107
break; 
# 108
}  
# 109
(__cudaPushCallConfiguration(dim3(16, (size45 + 255) / 256), 32, sizeof(float) * (256), nullptr)) ? (void)0 : spread16(static_cast< const unsigned char *>(nullptr), nullptr, nullptr); 
# 110
(__cudaPushCallConfiguration(dim3(128, (size45 + 63) / 64), 256, 5 + (5 + (5 + (5 + 1004))), 0)) ? (void)0 : map_clamp24(nullptr, size45 + 22); 
# 111
(__cudaPushCallConfiguration((size45 + 31) / 32, dim3(64, 2), 0, 0)) ? (void)0 : warp38_kernel< unsigned, 1> (size45, ((size45 < size45) ? size45 : size45) * (size45 - 22)); 
# 112
return 0; 
# 113
} 

# 1 "v000528.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__13fddcf5_10_v000528_cu_dfb3c87c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000528.cudafe1.stub.c"
#include "v000528.cudafe1.stub.c"
# 1 "v000528.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
