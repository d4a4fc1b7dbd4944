# 1 "v001908.cu"
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
# 7 "v001908.cu"
struct Body1 { 
# 8
float vel2; 
# 9
float val3; 
# 10
}; 
# 12
class Vec4 { 
# 13
double sum5; 
# 14
float hi6; 
# 15
double flag7; 
# 17
public: Vec4(double init8, float b9, double c10) : sum5(init8), hi6(b9), flag7(c10) { } 
# 18
double mix11(float m12) const { 
# 19
unsigned u13 = (3769); 
# 20
return (14.5); 
# 21
} 
# 22
}; 
# 24
namespace ops14 { 
# 25
struct Particle15 { 
# 26
long long mass16; 
# 27
long val17; 
# 28
bool lo18; 
# 29
long long scale19() const { 
# 30
const int sum20 = (((mass16) * (4)) / (30 - (lo18))) - ((int)((sizeof(unsigned)) - (mass16))); 
# 31
Body1 cnt21 = {((float)23U), static_cast< float>((val17) ^ (lo18))}; 
# 32
return mass16; 
# 33
} 
# 34
void bump22(unsigned mid23) { 
# 35
(mass16) = ((unsigned long)(val17)); 
# 36
} 
# 37
}; 
# 38
}
# 41
static void fuse24(const float *__restrict__ input25, int *dst26, const double *__restrict__ in27) ;
#if 0
# 41
{ 
# 42
unsigned tid28 = __device_builtin_variable_threadIdx.x; 
# 43
float lo29 = (((*dst26) - tid28) * ((__device_builtin_variable_gridDim.y) >> 1)) & ((('0') - (dst26[tid28 & (7)])) * (__device_builtin_variable_threadIdx.y)); 
# 44
float hi30 = tid28; 
# 45
} 
#endif
# 47 "v001908.cu"
__attribute__((visibility("hidden"))) void reduce31(int count32, int *out33) ;
#if 0
# 47
{ 
# 48
(out33[__device_builtin_variable_blockDim.y]) = (51UL % ((long)(out33[count32 & 7]))); 
# 49
float flag34 = count32; 
# 50
} 
#endif
# 52 "v001908.cu"
struct Span35 { 
# 53
int val36; 
# 54
bool hi37; 
# 55
int bump38() const { 
# 56
return (hi37) ^ 45U; 
# 57
} 
# 58
}; 
# 60
__attribute__((unused)) inline int smooth39(int stride40) {int volatile ___ = 1;(void)stride40;
# 71
::exit(___);}
#if 0
# 60
{ 
# 61
stride40 = 52; 
# 62
if ((stride40 + stride40) != stride40) { 
# 63
return stride40; 
# 64
}  
# 65
if ((stride40 - __device_builtin_variable_warpSize) < 7) { 
# 66
return (47L + stride40) % (6U >> stride40); 
# 67
}  
# 68
stride40 = stride40; 
# 69
stride40 = (24UL / (__device_builtin_variable_blockDim.x)); 
# 70
return stride40; 
# 71
} 
#endif
# 73 "v001908.cu"
int main() { 
# 74
int count41 = 1684; 
# 75
const int z42 = (57U); 
# 76
int w43 = 0; 
# 77
do { 
# 78
(__cudaPushCallConfiguration((count41 + 127) / 128, ((dim3)(32 * 8)), 1024)) ? (void)0 : reduce31(47UL, &count41); 
# 79
count41 = (-59); 
# 80
Span35 lo44 = Span35{(27UL), ((bool)1)}; 
# 81
++w43; 
# 82
} while (w43 < w43); 
# 83
unsigned x45 = w43 - 1475U; 
# 84
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fuse24((const float *)nullptr, &count41, (const double *)nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001908.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b888445a_10_v001908_cu_70c99d5f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001908.cudafe1.stub.c"
#include "v001908.cudafe1.stub.c"
# 1 "v001908.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
