#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000873.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum7_kernelPjPKddi(unsigned *, const double *, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift15_kernelPKx(const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh21PKfS0_Pji(const float *, const float *, unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum7_kernelPjPKddi(unsigned *__par0, const double *__par1, double __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const double *, double, int))accum7_kernel)), 0U);}
# 24 "v000873.cu"
void accum7_kernel( unsigned *__cuda_0,const double *__cuda_1,double __cuda_2,int __cuda_3)
# 25 "v000873.cu"
{__device_stub__Z13accum7_kernelPjPKddi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v000873.cu"
}
# 1 "v000873.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift15_kernelPKx( const long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long long *))sift15_kernel)), 0U); }
# 33 "v000873.cu"
void sift15_kernel( const long long *__cuda_0)
# 34 "v000873.cu"
{__device_stub__Z13sift15_kernelPKx( __cuda_0);
# 43 "v000873.cu"
}
# 1 "v000873.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh21PKfS0_Pji( const float *__par0,  const float *__par1,  unsigned *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, const float *, unsigned *, int))weigh21)), 0U); }
# 45 "v000873.cu"
void weigh21( const float *__cuda_0,const float *__cuda_1,unsigned *__cuda_2,int __cuda_3)
# 46 "v000873.cu"
{__device_stub__Z7weigh21PKfS0_Pji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v000873.cu"
}
# 1 "v000873.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, const float *, unsigned *, int))weigh21), _Z7weigh21PKfS0_Pji, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long long *))sift15_kernel), _Z13sift15_kernelPKx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, const double *, double, int))accum7_kernel), _Z13accum7_kernelPjPKddi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
