# 1 "v001091.cu"
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
# 10 "v001091.cu"
__attribute__((visibility("hidden"))) void fuse5(int len6, const double *src7, const float *coef8, const float *input9) ;
#if 0
# 10
{ 
# 11
int u10 = 1; 
# 12
len6 %= 61; 
# 13
int y11 = 35 - len6; 
# 14
size_t x12 = (32); 
# 15
__attribute__((unused)) static float sh_13[13][4 + 13]; 
# 16
x12 &= (4 | u10); 
# 17
int off14 = 2808; 
# 18
} 
#endif
# 19 "v001091.cu"
enum Color15: long { LOW16, GREEN17, IDLE18}; 
# 21
struct Cell19 { 
# 22
int id20; 
# 23
unsigned val21; 
# 24
unsigned vel22; 
# 25
unsigned apply23() const { 
# 26
int hi24[3] = {}; 
# 27
return (vel22) / (((hi24[id20]) += 4), 33L); 
# 28
} 
# 29
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N = 7> static void 
# 32
__wrapper__device_stub_fuse25_kernel(T *&dst26, double *&dst27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
(dst27[0]) -= (N); 
# 34
if ((static_cast< unsigned char>(dst26[6])) & 1) { 
# 35
return; 
# 36
}  
# 37
(*dst27) = (*dst27); 
# 38
(*dst26) -= N; 
# 39
if (!dst26) { 
# 40
return; 
# 41
}  
# 42
(dst26[6]) = 16; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001091.cu"
template< class T, int N = 7> static void 
# 32
fuse25_kernel(T *dst26, double *dst27) {__wrapper__device_stub_fuse25_kernel<T,N>(dst26,dst27);
# 43
return;}
#if 0
# 32
{ 
# 33
(dst27[0]) -= (N); 
# 34
if ((static_cast< unsigned char>(dst26[6])) & 1) { 
# 35
return; 
# 36
}  
# 37
(*dst27) = (*dst27); 
# 38
(*dst26) -= N; 
# 39
if (!dst26) { 
# 40
return; 
# 41
}  
# 42
(dst26[6]) = 16; 
# 43
} 
#endif
# 45 "v001091.cu"
static void sift28(float beta29, int stride30, unsigned q31) ;
#if 0
# 45
{ 
# 46
int pass32 = 0; 
# 47
while ((pass32 < stride30) && (stride30 >= 4L)) { 
# 48
stride30 |= __alignof__(double); 
# 49
__attribute__((unused)) static double sh_33[(GREEN17) + ((IDLE18) + (13))]; 
# 50
++pass32; 
# 51
}  
# 52
beta29 /= (1UL); 
# 53
float w34 = ((float)sizeof(double)); 
# 54
} 
#endif
# 55 "v001091.cu"
unsigned short g_rank35[] = {(3), ('z'), (64)}; 
# 57
class Tile36 { 
# 58
int sum38; 
# 59
float z39; 
# 61
public: Tile36(int c40, float b41) : sum38(c40), z39(b41) { } 
# 62
float reset42(double r43) const { 
# 63
--r43; 
# 64
return static_cast< float>((0.625F) + (sum38)); 
# 65
} 
# 66
}; 
# 67
enum Mode44: int { LOW45 = 1, HIGH46 = 6, BUSY47}; 
# 69
struct Particle48 { 
# 70
int x49; 
# 71
unsigned long long val50; 
# 72
long count51; 
# 73
long scale52(int tmp53) const { 
# 74
tmp53 ^= (43 * tmp53); 
# 75
const int k54 = (((count51) * (x49)) <= (((x49) != (x49)) ? x49 : (count51))) ? static_cast< unsigned long>((float)__alignof__(float)) : (val50); 
# 76
return 6LL + (count51); 
# 77
} 
# 78
int norm55() const { 
# 79
return count51; 
# 80
} 
# 81
}; 
# 82
enum State56 { IDLE57, LOW58}; 
# 84
int main() { 
# 85
int n59 = 3327; 
# 86
n59 |= (((n59 - (g_rank35[n59])) - ((IDLE18) + n59)) & n59); 
# 87
int w60 = 0; 
# 88
while ((w60 < ((IDLE18) + (4))) && (w60 <= (g_rank35[0]))) { 
# 89
(__cudaPushCallConfiguration((n59 + 127) / 128, dim3(sizeof(float) * (128), (n59 + 127) / 128))) ? (void)0 : sift28((unsigned)((float)n59), g_rank35[n59], w60); 
# 90
++w60; 
# 91
}  
# 92
n59 -= w60; 
# 93
n59 = ((g_rank35[n59]) + (g_rank35[n59])); 
# 94
(g_rank35[n59]) |= (((unsigned char)(n59 * 255L)) + w60); 
# 95
(__cudaPushCallConfiguration((n59 + 63) / 64, 32)) ? (void)0 : fuse5(static_cast< int>(54), static_cast< const double *>(nullptr), (const float *)nullptr, nullptr); 
# 96
(__cudaPushCallConfiguration(((dim3)(256)), 32)) ? (void)0 : fuse25_kernel< int, 7> (&n59, (double *)nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v001091.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef9f3869_10_v001091_cu_07dac541
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001091.cudafe1.stub.c"
#include "v001091.cudafe1.stub.c"
# 1 "v001091.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
