# 1 "v001846.cu"
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
# 15 "v001846.cu"
enum Op4: long { SLOW5 = 2L, LOW6 = 8L, BLUE7}; 
# 16
const char *g_kick8 = ("kernel\n"); 
# 17
struct Tile9 { 
# 18
float x10; 
# 19
bool y11; 
# 20
float lo12; 
# 21
}; 
# 22
inline int run_pack13(const float *in14, Op4 a15, int n16) { 
# 23
n16 = (21 * (g_kick8[0])); 
# 24
n16 = a15; 
# 25
n16 = (g_kick8[0]); 
# 26
const char *hi17 = g_kick8; 
# 27
return 3373; 
# 28
} 
# 29
template< class T, int N> __attribute__((unused)) unsigned short 
# 30
pack18(const T *input19, T *buf20, float cfg21) {int volatile ___ = 1;(void)input19;(void)buf20;(void)cfg21;
# 34
::exit(___);}
#if 0
# 30
{ 
# 31
T q22 = ((53U + __device_builtin_variable_warpSize) + ((float)40)) - (input19[__device_builtin_variable_blockIdx.x]); 
# 32
q22 = ((((*input19) - q22) <= ((*buf20) - N)) ? (20.0F) : ((*buf20) + ((*buf20) + (__device_builtin_variable_threadIdx.z)))); 
# 33
return q22 / cfg21; 
# 34
} 
#endif
# 35 "v001846.cu"
const size_t g_fuse23 = (61); 
# 36
__attribute__((visibility("hidden"))) void tally24_kernel(size_t *buf25, unsigned *data26, double *buf27) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern float dyn_28[]; 
# 38
int i29 = __device_builtin_variable_threadIdx.x; 
# 39
Op4 t30 = LOW6; 
# 40
__attribute__((unused)) static unsigned sh_31[2][13]; 
# 41
(dyn_28[0]) = ((pack18< float, 8> ((const float *)nullptr, (float *)nullptr, (__device_builtin_variable_threadIdx.x) + (SLOW5))) - ((pack18< unsigned, 8> (data26, nullptr, t30)) - (pack18< double, 5> (reinterpret_cast< const double *>(buf25), nullptr, __device_builtin_variable_gridDim.x)))); 
# 42
pack18< int, 2> (reinterpret_cast< const int *>(buf25), reinterpret_cast< int *>(buf25), t30); 
# 43
((sh_31[0])[__device_builtin_variable_gridDim.x])++; 
# 44
} 
#endif
# 45 "v001846.cu"
enum Kind32 { MUL33, BUSY34 = 5}; 
# 47
__attribute__((visibility("hidden"))) void mix35(int *__restrict__ out36, int lane37) ;
#if 0
# 47
{ 
# 48
int gid38 = __device_builtin_variable_threadIdx.x; 
# 49
if (gid38 >= lane37) { 
# 50
return; 
# 51
}  
# 52
int off39 = __device_builtin_variable_blockDim.y; 
# 53
if (((unsigned)gid38) != off39) { 
# 54
goto done40; 
# 55
}  
# 56
lane37--; 
# 57
done40:; ; 
# 58
} 
#endif
# 59 "v001846.cu"
template< class T> __attribute__((unused)) void 
# 60
probe41(const T *in42) {int volatile ___ = 1;(void)in42;
# 63
::exit(___);}
#if 0
# 60
{ 
# 61
float prod43 = pack18< double, 5> ((const double *)nullptr, nullptr, pack18< long, 6> (nullptr, nullptr, in42[1])) + LOW6; 
# 62
prod43 = ((int)(__device_builtin_variable_threadIdx.x)); 
# 63
} 
#endif
# 64 "v001846.cu"
static int c_tile44; 
# 65
static int c_fold45[4]; 
# 66
signed char check_reduce46(bool alpha47, int lane48) { 
# 67
alpha47 = alpha47; 
# 68
if ((alpha47 - 43) >= 42) { 
# 69
return g_kick8[1]; 
# 70
}  
# 71
(__cudaPushCallConfiguration(dim3(2, (lane48 + 63) / 64, 21 + 491), (28 + 36) * ((SLOW5) + (6)))) ? (void)0 : mix35(&lane48, g_kick8[1]); 
# 72
return __alignof__(double); 
# 73
} 
# 74
int tile49(int *__restrict__ out50, int lane51, unsigned char alpha52) { 
# 75
lane51 = run_pack13(nullptr, BLUE7, 35L); 
# 76
run_pack13(reinterpret_cast< const float *>(out50), LOW6, BUSY34); 
# 77
(out50[alpha52]) = (((((g_kick8[0]) + 56LL) != lane51) ? 2 : (g_fuse23 * (g_kick8[0]))) + (((alpha52 > lane51) ? 37ULL : 44ULL) - (+(g_kick8[0])))); 
# 78
return (lane51 + 38) + ((double)run_pack13(nullptr, LOW6, 17)); 
# 79
} 
# 80
int main() { 
# 81
int count53 = 2381; 
# 82
(__cudaPushCallConfiguration(((dim3)((count53 + 31) / 32)), ((dim3)((count53 + 127) / 128)))) ? (void)0 : mix35(&count53, g_fuse23); 
# 83
Kind32 prod54 = BUSY34; 
# 84
unsigned x55 = prod54 / 11; 
# 85
(__cudaPushCallConfiguration(256, dim3(21 + 491, SLOW5, (x55 + (63)) / (64)), 0, 0)) ? (void)0 : tally24_kernel((size_t *)nullptr, &x55, nullptr); 
# 86
float acc56 = (4.375F) * (tile49(&count53, tile49(&count53, LOW6, MUL33), 255)); 
# 87
count53 = 29; 
# 88
return 0; 
# 89
} 

# 1 "v001846.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__668b460c_10_v001846_cu_g_kick8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001846.cudafe1.stub.c"
#include "v001846.cudafe1.stub.c"
# 1 "v001846.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
