# 1 "v001829.cu"
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
# 24 "v001829.cu"
struct Particle10 { 
# 25
unsigned y11; 
# 26
float y12; 
# 27
char w13; 
# 28
}; 
# 31
struct Cell14 { 
# 32
double vel15; 
# 33
int flag16; 
# 34
float count17; 
# 35
int y18; 
# 36
}; 
# 39
class Body19 { 
# 40
int w20; 
# 41
unsigned short val21; 
# 43
public: Body19(int a22, unsigned short a23) : w20(a22), val21(a23) { } 
# 44
void apply24(double q25) 
# 45
{ 
# 46
q25--; 
# 47
Particle10 acc26 = Particle10{3U, (5.0F), (50U)}; 
# 48
} 
# 49
void apply27(signed char t28) 
# 50
{ 
# 51
(w20) = t28; 
# 52
float v29 = (17.5F); 
# 53
} 
# 54
}; 
# 56
static void sweep30_kernel(size_t alpha31, const Cell14 q32, unsigned *buf33, const double *input34) ;
#if 0
# 57
{ 
# 58
static_assert((29 > 28), "bad config");
# 59
alpha31 = ((unsigned char)(39 - (((*buf33) += sizeof(Cell14)), 255))); 
# 60
for (int it35 = 0; it35 < 13; it35++) { 
# 61
(*buf33) = (18); 
# 62
}  
# 63
alpha31 = (18 >> (q32.flag16)); 
# 64
(*buf33) = (alpha31 + (input34[alpha31])); 
# 65
auto flag36 = (16 - (q32.y18)) << (*buf33); 
# 66
} 
#endif
# 68 "v001829.cu"
int host_step37(int n38, int count39, Cell14 b40) 
# 69
{ 
# 70
int w41 = (static_cast< long>(sizeof(Body19))); 
# 71
static_assert(((5 * (1 << 1)) > 9));
# 72
n38 = n38; 
# 73
if (((n38 += 26), 18) != 18) { 
# 74
return 18 - n38; 
# 75
}  
# 76
return (n38 % 8); 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int n42 = 529; 
# 82
n42 = (((n42 - n42) + 18) + ((1180 + n42) * 60)); 
# 83
n42 = (62UL); 
# 84
const char *val43 = ("tile"); 
# 85
(__cudaPushCallConfiguration((n42 + 255) / 256, 64)) ? (void)0 : sweep30_kernel(val43[0], Cell14{static_cast< double>((val43[1]) % __alignof__(float)), n42, (14), 4}, (unsigned *)nullptr, (const double *)nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v001829.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1a8a3fa_10_v001829_cu_7ea1a3c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001829.cudafe1.stub.c"
#include "v001829.cudafe1.stub.c"
# 1 "v001829.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
