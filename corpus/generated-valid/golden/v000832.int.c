# 1 "v000832.cu"
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
# 13 "v000832.cu"
static unsigned long long d_bias5[32]; 
# 14
struct __attribute((aligned(8))) Particle6 { 
# 15
float vel7; 
# 16
long x8; 
# 17
void get9(double mid10) { 
# 18
Particle6 x11{(6.0F), x8}; 
# 19
if ((x11.vel7) < (45)) { 
# 20
return; }  
# 21
} 
# 22
void scale12(int m13) { 
# 23
m13 = (53UL); 
# 24
} 
# 25
}; 
# 26
static_assert((6 > 5), "size check");
# 27
__attribute__((visibility("hidden"))) void shade14(int *data15, int lane16, int len17, float *buf18) ;
#if 0
# 27
{ 
# 28
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
unsigned short mid20 = (double)gid19; 
# 30
len17 = 28; 
# 31
mid20 = lane16; 
# 32
mid20 = gid19; 
# 33
} 
#endif
# 34 "v000832.cu"
__attribute__((visibility("hidden"))) void sift21(int lane22) ;
#if 0
# 34
{ 
# 35
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (idx23 >= lane22) { 
# 37
return; }  
# 38
if (short sum24 = lane22; (__device_builtin_variable_threadIdx.x) <= (6)) { 
# 39
sum24 = ((sum24 += 19), (((8) | (d_bias5[sum24])) % (57))); }  
# 40
float diff25 = (296); 
# 41
constexpr bool idx26 = (1); 
# 42
(d_bias5[__device_builtin_variable_threadIdx.z]) = ((((d_bias5[lane22]) & (15)) >> idx26) & (15)); 
# 43
} 
#endif
# 44 "v000832.cu"
void bump27(int stride28, int stride29 = 4) { 
# 45
for (int n30 = 0; n30 < stride28; ++n30) { 
# 46
(__cudaPushCallConfiguration(128, dim3(1 << 5, 6 + 26, (stride29 + 255) / 256), 0, (cudaStream_t)0)) ? (void)0 : shade14(nullptr, (stride28 << 1) & n30, 6, (float *)nullptr); 
# 47
for (int j31 = stride28; j31 > 0; --j31) { 
# 48
int idx32(44); 
# 49
constexpr bool off33 = (0); 
# 50
}  
# 51
}  
# 52
} 
# 53
inline long long check_stencil34(int count35) { 
# 54
count35 = (count35 + count35); 
# 55
int val36 = count35 + ((count35 & 36U) * (count35 - count35)); 
# 56
(__cudaPushCallConfiguration(32, dim3((count35 + 31) / 32, 32))) ? (void)0 : shade14(nullptr, val36, (val36 + count35) + (-val36), (float *)nullptr); 
# 57
return count35; 
# 58
} 
# 59
int main() { 
# 60
int n37 = 3305; 
# 61
int w38 = 0; 
# 62
while (w38 < 10) { 
# 63
static bool x39 = (1); 
# 64
++w38; 
# 65
}  
# 66
n37 = (57L); 
# 67
(__cudaPushCallConfiguration((n37 + 31) / 32, dim3((n37 + 63) / 64, 8))) ? (void)0 : sift21(14 << n37); 
# 68
n37 = (n37 ^ (4 * (n37 * w38))); 
# 69
constexpr int u40 = (6 + 52); 
# 70
return 0; 
# 71
} 

# 1 "v000832.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fdbe06ff_10_v000832_cu_d_bias5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000832.cudafe1.stub.c"
#include "v000832.cudafe1.stub.c"
# 1 "v000832.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
