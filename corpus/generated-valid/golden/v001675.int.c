# 1 "v001675.cu"
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
# 19 "v001675.cu"
__attribute__((visibility("hidden"))) void scatter8_kernel(const int *in9) ;
#if 0
# 19
{ 
# 20
unsigned tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
for (int i11 = 0, j12 = 12; i11 < j12; (++i11), (--j12)) { 
# 22
float r13{(static_cast< float>(346))}; 
# 23
if (!in9) { 
# 24
__attribute__((unused)) static int sh_14[10][14]; 
# 25
r13 += (((i11 / (__device_builtin_variable_threadIdx.x)) < (+(((sh_14[i11])[1]) / r13))) ? in9[5] : ((in9[5]) & 15)); 
# 26
}  
# 27
}  
# 28
} 
#endif
# 30 "v001675.cu"
__attribute__((visibility("hidden"))) void accum15(float cfg16, int *__restrict__ out17, long *buf18, const int *coef19) ;
#if 0
# 30
{ 
# 31
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
(out17[__device_builtin_variable_blockIdx.z]) &= 9; 
# 33
cfg16 *= ((out17[tid20]) + (tid20 & 15)); 
# 34
} 
#endif
# 36 "v001675.cu"
__attribute__((visibility("hidden"))) void relax21_kernel(const unsigned *__restrict__ src22, short *__restrict__ acc23, int *out24) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern double dyn_25[]; 
# 38
unsigned i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(*out24)--; 
# 40
--(acc23[i26]); 
# 41
} 
#endif
# 43 "v001675.cu"
namespace ops27 { namespace sub28 { 
# 44
constexpr inline int STEPS29 = 3; 
# 46
static void filter30_kernel(float *data31, double alpha32, float *out33, size_t *__restrict__ buf34) ;
#if 0
# 46
{ 
# 47
int i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
++(out33[__device_builtin_variable_threadIdx.z]); 
# 49
bool stride36{false}; 
# 50
(*data31) *= (__device_builtin_variable_threadIdx.y); 
# 51
} 
#endif
# 52 "v001675.cu"
}}
# 55
__attribute__((visibility("hidden"))) void update37_kernel(unsigned b38, const long *coef39) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern char dyn_40[]; 
# 57
int i41 = __device_builtin_variable_threadIdx.x; 
# 58
__attribute__((unused)) static int sh_42[1 << 8]; 
# 59
if ((coef39[6]) < (sh_42[i41])) { 
# 60
return; 
# 61
}  
# 62
float hi43 = +(__device_builtin_variable_blockDim.x); 
# 63
} 
#endif
# 65 "v001675.cu"
__attribute__((visibility("hidden"))) void warp44_kernel(int *acc45) ;
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern double dyn_46[]; 
# 67
int tid47 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
__attribute__((unused)) static float sh_48[7][ops27::sub28::STEPS29 + (9 + 5)]; 
# 69
int res49 = 50 - (tid47 & 15); 
# 70
(dyn_46[__device_builtin_variable_blockIdx.z]) = (dyn_46[0]); 
# 71
int v50 = 52UL / (((int)(dyn_46[2])) + (sizeof(int) - res49)); 
# 72
((dyn_46[v50])++), (v50 += 128); 
# 73
} 
#endif
# 75 "v001675.cu"
class Tile51 { 
# 76
unsigned flag53; 
# 78
public: Tile51(unsigned a54) : flag53(a54) { } 
# 79
unsigned mix55() const { 
# 80
return ops27::sub28::STEPS29 >> (flag53); 
# 81
} 
# 82
}; 
# 83
enum Mode56: unsigned { BLUE57 = 1U, FAST58, FAST59}; 
# 85
static void grow60(float q61) ;
#if 0
# 85
{ 
# 86
__attribute__((unused)) extern int dyn_62[]; 
# 87
int tid63 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 88
(dyn_62[2]) /= ((__device_builtin_variable_threadIdx.z) * q61); 
# 89
(dyn_62[tid63]) = 35; 
# 90
} 
#endif
# 92 "v001675.cu"
int main() { 
# 93
int size64 = 2868; 
# 94
Mode56 t65 = FAST58; 
# 95
if ((t65 & (15)) > t65) { 
# 96
for (int i66 = 0, j67 = 6; i66 < j67; (++i66), (--j67)) { 
# 97
Tile51 lo68(+j67); 
# 98
}  
# 99
}  
# 100
size64 = (3L); 
# 101
(__cudaPushCallConfiguration(((dim3)((size64 + 255) / 256)), dim3((size64 + 63) / 64, (size64 + 63) / 64, (size64 + 63) / 64))) ? (void)0 : scatter8_kernel(nullptr); 
# 102
(__cudaPushCallConfiguration((FAST58) + (30), 128)) ? (void)0 : accum15(size64 & 15, nullptr, nullptr, nullptr); 
# 103
(__cudaPushCallConfiguration(1 << ((FAST58) + (7)), 64)) ? (void)0 : relax21_kernel(nullptr, nullptr, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v001675.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0994f242_10_v001675_cu_732183eb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001675.cudafe1.stub.c"
#include "v001675.cudafe1.stub.c"
# 1 "v001675.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
