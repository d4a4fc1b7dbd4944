# 1 "v000448.cu"
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
# 12 "v000448.cu"
struct Particle5 { 
# 13
float weight6; 
# 14
char val7; 
# 15
}; 
# 16
inline Particle5 operator+(Particle5 a, Particle5 b) 
# 17
{ 
# 18
Particle5 r = a; 
# 19
(r.weight6) += (b.weight6); 
# 20
(r.val7) += (b.val7); 
# 21
return r; 
# 22
} 
# 23
void apply8(long beta9, const unsigned *in10, double p11 = (19.875F)) 
# 24
{ 
# 25
{ 
# 26
if (!((beta9 % 52UL) & (1))) { 
# 27
beta9 = (19); 
# 28
p11 = (((1) + (beta9 | (38U))) - beta9); 
# 29
}  
# 30
float m12 = beta9; 
# 31
} 
# 32
} 
# 33
struct Particle13 { 
# 34
int lo14, weight15; 
# 35
unsigned val16; 
# 36
}; 
# 38
static void kick17(unsigned *buf18, int count19) ;
#if 0
# 39
{ 
# 40
unsigned tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if ((static_cast< int>(count19)) < count19) { 
# 42
int lo21{count19}; 
# 43
apply8(62U, buf18); 
# 44
}  
# 45
unsigned idx22 = count19; 
# 46
apply8((buf18[(__device_builtin_variable_threadIdx.x) & (7)]) * 48U, buf18, __device_builtin_variable_threadIdx.z); 
# 47
count19 = ((*buf18) - (static_cast< float>(tid20 >> tid20))); 
# 48
apply8(__device_builtin_variable_threadIdx.x, buf18, -(5.375)); 
# 49
} 
#endif
# 50 "v000448.cu"
__attribute__((unused)) void norm23(int lane24 = 13) 
# 51
{int volatile ___ = 1;(void)lane24;
# 61
::exit(___);}
#if 0
# 51
{ 
# 52
(lane24++), (lane24 = lane24); 
# 53
{ 
# 54
lane24 = 15; 
# 55
lane24 = lane24; 
# 56
} 
# 57
apply8(63, nullptr); 
# 58
if (61 < lane24) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 62 "v000448.cu"
int main() 
# 63
{ 
# 64
int size25 = 1576; 
# 65
for (int j26 = 0, j27 = 15; j26 < j27; (++j26), (--j27)) { 
# 66
unsigned k28[7]{(60), (48), (static_cast< unsigned>('#')), (1LL), (5L), 7U, (3751)}; 
# 67
const char *f29 = ("raw \\n text"); 
# 68
}  
# 69
(__cudaPushCallConfiguration(1 << 1, dim3(1 << 9, 512, (size25 + 63) / 64))) ? (void)0 : kick17((unsigned *)nullptr, 55U); 
# 70
return 0; 
# 71
} 

# 1 "v000448.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57e1faf0_10_v000448_cu_d705bfc5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000448.cudafe1.stub.c"
#include "v000448.cudafe1.stub.c"
# 1 "v000448.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
