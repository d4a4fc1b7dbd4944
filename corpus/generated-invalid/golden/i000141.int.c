# 1 "i000141.cu"
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
# 6 "i000141.cu"
enum State2: unsigned { ON3, RED4, OFF5, OFF6}; 
# 7
enum Level7 { BUSY8, ON9 = 3, HIGH10}; 
# 9
struct Tile11 { 
# 10
double w12; 
# 11
unsigned y13; 
# 12
int w14, w15; 
# 13
}; 
# 15
Tile11 operator+(Tile11 a, Tile11 b) { 
# 16
Tile11 r = a; 
# 17
(r.w12) += (b.w12); 
# 18
(r.y13) += (b.y13); 
# 19
(r.w14) += (b.w14); 
# 20
(r.w15) += (b.w15); 
# 21
return r; 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void step16(int len17, long long *data18, const float *input19) ;
#if 0
# 24
{ 
# 25
for (int i20 = 2; i20 > 0; --i20) { 
# 26
if (i20 >= 22) { 
# 27
break; }  
# 28
}  
# 29
(data18[1]) >>= (data18[len17]); 
# 30
unsigned base21 = (BUSY8) - (((data18[len17 & 7]) - (46L)) + (63U * len17)); 
# 31
} 
#endif
# 34 "i000141.cu"
static void reduce22_kernel(int stride23, float *dst24, float p25) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_26[]; 
# 36
int iter27 = 0; 
# 37
do { 
# 38
if ((stride23 + 5) == 59UL) { 
# 39
continue; }  
# 40
p25 = (6 - stride23); 
# 41
++iter27; 
# 42
} while (iter27 < stride23); 
# 43
switch ((dyn_26[iter27]) * 55) { 
# 44
case (OFF6) + (HIGH10):  
# 45
if ((dyn_26[0]) > (dyn_26[stride23])) { 
# 46
return; }  
# 47
if ((dyn_26[iter27 & 7]) != ((dyn_26[7]) / (dst24[2]))) { 
# 48
break; }  
# 49
break; 
# 50
}  
# 51
} 
#endif
# 52 "i000141.cu"
enum Phase28 { MUL29, HIGH30, LOW31, RED32 = 8}; 
# 53
enum Color33: unsigned { BUSY34, OFF35, IDLE36, LOW37}; 
# 55
__attribute__((visibility("hidden"))) void combine38(const float *coef39, const unsigned short *__restrict__ src40, int *out41) ;
#if 0
# 55
{ 
# 56
(*out41)++; 
# 57
short h42 = coef39[5]; 
# 58
h42 = ((unsigned char)(*coef39)); 
# 59
(out41[7]) = (*coef39); 
# 60
} 
#endif
# 62 "i000141.cu"
int main() { 
# 63
int len43 = 170; 
# 64
unsigned count45 = (-1); 
# 65
bool acc44 = len43; 
# 66
len43 *= (static_cast< int>(acc44)); 
# 67
len43 = (4841 * acc44); 
# 68
(__cudaPushCallConfiguration((len43 + 31) / 32, 1 << 8, sizeof(double) * (128), 0)) ? (void)0 : step16((acc44 * acc44) / 2, nullptr, nullptr); 
# 69
(__cudaPushCallConfiguration((len43 + 127) / 128, 256, 0)) ? (void)0 : reduce22_kernel((acc44 + len43) & (8UL >> acc44), nullptr, (int)len43); 
# 70
(__cudaPushCallConfiguration(dim3((len43 + 63) / 64, (HIGH10) + ((IDLE36) + ((HIGH30) + ((HIGH30) + ((OFF5) + (118))))), (OFF35) + (127)), 1 << ((HIGH30) + ((OFF6) + ((ON9) + (OFF5)))), sizeof(int) * (1024), (cudaStream_t)0)) ? (void)0 : combine38(nullptr, static_cast< const unsigned short *>(nullptr), nullptr); 
# 71
return 0; 
# 72
} 

# 1 "i000141.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac81feac_10_i000141_cu_79ca8879
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000141.cudafe1.stub.c"
#include "i000141.cudafe1.stub.c"
# 1 "i000141.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
