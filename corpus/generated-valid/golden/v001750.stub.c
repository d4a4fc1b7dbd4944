#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001750.fatbin.c"
typedef int _ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627idx28_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score3_kernelPh(unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter9_kernelPicPKdd(int *, char, const double *, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply33_kerneli(_ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627idx28_tE);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627sweep20EiffPKf(int, float, float, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score3_kernelPh(unsigned char *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned char *))score3_kernel)), 0U);}
# 8 "v001750.cu"
void score3_kernel( unsigned char *__cuda_0)
# 8 "v001750.cu"
{__device_stub__Z13score3_kernelPh( __cuda_0);
# 19 "v001750.cu"
}
# 1 "v001750.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14filter9_kernelPicPKdd( int *__par0,  char __par1,  const double *__par2,  double __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, char, const double *, double))filter9_kernel)), 0U); }
# 23 "v001750.cu"
void filter9_kernel( int *__cuda_0,char __cuda_1,const double *__cuda_2,double __cuda_3)
# 23 "v001750.cu"
{__device_stub__Z14filter9_kernelPicPKdd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v001750.cu"
}
# 1 "v001750.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply33_kerneli( _ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627idx28_tE __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(_ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627idx28_tE))apply33_kernel)), 0U); }
# 73 "v001750.cu"
void apply33_kernel( _ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627idx28_tE __cuda_0)
# 73 "v001750.cu"
{__device_stub__Z14apply33_kerneli( __cuda_0);
# 86 "v001750.cu"
}
# 1 "v001750.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627sweep20EiffPKf( int __par0,  float __par1,  float __par2,  const float *__restrict__ __par3) {  const float *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, float, const float *__restrict__))_NV_ANON_NAMESPACE::sweep20)), 0U); }
# 37 "v001750.cu"
void _NV_ANON_NAMESPACE::sweep20( int __cuda_0,float __cuda_1,float __cuda_2,const float *__restrict__ __cuda_3)
# 37 "v001750.cu"
{__device_stub__ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627sweep20EiffPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 50 "v001750.cu"
}
# 1 "v001750.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, float, float, const float *__restrict__))_NV_ANON_NAMESPACE::sweep20), _ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627sweep20EiffPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(_ZN43_GLOBAL__N__8fd682b5_10_v001750_cu_ae314c627idx28_tE))apply33_kernel), _Z14apply33_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, char, const double *, double))filter9_kernel), _Z14filter9_kernelPicPKdd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char *))score3_kernel), _Z13score3_kernelPh, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_weigh7,::d_weigh7), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_pivot8,::d_pivot8), 0, 256UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_bias18,::c_bias18), 0, 8UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_mix19,::c_mix19), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_relax27,::d_relax27), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
