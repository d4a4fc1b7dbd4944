# 1 "v000006.cu"
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
# 15 "v000006.cu"
void score5(unsigned *out6, double *buf7, int count8) { 
# 16
for (int i9 = count8; i9 > 0; --i9) { 
# 17
count8 &= ((*out6) * count8); 
# 18
float off10{(static_cast< float>(256))}; 
# 19
}  
# 20
short off11[3 + (1 + (1 + 1))] = {(4)}; 
# 21
count8++; 
# 22
(off11[5])++; 
# 23
} 
# 25
namespace img12 { namespace v13 { 
# 26
enum class Kind14 { Busy15 = 1, On16 = 7, Slow17, Add18}; 
# 27
}}
# 29
__attribute__((visibility("hidden"))) void lerp19(const char *__restrict__ src20, float cfg21, int n22) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_23[]; 
# 31
n22 %= 4095; 
# 32
{ 
# 33
score5(nullptr, static_cast< double *>(nullptr), ((dyn_23[0]) + 682) + 34); 
# 34
int w24 = 0; 
# 35
do { 
# 36
n22 = (256 % w24); 
# 37
n22 += w24; 
# 38
++w24; 
# 39
} while (w24 < 10); 
# 40
} 
# 41
} 
#endif
# 42 "v000006.cu"
static float d_sweep25[16]; 
# 44
int score26(const int *coef27, double cfg28) { 
# 45
const int cnt29 = 256; 
# 46
float t30 = coef27[5]; 
# 47
float w31 = (sizeof(char)); 
# 48
t30 += ((~(1019 + (coef27[5]))) | (coef27[6])); 
# 49
int iter32 = 0; 
# 50
do { 
# 51
if (cfg28 < cfg28) { 
# 52
return (4) & (iter32 - 42L); 
# 53
}  
# 54
int mid33[3]{cnt29, (3ULL), 2440}; 
# 55
++iter32; 
# 56
} while ((iter32 < 10) && (w31 < (39L))); 
# 57
return (((coef27 != (nullptr)) ? cfg28 : iter32) - cfg28) + ((3) - t30); 
# 58
} 
# 65
__attribute__((visibility("hidden"))) void map_pack35(float *data, int n) ;
#if 0
# 65
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 66 "v000006.cu"
static float c_count36[4]; 
# 68
double trace37(const size_t *__restrict__ in38, int len39, float *__restrict__ acc40) { 
# 69
if ((*in38) & (1)) { 
# 70
return score26(&len39, (acc40[4]) * (acc40[len39 & 7])); 
# 71
}  
# 72
(acc40[0]) += (((*in38) + sizeof(float)) ^ (in38[4])); 
# 73
return (5.0); 
# 74
} 
# 76
namespace math41 { 
# 77
long run_update42(const float *in43, const char *src44) { 
# 78
int pass45 = 0; 
# 79
while ((pass45 < 7) && ((src44[2]) || ((24UL) >= (*in43)))) { 
# 80
(__cudaPushCallConfiguration(256, sizeof(int) * (8), 0)) ? (void)0 : map_pack35((float *)nullptr, in43[3]); 
# 81
const char *f46 = ("\"q\""); 
# 82
++pass45; 
# 83
}  
# 84
return -10; 
# 85
} 
# 86
enum State47 { ON48, BLUE49, ON50}; 
# 87
typedef int idx51_t; 
# 88
}
# 90
int main() { 
# 91
int n52 = 4010; 
# 92
if (n52 < math41::run_update42(nullptr, nullptr)) { 
# 93
return n52; 
# 94
}  
# 95
(__cudaPushCallConfiguration((math41::ON50) + 14, (8 + 24) * 4)) ? (void)0 : lerp19(nullptr, n52, +n52); 
# 96
return 0; 
# 97
} 

# 1 "v000006.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d92f6915_10_v000006_cu_e0a8e319
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000006.cudafe1.stub.c"
#include "v000006.cudafe1.stub.c"
# 1 "v000006.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
