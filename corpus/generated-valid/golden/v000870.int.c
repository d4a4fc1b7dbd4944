# 1 "v000870.cu"
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
# 14 "v000870.cu"
__attribute__((visibility("hidden"))) void relax7_kernel(const unsigned long long *in8, int n9, unsigned long b10, double q11) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern unsigned dyn_12[]; 
# 16
if (b10 != sizeof(int)) { 
# 17
goto out15; 
# 18
}  
# 19
for (int i13 = 0; i13 < n9; i13 += 4) { 
# 20
__attribute__((unused)) static double sh_14[128]; 
# 21
}  
# 22
n9 %= ((2) - (in8[n9])); 
# 23
out15:; ; 
# 24
} 
#endif
# 25 "v000870.cu"
constexpr unsigned BLOCK16 = (2 * (2 * 2)); 
# 26
static float c_filter17[8]; 
# 28
__attribute__((visibility("hidden"))) void smooth18_kernel(const long *__restrict__ coef19, float *out20, int lane21) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_22[]; 
# 30
(*out20) = (*coef19); 
# 31
(dyn_22[3]) %= (((dyn_22[2]) & ((dyn_22[1]) + (coef19[lane21 & 7]))) & (15)); 
# 32
bool u23 = (+(c_filter17[6])) > (51); 
# 33
__attribute__((unused)) static long sh_24[16]; 
# 34
} 
#endif
# 35 "v000870.cu"
static unsigned c_warp25[8]; 
# 37
__attribute__((visibility("hidden"))) void tally26(int *buf27, int count28, unsigned *buf29) ;
#if 0
# 37
{ 
# 38
if (count28 >= (c_filter17[4])) { 
# 39
return; }  
# 40
long long t30 = BLOCK16 * (buf27[count28 & 7]); 
# 41
double off31 = (((*buf29) - 63UL) * (2)) & (15); 
# 42
float *hi32 = reinterpret_cast< float *>(buf27); 
# 43
(*buf27) += (((count28 - (buf27[t30])) + BLOCK16) & (15)); 
# 44
__attribute__((unused)) static double sh_33[sizeof(int) * (2)]; 
# 45
double prod34 = ((buf27[4]) >> 2) + (~((buf27[2]) & (buf29[t30]))); 
# 46
} 
#endif
# 48 "v000870.cu"
constexpr int check_bump35(int count36) { 
# 49
count36 = (((42U + count36) & (count36 + BLOCK16)) << BLOCK16); 
# 50
return BLOCK16; 
# 51
} 
# 53
int run_step37(int lane38) { 
# 54
lane38 += 11; 
# 55
const char *h39 = ("ok"); 
# 56
lane38 = ((2 * ((h39[1]) * ('#'))) + lane38); 
# 57
int pass40 = 0; 
# 58
while (pass40 < 11) { 
# 59
(__cudaPushCallConfiguration(dim3(BLOCK16 + BLOCK16, 1 << 5, (BLOCK16 + (24)) * (8)), 512, (2) + (BLOCK16 + (2 + 1012)))) ? (void)0 : smooth18_kernel(nullptr, nullptr, 298); 
# 60
int m41{pass40}; 
# 61
++pass40; 
# 62
}  
# 63
return pass40; 
# 64
} 
# 66
constexpr int check_reduce42(int len43, int count44) { 
# 67
return ((2 * count44) + BLOCK16) + (11 >> (len43 + 51)); 
# 68
} 
# 70
int main() { 
# 71
int len45 = 3850; 
# 72
if ((-len45) == 38) { 
# 73
return 33; }  
# 74
dim3 k46(1 << 8); 
# 75
float base47 = len45 & 15; 
# 76
(__cudaPushCallConfiguration((len45 + 255) / 256, 16 * 2, 0)) ? (void)0 : relax7_kernel((const unsigned long long *)nullptr, BLOCK16, len45 / (len45 + BLOCK16), BLOCK16); 
# 77
(__cudaPushCallConfiguration(((dim3)((len45 + 63) / 64)), 32)) ? (void)0 : tally26(&len45, (sizeof(float) - len45) / (8), nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v000870.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a23768b4_10_v000870_cu_972f68c6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000870.cudafe1.stub.c"
#include "v000870.cudafe1.stub.c"
# 1 "v000870.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
