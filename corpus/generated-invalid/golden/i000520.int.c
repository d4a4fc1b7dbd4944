# 1 "i000520.cu"
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
# 20 "i000520.cu"
static void bias10_kernel(int n11, int lane12, float q13, float *acc14) ;
#if 0
# 21
{ 
# 22
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (40ULL > (lane12 - 20UL)) { 
# 24
unsigned f16 = (n11 * 18) % (lane12 % 8); 
# 25
}  
# 27
#pragma unroll
for (
# 27
int j17 = 0, j18 = 11; j17 < j18; (++j17), (--j18)) { 
# 28
--q13; 
# 29
--(acc14[4]); 
# 30
}  
# 31
do { int tmp_ = lane12; lane12 = n11; n11 = tmp_; } while (0); 
# 32
do { int tmp_ = n11; n11 = lane12; lane12 = tmp_; } while (0); 
# 33
} 
#endif
# 35 "i000520.cu"
__attribute__((unused)) inline int step19(double *__restrict__ acc20) 
# 36
{int volatile ___ = 1;(void)acc20;
# 49
::exit(___);}
#if 0
# 36
{ 
# 37
(*acc20) = (acc20[0]); 
# 38
if ((__device_builtin_variable_blockIdx.z) & (1)) { 
# 39
float u21 = (18.625F); 
# 40
}  
# 41
const float *val22 = (nullptr); 
# 42
if ((((val22[4]) < ((60) % (__device_builtin_variable_blockIdx.y))) ? val22[4] : ((60) % (__device_builtin_variable_blockIdx.y))) > (((*acc20) += (val22[1])), 367U)) { 
# 43
unsigned base23 = acc20[6]; 
# 44
if ((__device_builtin_variable_threadIdx.z) > (base23 % base23)) { 
# 45
return ((64) % base23) - sizeof(char); 
# 46
}  
# 47
}  
# 48
return (18LL) * (*val22); 
# 49
} 
#endif
# 50 "i000520.cu"
static float g_warp24; 
# 52
__attribute__((visibility("hidden"))) void scale25(const char *__restrict__ src26) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_27[]; 
# 55
if ((((dyn_27[(__device_builtin_variable_blockDim.z) & (7)]) - (*src26)) * ((src26[3]) + 1)) < ((double)(dyn_27[2]))) { 
# 56
long long y28 = +step19(nullptr); 
# 57
bool s29 = __device_builtin_variable_blockDim.z; 
# 58
}  
# 59
} 
#endif
# 61 "i000520.cu"
__attribute__((unused)) inline int count30(int *data31, double *out32, int stride33) 
# 62
{int volatile ___ = 1;(void)data31;(void)out32;(void)stride33;
# 76
::exit(___);}
#if 0
# 62
{ 
# 63
const float *w34 = reinterpret_cast< const float *>(out32); 
# 64
if ((__device_builtin_variable_threadIdx.x) <= (data31[__device_builtin_variable_warpSize & 7])) { 
# 65
return 9; 
# 66
}  
# 67
(out32[stride33 & 7]) = (*out32); 
# 68
if ((((data31[stride33 & 7]) <= 39) && (stride33 >= (__device_builtin_variable_threadIdx.x))) || (((*data31) > 32) && (stride33 < (__device_builtin_variable_blockDim.y)))) { 
# 69
if ((stride33 != (out32[6])) && (stride33 == (*data31))) { 
# 70
return (data31[3]) | ((*data31) + 4752U); 
# 71
}  
# 72
}  
# 73
stride33 = (__device_builtin_variable_threadIdx.x); 
# 74
float v35 = (w34[__device_builtin_variable_gridDim.x]) * (-((stride33 += stride33), 1)); 
# 75
return (((__device_builtin_variable_threadIdx.z) % (8)) * (stride33 | (*data31))) + (step19(out32)); 
# 76
} 
#endif
# 78 "i000520.cu"
unsigned char pivot36(int n37, const int *input38) 
# 79
{ 
# 80
if (!input38) { 
# 81
--n37; 
# 82
n37--; 
# 83
}  
# 84
return -((24 + n37) * 55); 
# 85
} 
# 87
long relax39(double p40, int lane41, int lane42) 
# 88
{ 
# 89
lane42++; 
# 90
unsigned cnt43{62U}; 
# 91
if ((pivot36(sizeof(unsigned), nullptr)) == lane41) { 
# 92
goto finish44; 
# 93
}  
# 94
++cnt43; 
# 95
finish44:; ; 
# 96
return pivot36(lane41, &lane41); 
# 97
} 
# 98
int compute49(int x) 
# 99
{ 
# 100
if (x > 2) { 
# 101
return; }  
# 102
return x; 
# 103
} 
# 105
int main() 
# 106
{ 
# 107
int count45 = 406; 
# 108
int t46 = (int)relax39((8.25), count45, count45); 
# 109
const char *z47 = ("AB"); 
# 110
(__cudaPushCallConfiguration(dim3(256, 16, 64), (1 + 1) * 16)) ? (void)0 : bias10_kernel(pivot36(t46, &count45), (long)t46, +(count45 & count45), &g_warp24); 
# 111
t46 = ((6 * (t46 * 58)) % ((count45 | t46) - 4LL)); 
# 112
(__cudaPushCallConfiguration(dim3(8, 256, (t46 + 255) / 256), dim3((4 + 12) * (1 + 1), (count45 + 63) / 64))) ? (void)0 : scale25(nullptr); 
# 113
int cnt48 = z47[0]; 
# 114
return 0; 
# 115
} 

# 1 "i000520.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00ec2e7f_10_i000520_cu_31f3b87a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000520.cudafe1.stub.c"
#include "i000520.cudafe1.stub.c"
# 1 "i000520.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
