# 1 "v002206.cu"
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
# 15 "v002206.cu"
__attribute__((visibility("hidden"))) void pack4_kernel(const int *input5, const unsigned *src6, const int *input7) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern double dyn_8[]; 
# 18
(dyn_8[3]) = (dyn_8[6]); 
# 19
if (!(src6[4])) { 
# 20
return; 
# 21
}  
# 22
float flag9 = src6[1]; 
# 23
flag9 = flag9; 
# 24
int w10 = 0; 
# 25
do { 
# 26
float val11 = flag9; 
# 27
++w10; 
# 28
} while ((w10 < w10) && (((src6[w10 & 7]) != (input5[w10])) || ((dyn_8[0]) != flag9))); 
# 29
(dyn_8[5]) = ((input5[w10 & 7]) | ('0')); 
# 30
} 
#endif
# 32 "v002206.cu"
class Bounds12 { 
# 33
int lo13; 
# 35
public: Bounds12(int c14) : lo13(c14) { } 
# 36
void get15(int h16) 
# 37
{ 
# 38
h16 = (lo13); 
# 39
} 
# 40
int mix17() const 
# 41
{ 
# 42
float w18 = (lo13) % (lo13); 
# 43
return ((w18 += (28L)), 62LL); 
# 44
} 
# 45
}; 
# 47
struct Bounds19 { 
# 48
short flag20; 
# 49
size_t x21; 
# 50
short w22; 
# 51
char vel23; 
# 52
void apply24(int val25) 
# 53
{ 
# 54
bool r26 = sizeof(double) == ((int)(x21)); 
# 55
(flag20) ^= 260; 
# 56
} 
# 57
}; 
# 59
__attribute__((visibility("hidden"))) void scatter27_kernel(short p28, double *acc29) ;
#if 0
# 60
{ 
# 61
--p28; 
# 62
p28 = (static_cast< float>(p28)); 
# 63
if ((static_cast< unsigned>(*acc29)) < (acc29[7])) { 
# 64
return; 
# 65
}  
# 66
constexpr size_t y30 = (54); 
# 67
} 
#endif
# 69 "v002206.cu"
int main() 
# 70
{ 
# 71
int len31 = 1417; 
# 72
int flag32[2]{len31, 8}; 
# 73
len31++; 
# 74
(__cudaPushCallConfiguration(128, 24 + 40)) ? (void)0 : pack4_kernel(&len31, static_cast< const unsigned *>(nullptr), nullptr); 
# 75
(__cudaPushCallConfiguration(8, 24 + (24 + (24 + (24 + 416))), 4096, (cudaStream_t)0)) ? (void)0 : scatter27_kernel(-17, static_cast< double *>(nullptr)); 
# 76
return 0; 
# 77
} 

# 1 "v002206.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0378d937_10_v002206_cu_d1204c57
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002206.cudafe1.stub.c"
#include "v002206.cudafe1.stub.c"
# 1 "v002206.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
