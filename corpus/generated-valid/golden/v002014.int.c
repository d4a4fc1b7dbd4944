# 1 "v002014.cu"
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
# 11 "v002014.cu"
__attribute__((visibility("hidden"))) void pack6(const float *input7) ;
#if 0
# 11
{ 
# 12
int iter8 = 0; 
# 13
while ((iter8 < iter8) && (iter8 < (input7[6]))) { 
# 14
if (const float s9 = (input7[iter8 & 7]) + (1102); ((input7[5]) >= s9) || (!(s9 > (56UL)))) { 
# 15
int f10[1 << 2]{iter8, iter8, (static_cast< int>(2092)), (55U)}; 
# 16
if (s9 != (iter8 + 28ULL)) { 
# 17
const int lim11 = +(((*input7) < (54UL << (f10[iter8]))) ? *input7 : (54UL << (f10[iter8]))); 
# 18
(f10[2]) = (128 << lim11); 
# 19
}  
# 20
}  
# 21
++iter8; 
# 22
}  
# 23
} 
#endif
# 25 "v002014.cu"
__attribute__((visibility("hidden"))) void step12_kernel(float *acc13, short alpha14, const float *__restrict__ coef15, int *buf16) ;
#if 0
# 25
{ 
# 26
(*buf16) = (coef15[alpha14]); 
# 27
int stride17 = (sizeof(float)); 
# 28
unsigned long hi18 = 128 - stride17; 
# 29
(stride17--), (alpha14 = (128)); 
# 30
const int s19 = 3; 
# 31
} 
#endif
# 33 "v002014.cu"
void check_smooth20(float q21, int len22 = 15L) { 
# 34
size_t tmp23((len22 / 2) - 50); 
# 35
tmp23 = (34L); 
# 36
unsigned long diff24 = q21 / q21; 
# 37
if (len22 & 1) { 
# 38
return; }  
# 39
} 
# 41
namespace impl25 { 
# 42
float run_score26(int lane27, int lane28) { 
# 43
(__cudaPushCallConfiguration(3 + 29, dim3(3 + (3 + 26), 1 << 6, 1))) ? (void)0 : step12_kernel(nullptr, 3 ^ ((int)lane27), nullptr, &lane28); 
# 44
const char *v29 = ("tile_tail"); 
# 45
do { int tmp_ = lane28; lane28 = lane27; lane27 = tmp_; } while (0); 
# 46
if ((12) > ((lane28 < 6L) ? lane28 : 6L)) { 
# 47
return ((lane27 += (v29[1])), lane28); }  
# 48
return ((lane28 + lane27) - ((v29[0]) / 2)) - (sizeof(char) * ((lane27 != 22UL) ? 128 : (v29[1]))); 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void filter30_kernel(int lane31) ;
#if 0
# 51
{ 
# 53
#pragma unroll
for (
# 53
int it32 = 0; it32 < lane31; ++it32) { 
# 55
#pragma unroll
for (
# 55
int n33 = 0, j34 = it32; n33 < j34; (++n33), (--j34)) { 
# 57
#pragma unroll 8
for (
# 57
int n35 = 0; n35 < j34; n35++) { 
# 58
int idx36 = n35; 
# 59
const int cnt37 = (((lane31 += n35), n33)); 
# 60
}  
# 61
}  
# 62
}  
# 63
} 
#endif
# 65 "v002014.cu"
unsigned long mix38(float p39, float b40 = (10.0F)) { 
# 66
b40 = ((size_t)63); 
# 67
if (!((+p39) > (5))) { 
# 68
if (((p39 < p39) ? p39 : p39) != (' ')) { 
# 69
return sizeof(long) ^ ((p39 == p39) ? sizeof(char) : (46)); }  
# 70
}  
# 71
(__cudaPushCallConfiguration(64, 128 + 128)) ? (void)0 : pack6(&p39); 
# 72
b40 = ((((b40 - b40) > (sizeof(unsigned short))) || ((b40 >= p39) || (b40 < b40))) ? p39 : p39); 
# 73
return p39; 
# 74
} 
# 75
}
# 77
void host_mix41(int count42, int len43, int *__restrict__ data44) { 
# 78
auto fn46 = []()->float { 
# 79
double q45[sizeof(int)] = {}; 
# 80
static_assert((17 > 16), "tile must fit");
# 81
return (3) - ((q45[3]) - (q45[0])); 
# 82
} ; typedef decltype(fn46) __T0;
# 83
fn46(); 
# 84
for (int it47 = 9; it47 > 0; --it47) { 
# 85
int r48 = ((*data44) + (sizeof(int) + (*data44))) & ((*data44) * 42L); 
# 86
(__cudaPushCallConfiguration(dim3((it47 + 63) / 64, 1), ((dim3)(1)), 0, 0)) ? (void)0 : impl25::filter30_kernel(count42); 
# 87
(len43--), (len43 = (count42 + ((count42 += 3), count42))); 
# 88
}  
# 89
} 
# 91
int main() { 
# 92
int size49 = 3390; 
# 93
for (int it50 = size49; it50 > 0; --it50) { 
# 94
size49 = (32U | ((it50 + size49) >> 2)); 
# 95
(__cudaPushCallConfiguration((3 + (3 + (3 + (3 + (3 + 17))))) * 8, 2 * 16)) ? (void)0 : impl25::filter30_kernel(60); 
# 96
}  
# 97
dim3 cnt51 = ((dim3)(1 << 3)); 
# 98
double u52 = ((60) * ((size_t)size49)) - size49; 
# 99
return 0; 
# 100
} 

# 1 "v002014.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d9d99907_10_v002014_cu_a5e23d15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002014.cudafe1.stub.c"
#include "v002014.cudafe1.stub.c"
# 1 "v002014.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
