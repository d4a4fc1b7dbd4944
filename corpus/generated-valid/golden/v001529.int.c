# 1 "v001529.cu"
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
# 9 "v001529.cu"
namespace img4 { 
# 10
typedef int idx5_t; 
# 11
static constexpr idx5_t STEPS6 = 3; 
# 13
void mix7(idx5_t n8, idx5_t stride9) { 
# 14
stride9 = (19 / ((static_cast< unsigned char>(stride9)) + ((stride9 == stride9) ? stride9 : 4921))); 
# 15
const float *s10 = (nullptr); 
# 16
n8 = (*s10); 
# 17
} 
# 18
}
# 20
__attribute__((visibility("hidden"))) void count11(const int *in12) ;
#if 0
# 20
{ 
# 21
unsigned i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
double res14 = i13; 
# 23
if (res14 < res14) { 
# 24
if ((i13 + (3)) < i13) { 
# 25
return; }  
# 26
if (!in12) { 
# 27
return; }  
# 28
res14 = ((__device_builtin_variable_threadIdx.x) * ((__device_builtin_variable_blockDim.z) * img4::STEPS6)); 
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 32 "v001529.cu"
__attribute__((unused)) static img4::idx5_t probe15(const unsigned *input16, long beta17, int *data18) {int volatile ___ = 1;(void)input16;(void)beta17;(void)data18;
# 43
::exit(___);}
#if 0
# 32
{ 
# 33
if (sizeof(float) <= (*input16)) { 
# 34
{ 
# 35
if ((((input16[__device_builtin_variable_blockIdx.x]) - (41)) * (49)) >= (data18[1])) { 
# 36
auto cnt19 = (((data18[5]) * (9 << beta17)) <= (17U + (data18[6]))) ? ((unsigned char)(__device_builtin_variable_threadIdx.z)) + ((34U) - beta17) : (((*input16) * (16)) + ((unsigned long)40L)); 
# 37
beta17 = ((8) + (input16[1])); 
# 38
(data18[0]) = 4; 
# 39
}  
# 40
} 
# 41
}  
# 42
return (__device_builtin_variable_gridDim.x) + (((*data18) * (__device_builtin_variable_blockDim.y)) % ((3) + beta17)); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001529.cu"
namespace _GLOBAL__N__0d36b024_10_v001529_cu_f6625889 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__0d36b024_10_v001529_cu_f6625889; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__0d36b024_10_v001529_cu_f6625889 __attribute__((visibility("hidden")))  { 
# 46
__attribute__((unused)) inline void split20(short alpha21, float q22) {int volatile ___ = 1;(void)alpha21;(void)q22;
# 49
::exit(___);}
#if 0
# 46
{ 
# 47
int z23 = -(img4::STEPS6 - q22); 
# 48
__attribute__((unused)) static img4::idx5_t sh_24[128]; 
# 49
} 
#endif
# 50 "v001529.cu"
}
# 52
__attribute__((visibility("hidden"))) void tally25(float a26, const double *src27, size_t *buf28) ;
#if 0
# 52
{ 
# 53
unsigned tid29 = __device_builtin_variable_threadIdx.x; 
# 54
auto res30 = buf28[5]; 
# 55
__attribute__((unused)) static float sh_31[256]; 
# 56
} 
#endif
# 57 "v001529.cu"
static_assert(((16 + 43) > 58), "expected value");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 59
__attribute((noinline)) __attribute__((unused)) static void trace32(unsigned long long beta33 = 1433) {int volatile ___ = 1;(void)beta33;
# 68
::exit(___);}
#if 0
# 59
{ 
# 60
beta33 = ((__device_builtin_variable_threadIdx.x) * (static_cast< float>(3267U))); 
# 61
beta33 = (853L); 
# 62
static_assert((30 == 30));
# 63
float y34 = beta33; 
# 64
beta33 = (3); 
# 65
if (beta33 == (5L)) { 
# 66
return; }  
# 67
long hi35 = ((unsigned)26); 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001529.cu"
using idx36_t = long; 
# 71
long long run_reduce37(int *buf38, float *acc39) { 
# 72
const char *w40 = ("warp size"); 
# 73
(buf38[7]) = (*acc39); 
# 74
static_assert(((img4::STEPS6 + 16) == 19), "expected value");
# 75
return img4::STEPS6; 
# 76
} 
# 78
int main() { 
# 79
int count41 = 2489; 
# 80
if ((static_cast< float>(count41)) >= img4::STEPS6) { 
# 81
img4::idx5_t flag42 = count41; 
# 82
if (count41) { 
# 83
return img4::STEPS6; }  
# 84
}  
# 85
(__cudaPushCallConfiguration(sizeof(int) * (2), 16 + 112, sizeof(float) * (3 + (img4::STEPS6 + 58)), nullptr)) ? (void)0 : tally25((count41 < count41) ? (0.125F) : (602L), nullptr, nullptr); 
# 86
(__cudaPushCallConfiguration(((dim3)(3 + (16 + 237))), 32)) ? (void)0 : count11(&count41); 
# 87
return 0; 
# 88
} 

# 1 "v001529.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d36b024_10_v001529_cu_f6625889
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001529.cudafe1.stub.c"
#include "v001529.cudafe1.stub.c"
# 1 "v001529.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
