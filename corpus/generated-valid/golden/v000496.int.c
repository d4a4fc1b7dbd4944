# 1 "v000496.cu"
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
# 25 "v000496.cu"
static void update9_kernel(int *acc10, int len11, int *data12) ;
#if 0
# 25
{ 
# 26
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
len11--; 
# 28
double x14 = +(*acc10); 
# 29
int k15 = 35; 
# 30
int idx16 = (((3) + (__device_builtin_variable_blockIdx.y)) % (55 - idx13)) & (k15 ^ (128 >> (__device_builtin_variable_blockIdx.x))); 
# 31
(data12[idx13]) *= ((64) * (__device_builtin_variable_threadIdx.x)); 
# 32
++len11; 
# 33
} 
#endif
# 35 "v000496.cu"
struct Acc17 { 
# 36
float flag18; 
# 37
unsigned id19; 
# 38
double sum20; 
# 39
size_t count21; 
# 40
}; 
# 42
Acc17 operator+(Acc17 a, Acc17 b) { 
# 43
Acc17 r = a; 
# 44
(r.flag18) += (b.flag18); 
# 45
(r.id19) += (b.id19); 
# 46
(r.sum20) += (b.sum20); 
# 47
(r.count21) += (b.count21); 
# 48
return r; 
# 49
} 
# 51
class Span22 { 
# 52
size_t sum23; 
# 54
public: Span22(size_t a24) : sum23(a24) { } 
# 55
size_t get25() const { 
# 56
return 56L; 
# 57
} 
# 58
unsigned long bump26(float cnt27) const { 
# 59
if ((sum23) == (24)) { 
# 60
return ((((sum23) * (9)) > ((10) * cnt27)) ? (sum23) * (9) : ((10) * cnt27)); 
# 61
}  
# 62
return ((((sum23) % (56)) > (2)) ? (sum23) % (56) : (2)); 
# 63
} 
# 64
}; 
# 66
template< class T> __attribute__((unused)) T 
# 67
blend28(T p29, int *dst30) {int volatile ___ = 1;(void)p29;(void)dst30;
# 72
::exit(___);}
#if 0
# 67
{ 
# 68
p29 = ((dst30[5]) / ((p29 > (57L * p29)) ? p29 : (57L * p29))); 
# 69
(*dst30) += (dst30[5]); 
# 70
--(*dst30); 
# 71
return ((p29 > (+p29)) ? p29 : (+p29)); 
# 72
} 
#endif
# 74 "v000496.cu"
__attribute__((visibility("hidden"))) void grow31(int n32, int *dst33, unsigned *acc34) ;
#if 0
# 74
{ 
# 75
int gid35 = __device_builtin_variable_threadIdx.x; 
# 76
if (gid35 >= n32) { 
# 77
return; 
# 78
}  
# 79
float acc36 = (18.875F); 
# 80
if (dst33 != (nullptr)) { 
# 81
return; 
# 82
}  
# 83
--(*acc34); 
# 84
} 
#endif
# 86 "v000496.cu"
int main() { 
# 87
int n37 = 543; 
# 88
(__cudaPushCallConfiguration(32, 512, 1 << (3 + (3 + 6)), nullptr)) ? (void)0 : grow31(7 + n37, nullptr, nullptr); 
# 89
n37 -= ((n37 + 64) | ((n37 * n37) << (n37 % 8))); 
# 90
--n37; 
# 91
(__cudaPushCallConfiguration(1 << 1, 128, 0)) ? (void)0 : grow31(n37 + 6, (int *)nullptr, nullptr); 
# 92
(__cudaPushCallConfiguration(1, 64, sizeof(float) * (64))) ? (void)0 : update9_kernel((int *)nullptr, -3082, (int *)nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v000496.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4fae4972_10_v000496_cu_9f670c04
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000496.cudafe1.stub.c"
#include "v000496.cudafe1.stub.c"
# 1 "v000496.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
