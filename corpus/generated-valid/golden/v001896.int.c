# 1 "v001896.cu"
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

# 10 "v001896.cu"
template< class T, int N> static void 
# 11
__wrapper__device_stub_filter3(T &p4, T *__restrict__ &dst5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern float dyn_6[]; 
# 14
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
int m8[6] = {}; 
# 16
T sum9 = m8[gid7]; 
# 17
int pass10 = 0; 
# 18
while ((pass10 < 5) && ((dyn_6[pass10 & 7]) <= (5))) { 
# 19
for (int i11 = 0; i11 < (12 + 2); ++i11) { 
# 20
char diff12 = (__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_gridDim.y); 
# 21
p4 = ((*dst5) - p4); 
# 22
}  
# 23
++pass10; 
# 24
}  
# 25
} 
#endif

#pragma GCC diagnostic pop

# 10 "v001896.cu"
template< class T, int N> static void 
# 11
filter3(T p4, T *__restrict__ dst5) 
# 12
{__wrapper__device_stub_filter3<T,N>(p4,dst5);
# 25
return;}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern float dyn_6[]; 
# 14
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
int m8[6] = {}; 
# 16
T sum9 = m8[gid7]; 
# 17
int pass10 = 0; 
# 18
while ((pass10 < 5) && ((dyn_6[pass10 & 7]) <= (5))) { 
# 19
for (int i11 = 0; i11 < (12 + 2); ++i11) { 
# 20
char diff12 = (__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_gridDim.y); 
# 21
p4 = ((*dst5) - p4); 
# 22
}  
# 23
++pass10; 
# 24
}  
# 25
} 
#endif
# 27 "v001896.cu"
__attribute__((visibility("hidden"))) void fuse13_kernel(int count14, long long a15, const unsigned long *src16, long b17) ;
#if 0
# 28
{ 
# 29
int pass18 = 0; 
# 30
do { 
# 31
for (int n19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n19 < 7; n19 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 32
__attribute__((unused)) static long sh_20[8]; 
# 33
}  
# 34
if ((pass18 ^ pass18) == (' ')) { 
# 35
return; 
# 36
}  
# 37
const unsigned char *h21 = reinterpret_cast< const unsigned char *>(src16); 
# 38
++pass18; 
# 39
} while ((pass18 < 10) && (__device_builtin_variable_blockIdx.y)); 
# 40
b17 = a15; 
# 41
__attribute__((unused)) static float sh_22; 
# 42
} 
#endif
# 44 "v001896.cu"
void grow23(unsigned short q24, const float *input25) 
# 45
{ 
# 46
if (!((*input25) == (29))) { 
# 47
return; 
# 48
}  
# 49
for (int n26 = 0; n26 < 3; ++n26) { 
# 50
q24 = ((float)(((input25[5]) + q24) + (5))); 
# 51
}  
# 52
q24 = q24; 
# 53
bool r27 = input25[3]; 
# 54
r27 = (r27 - ((q24 != (input25[7])) ? (false) * r27 : (+(*input25)))); 
# 55
if (r27 & 1) { 
# 56
return; 
# 57
}  
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int size28 = 812; 
# 63
(__cudaPushCallConfiguration(1, 64, sizeof(unsigned) * (1024))) ? (void)0 : filter3< double, 7> (size28, nullptr); 
# 64
long long u29 = size28; 
# 65
constexpr char h30 = (57); 
# 66
(__cudaPushCallConfiguration((size28 + 127) / 128, sizeof(unsigned) * (128), sizeof(float) * (128), nullptr)) ? (void)0 : fuse13_kernel(u29, ~size28, nullptr, u29); 
# 67
(__cudaPushCallConfiguration((size28 + 63) / 64, 5 + (5 + 22), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : filter3< int, 2> ('z', nullptr); 
# 68
float *e31 = (nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001896.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e1b82bd_10_v001896_cu_cebd692b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001896.cudafe1.stub.c"
#include "v001896.cudafe1.stub.c"
# 1 "v001896.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
