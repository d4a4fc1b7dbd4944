# 1 "v000737.cu"
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
# 7 "v000737.cu"
static int d_pivot3[32]; 
# 9
struct __attribute((aligned(8))) Node4 { 
# 10
int z5; 
# 11
bool z6; 
# 12
char weight7; 
# 13
}; 
# 15
__attribute__((visibility("hidden"))) void split8(const unsigned char *coef9, int count10) ;
#if 0
# 16
{ 
# 17
if ((d_pivot3[count10 & 31]) + 3) { 
# 18
for (const auto &h11 : d_pivot3) { 
# 19
constexpr unsigned idx12 = (62); 
# 20
__attribute__((unused)) static long sh_13; 
# 21
}  
# 22
size_t *hi14 = (nullptr); 
# 23
constexpr unsigned u15 = (41); 
# 24
}  
# 25
long long w16 = sizeof(long long) - (d_pivot3[count10]); 
# 26
} 
#endif
# 27 "v000737.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_sweep17)[8] = 0; 
# 29
inline int smooth18(double p19, float b20, Node4 q21) 
# 30
{ 
# 31
int iter22 = 0; 
# 32
do { 
# 33
q21 = Node4{0, false, (127)}; 
# 34
q21 = Node4{(int)(iter22 & 39), ((bool)0), (51)}; 
# 35
++iter22; 
# 36
} while ((iter22 < iter22) && (b20 >= p19)); 
# 37
for (int i23 = 0; i23 < iter22; i23++) { 
# 38
static_assert((5 > 4));
# 39
static_assert((9 == 9), "tile must fit");
# 40
}  
# 41
return ~((iter22 & 4) - (' ')); 
# 42
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44
template< class T> static void 
# 45
__wrapper__device_stub_count24(T *&data25, int *&data26, T *__restrict__ &out27, float &beta28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
T lo29{2}; 
# 49
#pragma unroll 4
for (
# 49
int j30 = 0; j30 < 15; ++j30) { 
# 50
__attribute__((unused)) static unsigned long sh_31[8]; 
# 51
__attribute__((unused)) static double sh_32; 
# 52
}  
# 53
} 
#endif

#pragma GCC diagnostic pop

# 44 "v000737.cu"
template< class T> static void 
# 45
count24(T *data25, int *data26, T *__restrict__ out27, float beta28) 
# 46
{__wrapper__device_stub_count24<T>(data25,data26,out27,beta28);
# 53
return;}
#if 0
# 46
{ 
# 47
T lo29{2}; 
# 49
#pragma unroll 4
for (
# 49
int j30 = 0; j30 < 15; ++j30) { 
# 50
__attribute__((unused)) static unsigned long sh_31[8]; 
# 51
__attribute__((unused)) static double sh_32; 
# 52
}  
# 53
} 
#endif
# 55 "v000737.cu"
signed char clamp33(int len34) 
# 56
{ 
# 57
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep17)))[len34]) = 51; 
# 58
unsigned k35((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep17)))[2]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep17)))[7])) ^ (len34 >> 3)); 
# 59
return 52 << (len34 * 59); 
# 60
} 
# 62
int main() 
# 63
{ 
# 64
int len36 = 1790; 
# 65
cudaStream_t stride37 = ((cudaStream_t)0); 
# 66
len36 = len36; 
# 67
(__cudaPushCallConfiguration(sizeof(unsigned), 128 * 4, sizeof(float) * (256))) ? (void)0 : split8(static_cast< const unsigned char *>(nullptr), (static_cast< long>(len36)) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep17)))[6])); 
# 68
(__cudaPushCallConfiguration(32 * 4, dim3(1 << 3, (len36 + 63) / 64, (len36 + 255) / 256), 0)) ? (void)0 : count24< long> (nullptr, &len36, static_cast< long *>(nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep17)))[len36 & 7]); 
# 69
return 0; 
# 70
} 

# 1 "v000737.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b364418_10_v000737_cu_d_pivot3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000737.cudafe1.stub.c"
#include "v000737.cudafe1.stub.c"
# 1 "v000737.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
