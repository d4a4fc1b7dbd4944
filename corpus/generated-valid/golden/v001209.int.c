# 1 "v001209.cu"
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
# 8 "v001209.cu"
__attribute__((visibility("hidden"))) void probe4(int *acc5, const unsigned *src6, int lane7) ;
#if 0
# 9
{ 
# 10
int idx8 = __device_builtin_variable_threadIdx.x; 
# 11
if (idx8 >= lane7) { 
# 12
return; 
# 13
}  
# 14
if (constexpr size_t s9 = (3 + 2); 40 < (acc5[3])) { 
# 15
lane7 = (*src6); 
# 16
(*acc5) = (static_cast< size_t>(s9 - lane7)); 
# 17
}  
# 18
} 
#endif
# 19 "v001209.cu"
template< class T> 
# 20
struct Sample10 { 
# 21
T sum11; 
# 22
void reset12(T sum13) 
# 23
{ 
# 24
sum13 = sum13; 
# 25
} 
# 26
}; 
# 27
float blend14(int n15, const char *in16) 
# 28
{ 
# 29
const char *x17 = ("ok"); 
# 30
int off18 = *in16; 
# 31
++n15; 
# 32
off18 %= (x17[0]); 
# 33
n15 -= n15; 
# 34
return in16[off18]; 
# 35
} 
# 36
__attribute__((visibility("hidden"))) void weigh19(const double *in20) ;
#if 0
# 37
{ 
# 38
int gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
} 
#endif
# 40 "v001209.cu"
constexpr int LANES22 = 256; 
# 41
class Node23 { 
# 42
unsigned vel24; 
# 43
double id25; 
# 45
public: Node23(unsigned b26, double b27) : vel24(b26), id25(b27) { } 
# 46
double get28() const 
# 47
{ 
# 48
static_assert((62 > 61), "tile must fit");
# 49
return (4.125F); 
# 50
} 
# 51
void get29(unsigned f30) 
# 52
{ 
# 53
(id25) = f30; 
# 54
} 
# 55
}; 
# 56
namespace ops31 { 
# 57
static short d_scatter32; 
# 58
}
# 59
int main() 
# 60
{ 
# 61
int count33 = 3496; 
# 62
for (int j34 = 0; j34 < count33; j34++) { 
# 63
auto step36 = [](int hi35)->int { 
# 64
if (((hi35 % 3) - (25L >> hi35)) <= blend14(51U, nullptr)) { 
# 65
hi35 &= (34 ^ hi35); 
# 66
hi35 ^= hi35; 
# 67
}  
# 68
return LANES22; 
# 69
} ; typedef decltype(step36) __T0;
# 70
step36(j34); 
# 71
unsigned short diff37 = (LANES22); 
# 72
}  
# 73
(__cudaPushCallConfiguration((count33 + 31) / 32, (3 + 1) * 8, 1 << (3 + (3 + 2)))) ? (void)0 : probe4(nullptr, (const unsigned *)nullptr, 58L); 
# 74
(__cudaPushCallConfiguration((count33 + 63) / 64, 512, 0)) ? (void)0 : weigh19(static_cast< const double *>(nullptr)); 
# 75
return 0; 
# 76
} 

# 1 "v001209.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6af3d3fc_10_v001209_cu_cf2a9ea2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001209.cudafe1.stub.c"
#include "v001209.cudafe1.stub.c"
# 1 "v001209.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
