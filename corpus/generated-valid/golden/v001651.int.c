# 1 "v001651.cu"
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
# 8 "v001651.cu"
__attribute__((visibility("hidden"))) void fuse3(int *out4, float *dst5, int stride6) ;
#if 0
# 8
{ 
# 9
++(*out4); 
# 10
++stride6; 
# 11
} 
#endif
# 13 "v001651.cu"
struct Sample7 { 
# 14
int y8; 
# 15
char mass9; 
# 16
float id10; 
# 17
void reset11(long tmp12) { 
# 18
size_t q13 = ((float)((int)36)); 
# 19
} 
# 20
}; 
# 22
struct Body14 { 
# 23
long long hi15; 
# 24
unsigned id16; 
# 25
float count17; 
# 26
size_t mass18; 
# 27
}; 
# 29
static long long check_combine19(Body14 p20, size_t a21, float *out22) { 
# 30
(__cudaPushCallConfiguration((a21 + (31)) / (32), 512, 4096, (cudaStream_t)0)) ? (void)0 : fuse3(reinterpret_cast< int *>(out22), out22, ((p20.count17) / (p20.mass18)) * (((out22[7]) += a21), (p20.count17))); 
# 31
if (((out22[4]) - (48)) > (21)) { 
# 32
return (p20.hi15) >> 4; }  
# 33
return (38) - a21; 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void spread23(short cfg24, int len25, const unsigned char *input26) ;
#if 0
# 36
{ 
# 37
unsigned i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (!(input26 != (nullptr))) { 
# 39
return; }  
# 40
size_t k28[8]{(28), (36), (21), (size_t)(*input26), (62), (19), (32LL), (10U)}; 
# 41
} 
#endif
# 43 "v001651.cu"
__attribute__((visibility("hidden"))) void reduce29_kernel(int stride30, const int *coef31, float p32) ;
#if 0
# 43
{ 
# 44
int gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (gid33 >= stride30) { 
# 46
return; }  
# 47
for (int j34 = gid33; j34 > 0; --j34) { 
# 48
for (int n35 = 0; n35 < gid33; ++n35) { 
# 49
double diff36 = ((j34) ? n35 : gid33) + (coef31[stride30]); 
# 50
stride30 = (j34 - 7); 
# 51
}  
# 52
float diff37 = ((p32 += (coef31[stride30])), gid33) * ((!((coef31[gid33]) <= stride30)) ? j34 : (j34 << stride30)); 
# 53
}  
# 54
size_t lo38{(49U)}; 
# 55
} 
#endif
# 57 "v001651.cu"
__attribute__((unused)) int march39(int lane40, unsigned b41) {int volatile ___ = 1;(void)lane40;(void)b41;
# 72
::exit(___);}
#if 0
# 57
{ 
# 58
switch (__device_builtin_variable_blockDim.x) { 
# 59
case 4:  { 
# 60
unsigned base42 = lane40; 
# 61
b41 = ((float)(((base42 += 63U), (15.5F)) + (b41 - b41))); 
# 62
break; 
# 63
} 
# 64
case 12:  
# 65
break; 
# 66
case 2:  
# 67
break; 
# 68
default:  
# 69
break; 
# 70
}  
# 71
return (double)(lane40 + (8.75)); 
# 72
} 
#endif
# 74 "v001651.cu"
float shade43(const unsigned *coef44, int n45) { 
# 75
double y46 = ((7.25F)); 
# 76
y46 *= n45; 
# 77
bool v47 = y46 <= (2 + n45); 
# 78
return coef44[7]; 
# 79
} 
# 81
int main() { 
# 82
int count48 = 1605; 
# 83
for (int i49 = 0, j50 = 14; i49 < j50; (++i49), (--j50)) { 
# 84
cudaStream_t x51 = (nullptr); 
# 85
}  
# 86
count48 = ((int)((count48 && (count48 >= 27)) ? count48 : (count48 - 3733L))); 
# 87
count48 -= (((float)(8.625F)) + (-((58LL < count48) ? count48 : count48))); 
# 88
count48 = (+((float)((9.125F) + count48))); 
# 89
(__cudaPushCallConfiguration(1 << 1, 64 * 8, 0, 0)) ? (void)0 : spread23(1612 - count48, count48, nullptr); 
# 90
(__cudaPushCallConfiguration(1, 1 << 8, sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : reduce29_kernel(-(13L - count48), &count48, count48); 
# 91
return 0; 
# 92
} 

# 1 "v001651.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc363675_10_v001651_cu_a4c5cf45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001651.cudafe1.stub.c"
#include "v001651.cudafe1.stub.c"
# 1 "v001651.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
