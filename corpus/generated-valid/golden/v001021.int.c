# 1 "v001021.cu"
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
# 10 "v001021.cu"
namespace _GLOBAL__N__984f0978_10_v001021_cu_ee085bdc __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__984f0978_10_v001021_cu_ee085bdc; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__984f0978_10_v001021_cu_ee085bdc __attribute__((visibility("hidden")))  { 
# 11
void sweep2(double *out3, int n4, float alpha5) ;
#if 0
# 11
{ 
# 12
unsigned gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
(n4++), (alpha5 = (+((!(gid6 <= (64))) ? (1.0F) : (24 * n4)))); 
# 14
alpha5++; 
# 15
const int acc7 = n4; 
# 16
int cnt8 = alpha5; 
# 17
float lo9 = __device_builtin_variable_blockDim.z; 
# 18
(out3[n4 & 7]) = (cnt8 * ((n4 - acc7) ^ 35)); 
# 19
} 
#endif
# 20 "v001021.cu"
}
# 22
struct Vec10 { 
# 23
double flag11; 
# 24
long long lo12; 
# 25
unsigned sum13; 
# 26
void reset14(float s15) { 
# 27
const float hi16 = (782) * ((double)((flag11) * (lo12))); 
# 28
} 
# 29
}; 
# 31
Vec10 operator+(Vec10 a, Vec10 b) { 
# 32
Vec10 r = a; 
# 33
(r.flag11) += (b.flag11); 
# 34
(r.lo12) += (b.lo12); 
# 35
(r.sum13) += (b.sum13); 
# 36
return r; 
# 37
} 
# 39
extern "C" __attribute__((visibility("hidden"))) void march17_kernel(int n18, unsigned short *dst19, int n20, float *data21) ;
#if 0
# 39
{ 
# 40
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
unsigned lim23 = (3465) + (__device_builtin_variable_blockDim.y); 
# 42
++(dst19[n18 & 7]); 
# 43
(dst19[4]) = ((lim23 += (8)), 17); 
# 44
} 
#endif
# 46 "v001021.cu"
__attribute__((visibility("hidden"))) void step24_kernel(const unsigned char *in25, float beta26) ;
#if 0
# 46
{ 
# 47
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
__attribute__((unused)) static Vec10 sh_28; 
# 49
__attribute__((unused)) static int sh_29[256]; 
# 50
for (int it30 = 0, j31 = 7; it30 < j31; (++it30), (--j31)) { 
# 51
float lim32{beta26}; 
# 52
float *base33 = (nullptr); 
# 53
beta26--; 
# 54
}  
# 55
} 
#endif
# 57 "v001021.cu"
struct Particle34 { 
# 58
double x35; 
# 59
unsigned mass36; 
# 60
float hi37; 
# 61
}; 
# 63
int main() { 
# 64
int n38 = 3998; 
# 65
{ 
# 66
(__cudaPushCallConfiguration((n38 + 63) / 64, 64)) ? (void)0 : sweep2((double *)nullptr, 28, ((n38 += 56), (19UL ^ n38))); 
# 67
n38--; 
# 68
} 
# 69
(__cudaPushCallConfiguration((n38 + 31) / 32, 32)) ? (void)0 : march17_kernel(n38, nullptr, n38 - n38, (float *)nullptr); 
# 70
(__cudaPushCallConfiguration((n38 + 127) / 128, 32)) ? (void)0 : step24_kernel(nullptr, n38 * n38); 
# 71
return 0; 
# 72
} 

# 1 "v001021.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__984f0978_10_v001021_cu_ee085bdc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001021.cudafe1.stub.c"
#include "v001021.cudafe1.stub.c"
# 1 "v001021.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
