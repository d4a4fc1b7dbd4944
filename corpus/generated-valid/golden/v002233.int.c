# 1 "v002233.cu"
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
# 5 "v002233.cu"
static int d_smooth1[8]; 
# 7
struct __attribute((aligned(8))) Particle2 { 
# 8
unsigned long long mass3; 
# 9
float val4; 
# 10
int count5; 
# 11
int vel6; 
# 12
}; 
# 14
Particle2 operator+(Particle2 a, Particle2 b) { 
# 15
Particle2 r = a; 
# 16
(r.mass3) += (b.mass3); 
# 17
(r.val4) += (b.val4); 
# 18
(r.count5) += (b.count5); 
# 19
(r.vel6) += (b.vel6); 
# 20
return r; 
# 21
} 
# 23
template< class T, int N = 2> unsigned 
# 24
shade7(T *buf8, Particle2 cfg9, int stride10) { 
# 25
unsigned tmp11 = stride10; 
# 26
for (int j12 = 0; j12 < stride10; j12 += 4) { 
# 27
T stride13 = (20.125) - stride10; 
# 28
stride10 -= tmp11; 
# 29
}  
# 30
return tmp11; 
# 31
} 
# 33
__attribute__((unused)) int probe14(int *data15, unsigned short a16) {int volatile ___ = 1;(void)data15;(void)a16;
# 41
::exit(___);}
#if 0
# 33
{ 
# 34
(data15[a16]) <<= 7; 
# 35
if ((__device_builtin_variable_threadIdx.x) == (51UL * (*data15))) { 
# 36
__attribute__((unused)) static float sh_17[2][11]; 
# 37
int r18 = (*data15) - (((sh_17[a16])[10]) * ((d_smooth1[a16]) + a16)); 
# 38
}  
# 39
__attribute__((unused)) static float sh_19[32]; 
# 40
return sh_19[12]; 
# 41
} 
#endif
# 43 "v002233.cu"
__attribute__((visibility("hidden"))) void pack20(int n21) ;
#if 0
# 43
{ 
# 44
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (idx22 >= n21) { 
# 46
return; 
# 47
}  
# 48
int acc23 = idx22; 
# 49
float stride24 = 50L % ((((__device_builtin_variable_blockIdx.x) * idx22) <= (__device_builtin_variable_threadIdx.y)) ? (__device_builtin_variable_gridDim.x) * (d_smooth1[idx22]) : (__device_builtin_variable_threadIdx.y)); 
# 50
stride24 = (__device_builtin_variable_gridDim.x); 
# 51
} 
#endif
# 53 "v002233.cu"
constexpr int check_filter25(int count26, float a27) { 
# 54
return ((count26 / 20) <= count26) ? 37UL : count26; 
# 55
} 
# 57
int main() { 
# 58
int n28 = 3295; 
# 59
int iter29 = 0; 
# 60
while (iter29 < (2 * 2)) { 
# 61
if (constexpr unsigned char w30 = (48); (static_cast< unsigned>(n28)) >= ((n28 > 56U) ? 8 : w30)) { 
# 62
int pass31 = 0; 
# 63
while (pass31 < iter29) { 
# 64
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (2), 4 * 4), 1 << 9)) ? (void)0 : pack20(iter29); 
# 65
++pass31; 
# 66
}  
# 67
dim3 h32(32 * 2); 
# 68
}  
# 69
++iter29; 
# 70
}  
# 71
return 0; 
# 72
} 

# 1 "v002233.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__730653d5_10_v002233_cu_8935fdba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002233.cudafe1.stub.c"
#include "v002233.cudafe1.stub.c"
# 1 "v002233.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
