# 1 "v000748.cu"
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
# 9 "v000748.cu"
enum Phase2: unsigned char { 
# 10
OFF3, 
# 11
MUL4, 
# 12
HIGH5, 
# 13
ON6 = 5U, 
# 14
ADD7
# 15
}; 
# 17
__attribute__((visibility("hidden"))) void sweep8_kernel(float *data9) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern float dyn_10[]; 
# 19
(dyn_10[1]) = (MUL4); 
# 20
int lim11 = (49UL) - (data9[0]); 
# 21
} 
#endif
# 22 "v000748.cu"
const float g_march12 = (2264UL); 
# 25
__attribute__((visibility("hidden"))) void bump13(const float *input14, int len15, const float *src16) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_17[]; 
# 28
#pragma unroll 8
for (
# 28
int j18 = 0; j18 < 3; ++j18) { 
# 29
for (int i19 = 10; i19 > 0; --i19) { 
# 30
float k20 = dyn_17[j18 & 7]; 
# 31
}  
# 32
}  
# 33
(dyn_17[len15]) = 63; 
# 34
(dyn_17[len15])++; 
# 35
(dyn_17[len15]) = ((((dyn_17[6]) + (MUL4)) >= (sizeof(float) + len15)) ? (static_cast< int>(*src16)) - (input14[len15 & 7]) : (62UL)); 
# 36
} 
#endif
# 37 "v000748.cu"
static int d_fold21[8]; 
# 39
void run_shade22(float *dst23, unsigned *acc24, int *acc25) { 
# 40
(*acc25) = (dst23[5]); 
# 41
const char *u26 = ("x=%d"); 
# 42
(__cudaPushCallConfiguration(8, (HIGH5) + ((ON6) + ((MUL4) + 56)))) ? (void)0 : bump13(reinterpret_cast< const float *>(acc24), (((u26[1]) * g_march12) >= (48)) ? 4169U : g_march12, static_cast< const float *>(nullptr)); 
# 43
Phase2 v27 = MUL4; 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void probe28(int lane29, const int *in30, int count31, const unsigned *in32) ;
#if 0
# 46
{ 
# 47
do { lane29 += ((33) + (*in32)); } while (0); 
# 48
if ((count31 - 10ULL) != (63)) { 
# 49
return; }  
# 50
__attribute__((unused)) static float sh_33[8]; 
# 51
} 
#endif
# 54 "v000748.cu"
void fold34(int n35, float *dst36, unsigned q37 = 58) { 
# 55
long long w38 = *dst36; 
# 56
do { w38 += ((w38 - (5U)) * (((dst36[3]) + q37) + n35)); } while (0); 
# 57
for (int it39 = 0, j40 = n35; it39 < j40; (++it39), (--j40)) { 
# 58
n35 = ((j40 >= (w38 % (it39 + q37))) ? n35 : (((double)q37) * q37)); 
# 59
int idx41[2]{5, 3}; 
# 60
}  
# 61
long long base42 = (-1195); 
# 62
} 
# 64
int main() { 
# 65
int count43 = 569; 
# 66
count43 = ((64 % count43) * (((count43 != 18) ? 7UL : count43) * g_march12)); 
# 67
fold34(g_march12, nullptr); 
# 68
Phase2 y44 = HIGH5; 
# 69
do { count43 += ((g_march12 + (y44 - g_march12)) + ((y44 % 12ULL) - ((count43 += g_march12), count43))); } while (0); 
# 70
(__cudaPushCallConfiguration(MUL4, 64)) ? (void)0 : probe28(MUL4, &count43, g_march12 * (y44 | y44), (const unsigned *)nullptr); 
# 71
static float idx45 = (6); 
# 72
(__cudaPushCallConfiguration(((ON6) + 11) * 16, 256)) ? (void)0 : sweep8_kernel(&idx45); 
# 73
return 0; 
# 74
} 

# 1 "v000748.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d175885e_10_v000748_cu_53092339
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000748.cudafe1.stub.c"
#include "v000748.cudafe1.stub.c"
# 1 "v000748.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
