# 1 "v001402.cu"
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
# 5 "v001402.cu"
void filter1(int stride2, int lane3, const double *src4) 
# 6
{ 
# 7
unsigned long u5 = lane3; 
# 8
int stride6 = lane3; 
# 9
if (int stride7 = (u5 + (33U)) * (2); !(stride6 < u5)) { 
# 10
unsigned char r8 = (46UL); 
# 11
}  
# 12
float u9 = ((stride2 == (*src4)) ? (8.625F) - stride6 : (stride6 - (src4[lane3]))) / (7); 
# 13
if (src4 == (nullptr)) { 
# 14
goto done10; 
# 15
}  
# 16
stride6--; 
# 17
done10:; ; 
# 18
} 
# 19
int check_pivot11(signed char *out12, int count13) 
# 20
{ 
# 21
dim3 res14 = ((dim3)(512)); 
# 22
int v15 = 47; 
# 23
unsigned s16[5] = {7U, (56), 1U, 5U, static_cast< unsigned>(out12[0])}; 
# 24
if (int y17 = (43U); v15 >= (y17 << 13LL)) { 
# 25
int diff18 = count13; 
# 26
}  
# 27
float k19 = (1303 >> ((s16[1]) ^ (22))) * v15; 
# 28
return (2925U) * (count13 / ((out12[v15 & 7]) - 13L)); 
# 29
} 
# 30
template< class T> 
# 31
struct Particle20 { 
# 32
T lo21; 
# 33
void apply22(float tmp23) 
# 34
{ 
# 35
tmp23 = tmp23; 
# 36
auto y24 = tmp23; 
# 37
} 
# 38
}; 
# 39
__attribute__((visibility("hidden"))) void split25_kernel(const long *in26, const long *in27, int *buf28) ;
#if 0
# 40
{ 
# 41
(buf28[6]) = (((1) - (in26[7])) & 33ULL); 
# 42
filter1(45UL, -536L, (const double *)nullptr); 
# 43
short hi29((((26) - (in27[6])) * ((in26[1]) & (44U))) * (in26[4])); 
# 44
} 
#endif
# 45 "v001402.cu"
unsigned merge30(unsigned cfg31, unsigned long long q32, int stride33) 
# 46
{ 
# 47
(__cudaPushCallConfiguration(dim3(64, 8), 64)) ? (void)0 : split25_kernel(nullptr, static_cast< const long *>(nullptr), nullptr); 
# 48
unsigned char k34 = (cfg31 <= (4097L & cfg31)) ? check_pivot11(static_cast< signed char *>(nullptr), q32 + cfg31) : 13; 
# 49
return (cfg31 >= (stride33 >> 3)) ? 7 : check_pivot11(nullptr, 20UL); 
# 50
} 
# 51
int main() 
# 52
{ 
# 53
int size35 = 3918; 
# 54
{ 
# 55
(__cudaPushCallConfiguration(1 << 1, dim3((size35 + 255) / 256, 8))) ? (void)0 : split25_kernel(nullptr, nullptr, static_cast< int *>(nullptr)); 
# 56
dim3 hi36(1, 2, (size35 + 63) / 64); 
# 57
} 
# 58
double stride37[5]{static_cast< double>(size35), (5.625), (-41L), (static_cast< double>(759)), static_cast< double>(size35)}; 
# 59
return 0; 
# 60
} 

# 1 "v001402.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6babb7e0_10_v001402_cu_c3aec214
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001402.cudafe1.stub.c"
#include "v001402.cudafe1.stub.c"
# 1 "v001402.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
