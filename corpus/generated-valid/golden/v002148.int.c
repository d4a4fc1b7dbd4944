# 1 "v002148.cu"
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
# 12 "v002148.cu"
__attribute__((visibility("hidden"))) void gather4(const float *input5, const double *input6) ;
#if 0
# 12
{ 
# 13
unsigned long r7((input5[4]) + (((*input6) <= (*input5)) ? (1) * (input5[5]) : (input6[1]))); 
# 14
r7 = (+((3L) + ((*input5) * (*input6)))); 
# 15
if ((input5[r7]) == (input5[r7])) { 
# 16
return; }  
# 17
++r7; 
# 18
if (((unsigned char)(input6[r7])) <= r7) { 
# 19
return; }  
# 20
} 
#endif
# 21 "v002148.cu"
using real8_t = float; 
# 23
inline int run_rank9(int count10, int n11) { 
# 24
do { n11 += count10; } while (0); 
# 25
for (int it12 = 0; it12 < 14; it12 += 1) { 
# 26
const unsigned *mid13 = (nullptr); 
# 27
n11--; 
# 28
}  
# 29
n11 ^= ((n11 + sizeof(int)) - (64)); 
# 30
return 10UL; 
# 31
} 
# 33
__attribute__((visibility("hidden"))) void probe14_kernel(double q15, double *buf16, float *out17) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern float dyn_18[]; 
# 35
q15 = (((((out17[3]) != (48ULL)) ? dyn_18[7] : (64)) - ((297) * (buf16[3]))) + (24.5)); 
# 36
q15--; 
# 37
int val19 = (3) / (buf16[0]); 
# 38
(dyn_18[5]) = (sizeof(double)); 
# 39
val19 = (buf16[val19]); 
# 40
} 
#endif
# 42 "v002148.cu"
__attribute__((visibility("hidden"))) void reduce20_kernel(float *buf21, const float *src22, long p23) ;
#if 0
# 42
{ 
# 43
if ((*buf21) <= (buf21[p23])) { 
# 44
return; }  
# 45
p23 *= p23; 
# 46
int *prod24 = reinterpret_cast< int *>(buf21); 
# 47
(buf21[2]) *= ((((sizeof(long long)) - (buf21[p23])) * (src22[p23])) + (*src22)); 
# 48
double flag25 = (src22[p23]) * (src22[p23]); 
# 49
p23 = (+flag25); 
# 50
int h26 = (((buf21[3]) + (*buf21)) != (64)) ? buf21[4] : (3); 
# 51
} 
#endif
# 53 "v002148.cu"
__attribute__((visibility("hidden"))) void trace27_kernel(int lane28) ;
#if 0
# 53
{ 
# 54
for (int it29 = lane28; it29 > 0; --it29) { 
# 55
lane28 &= 13; 
# 56
if (it29 != it29) { 
# 57
break; }  
# 58
}  
# 59
} 
#endif
# 61 "v002148.cu"
namespace util30 { 
# 62
void lerp31(int stride32, unsigned long cfg33, signed char *data34) { 
# 63
int pass35 = 0; 
# 64
do { 
# 65
if (((*data34) / cfg33) != cfg33) { 
# 66
continue; }  
# 67
unsigned cnt36 = pass35; 
# 68
++pass35; 
# 69
}  while (pass35 < 3); 
# 70
} 
# 72
void host_norm37(const int *coef38, int stride39) { 
# 73
auto f40 = 2; 
# 74
--stride39; 
# 75
auto f41 = (((unsigned)64) + (coef38[stride39])) % (stride39 + (((coef38[stride39]) > stride39) ? stride39 : (coef38[f40]))); 
# 76
} 
# 78
static void warp42(long long *buf43) ;
#if 0
# 78
{ 
# 79
--(*buf43); 
# 80
int lo44 = (((buf43[2]) + (*buf43)) - (((buf43[6]) += (buf43[5])), (buf43[7]))) + (buf43[7]); 
# 81
char res45 = lo44; 
# 82
} 
#endif
# 83 "v002148.cu"
}
# 85
int main() { 
# 86
int size46 = 1354; 
# 87
const char *lo47 = ("\"q\""); 
# 88
for (int n48 = 0; n48 < size46; n48++) { 
# 89
dim3 acc49((size46 + 31) / 32); 
# 90
do { size46 += size46; } while (0); 
# 91
}  
# 92
(__cudaPushCallConfiguration(((dim3)(2)), 32, (3 + 1021) * 4, 0)) ? (void)0 : gather4(nullptr, (const double *)nullptr); 
# 93
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : probe14_kernel((22.875F), (double *)nullptr, nullptr); 
# 94
(__cudaPushCallConfiguration(dim3((size46 + 63) / 64, (size46 + 31) / 32), 512)) ? (void)0 : reduce20_kernel(nullptr, (const float *)nullptr, size46 + sizeof(double)); 
# 95
return 0; 
# 96
} 

# 1 "v002148.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__90b37a6a_10_v002148_cu_6d9a0dc7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002148.cudafe1.stub.c"
#include "v002148.cudafe1.stub.c"
# 1 "v002148.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
