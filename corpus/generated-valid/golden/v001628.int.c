# 1 "v001628.cu"
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
# 14 "v001628.cu"
__attribute__((visibility("hidden"))) void blend4_kernel(int count5, float *data6, int len7) ;
#if 0
# 14
{ 
# 15
len7 = ((count5 | len7) - (34 << len7)); 
# 16
__attribute__((unused)) static int sh_8[256]; 
# 17
int iter9 = 0; 
# 18
do { 
# 19
if (48 > iter9) { 
# 20
continue; }  
# 21
float m10 = iter9 ^ (16U - iter9); 
# 22
++iter9; 
# 23
}  while (iter9 < len7); 
# 24
} 
#endif
# 26 "v001628.cu"
__attribute__((unused)) int grow11(int lane12) {int volatile ___ = 1;(void)lane12;
# 33
::exit(___);}
#if 0
# 26
{ 
# 27
double y13 = lane12 | (20L * (lane12 - lane12)); 
# 28
y13 = (128); 
# 29
int y14 = y13; 
# 30
unsigned flag15 = ('a'); 
# 31
float x16[8] = {static_cast< float>(y13), (2LL)}; 
# 32
return y14; 
# 33
} 
#endif
# 34 "v001628.cu"
static unsigned d_lerp17; 
# 36
void decay18(unsigned long p19, float *buf20) { 
# 37
constexpr float lim21 = (10.25F); 
# 38
for (int i22 = 0; i22 < 11; i22++) { 
# 39
for (int it23 = 0; it23 < 4; ++it23) { 
# 40
char prod24[2] = {}; 
# 41
(buf20[it23 & 7]) = ((*buf20) / (buf20[p19])); 
# 42
}  
# 43
}  
# 44
} 
# 47
inline void rank25(const int *input26, int count27) { 
# 48
count27 = (((unsigned char)count27) ^ count27); 
# 49
auto idx28 = input26[3]; 
# 50
} 
# 52
__attribute__((unused)) double gather29(int n30, signed char *out31) {int volatile ___ = 1;(void)n30;(void)out31;
# 56
::exit(___);}
#if 0
# 52
{ 
# 53
n30 = ((int)(d_lerp17 - (out31[n30 & 7]))); 
# 54
int flag32 = ('a') - (n30 * n30); 
# 55
return ((*out31) & (*out31)) & ((flag32 >> 14) + d_lerp17); 
# 56
} 
#endif
# 59 "v001628.cu"
__attribute__((visibility("hidden"))) void bias33(const char *__restrict__ src34, double *__restrict__ dst35, float *__restrict__ dst36, int lane37) ;
#if 0
# 59
{ 
# 60
(dst35[6])--; 
# 61
++(*dst36); 
# 62
} 
#endif
# 64 "v001628.cu"
__attribute__((unused)) inline double drift38(int len39, double cfg40, int n41 = 49) {int volatile ___ = 1;(void)len39;(void)cfg40;(void)n41;
# 77
::exit(___);}
#if 0
# 64
{ 
# 65
d_lerp17 = n41; 
# 66
for (int j42 = 9; j42 > 0; --j42) { 
# 67
int w43 = 0; 
# 68
do { 
# 69
cfg40 = (w43 * (w43 >> 1)); 
# 70
const unsigned char sum44 = (255); 
# 71
++w43; 
# 72
} while ((w43 < w43) && (cfg40 == cfg40)); 
# 73
auto acc45 = cfg40 + cfg40; 
# 74
}  
# 75
__attribute__((unused)) static unsigned sh_46[32]; 
# 76
return len39; 
# 77
} 
#endif
# 80 "v001628.cu"
__attribute__((unused)) int step47(int len48, int n49) {int volatile ___ = 1;(void)len48;(void)n49;
# 92
::exit(___);}
#if 0
# 80
{ 
# 81
d_lerp17 = (((34) + d_lerp17) | d_lerp17); 
# 82
int z50 = n49; 
# 83
if (n49 && (n49 & 1)) { 
# 84
goto out51; 
# 85
}  
# 86
++n49; 
# 87
d_lerp17 = (4663); 
# 88
if (!(n49 < 26U)) { 
# 89
return 9; }  
# 90
out51:; ; 
# 91
return n49; 
# 92
} 
#endif
# 94 "v001628.cu"
int main() { 
# 95
int size52 = 2854; 
# 96
size52--; 
# 97
for (int j53 = 0; j53 < size52; j53++) { 
# 98
(__cudaPushCallConfiguration(dim3(1, (j53 + 127) / 128), 1 << 7)) ? (void)0 : bias33(nullptr, (double *)nullptr, (float *)nullptr, 128 + (size52 * 15)); 
# 99
if ((j53 < ('#')) && (j53 & 1)) { 
# 100
return j53; }  
# 101
}  
# 102
(__cudaPushCallConfiguration(dim3((size52 + 127) / 128, (size52 + 31) / 32), ((dim3)(2)), 256)) ? (void)0 : blend4_kernel(128 + size52, nullptr, 128); 
# 103
return 0; 
# 104
} 

# 1 "v001628.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__331ea5ef_10_v001628_cu_55b17bd7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001628.cudafe1.stub.c"
#include "v001628.cudafe1.stub.c"
# 1 "v001628.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
